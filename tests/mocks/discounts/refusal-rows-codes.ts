import type { RefusalCase } from '../../support/refusals'
import { duplicateError, invalidData, notAllowed, notFound } from '../../support/refusals'
import type { DiscountRefusalContext, RefusalSetup } from './refusals'

// The dynamic codes of a discount (codes.ts), and finding a discount by its code.

type Row = RefusalCase<DiscountRefusalContext>

/** A new dynamic percentage discount in EUR: the parent of codes. */
async function dynamicParent(s: RefusalSetup) {
  const { discount } = await s.api.create({ code: s.code('DYN'), rule: { type: 'percentage', value: 10, allocation: 'total' }, regions: [s.eur.id], is_dynamic: true })
  return discount
}

export const codeRows: Row[] = [
  {
    route: 'POST /admin/discounts/{id}/dynamic-codes',
    when: 'a code in use',
    call: async (s) => {
      const parent = await dynamicParent(s)
      const code = s.code('TAKEN')
      await s.api.createDynamicCode(parent.id, { code })
      return s.api.createDynamicCode(parent.id, { code }).catch((error: { message?: string }) => {
        error.message = error.message?.replace(code, '{code}')
        throw error
      })
    },
    expected: duplicateError('Discount with code {code} already exists.'),
  },
  { route: 'POST /admin/discounts/{id}/dynamic-codes', when: 'a discount that is not dynamic', call: ({ percent, ...s }) => s.api.createDynamicCode(percent.id, { code: s.code('NOPE') }), expected: notAllowed('Discount must be set to dynamic') },
  { route: 'POST /admin/discounts/{id}/dynamic-codes', when: 'an empty code', call: async (s) => s.api.createDynamicCode((await dynamicParent(s)).id, { code: '' }), expected: invalidData('code should not be empty') },
  { route: 'POST /admin/discounts/{id}/dynamic-codes', when: 'an unknown discount', call: (s) => s.api.createDynamicCode('disc_missing', { code: s.code('ORPHAN') }), expected: notFound('Discount with id disc_missing was not found') },
  { route: 'GET /admin/discounts/code/{code}', when: 'an unknown code', call: (s) => s.api.retrieveByCode('NO-SUCH-CODE'), expected: notFound('Discounts with code NO-SUCH-CODE was not found') },
  {
    route: 'GET /admin/discounts',
    when: 'a parent_discount_id filter (there is none)',
    call: ({ percent, ...s }) => s.api.list({ parent_discount_id: percent.id } as Parameters<typeof s.api.list>[0]),
    expected: invalidData('property parent_discount_id should not exist'),
  },
]
