import type { AddressPayload, DraftOrder } from '@medusajs/client-types'
import type { draftOrders } from '@/api/admin/draft-orders'
import type { products } from '@/api/admin/products'
import { defineRefusals, duplicateError, invalidData, notAllowed, notFound, unknownError, type RefusalCase } from '../../support/refusals'

// Every refusal the draft orders mock imitates, one row each (tests/support/refusals.ts): run against
// msw with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/draft-orders.ts.

export interface DraftRefusalSetup {
  api: { draftOrders: typeof draftOrders; products: typeof products }
  regionId: string
  shippingOptionId: string
  /** A shipping option of another region (USD). */
  foreignOptionId: string
  address: AddressPayload
  /** A variant priced in the region. */
  variantId: string
  unique: (prefix: string) => string
}
export type DraftRefusalContext = DraftRefusalSetup & { draft: DraftOrder }

type CreateBody = Parameters<typeof draftOrders.create>[0]
const bodyOf = (s: DraftRefusalSetup, fields: Partial<CreateBody> = {}): CreateBody => ({
  email: `${s.unique('draft').toLowerCase()}@contract.test`,
  region_id: s.regionId,
  items: [{ variant_id: s.variantId, quantity: 1 }],
  shipping_methods: [{ option_id: s.shippingOptionId }],
  shipping_address: s.address,
  ...fields,
})

/** The open draft (one line, a shipping method, an address) every row may act on. */
export async function makeDraft(s: DraftRefusalSetup): Promise<DraftRefusalContext> {
  const { draft_order: draft } = await s.api.draftOrders.create(bodyOf(s))
  return { ...s, draft }
}

type Row = RefusalCase<DraftRefusalContext>
const create = (s: DraftRefusalSetup, fields: Partial<CreateBody>) => s.api.draftOrders.create(bodyOf(s, fields))
const loose = <T>(value: Record<string, unknown>) => value as unknown as T
const openOnly = notAllowed('You are only allowed to update open draft orders')
/** The draft of the row, paid. */
const paid = async (s: DraftRefusalContext) => {
  await s.api.draftOrders.markPaid(s.draft.id)
  return s.draft
}

const lookups: Row[] = [
  { route: 'GET /admin/draft-orders/{id}', when: 'an unknown draft', call: (s) => s.api.draftOrders.retrieve('dorder_missing'), expected: notFound('Draft order with dorder_missing was not found') },
  { route: 'GET /admin/draft-orders', when: 'fields (declared a number)', call: (s) => s.api.draftOrders.list(loose({ fields: 'id' })), expected: invalidData('fields must be a number conforming to the specified constraints') },
  { route: 'GET /admin/draft-orders', when: 'a status outside the enum', call: (s) => s.api.draftOrders.list(loose({ status: ['bogus'] })), expected: invalidData('each value in status must be one of the following values: open, completed') },
  { route: 'GET /admin/draft-orders', when: 'an unknown relation in expand', call: (s) => s.api.draftOrders.list({ expand: 'no_such_relation' }), expected: unknownError },
  { route: 'GET /admin/draft-orders', when: "an unknown relation of the cart in expand", call: (s) => s.api.draftOrders.list({ expand: 'cart,cart.no_such_relation' }), expected: unknownError },
]

const creation: Row[] = [
  { route: 'POST /admin/draft-orders', when: 'an email that is not one', call: (s) => create(s, { email: 'not-an-email' }), expected: invalidData('email must be an email') },
  { route: 'POST /admin/draft-orders', when: 'an unknown region', call: (s) => create(s, { region_id: 'reg_missing' }), expected: notFound('Region with reg_missing was not found') },
  { route: 'POST /admin/draft-orders', when: 'an unknown shipping option', call: (s) => create(s, { shipping_methods: [{ option_id: 'so_missing' }] }), expected: notFound('Shipping Option with so_missing was not found') },
  {
    route: 'POST /admin/draft-orders',
    when: 'an unknown variant',
    call: (s) => create(s, { items: [{ variant_id: 'variant_missing', quantity: 1 }] }),
    expected: invalidData('Unable to generate the line items, some variant has not been found: variant_missing'),
  },
  { route: 'POST /admin/draft-orders', when: 'an unknown discount code', call: (s) => create(s, { discounts: [{ code: 'NO-SUCH-CODE' }] }), expected: notFound('Discounts with code [NO-SUCH-CODE] was not found') },
  {
    route: 'POST /admin/draft-orders',
    when: 'a shipping option of another region',
    call: (s) => create(s, { shipping_methods: [{ option_id: s.foreignOptionId }] }),
    expected: invalidData("The shipping option is not available in the cart's region"),
  },
]

const lines: Row[] = [
  {
    route: 'POST /admin/draft-orders/{id}/line-items',
    when: 'a variant without a price in the region',
    call: async (s) => {
      const { product } = await s.api.products.create({
        title: s.unique('Dollar Only'),
        options: [{ title: 'Size' }],
        variants: [{ title: 'One', inventory_quantity: 5, prices: [{ currency_code: 'usd', amount: 500 }], options: [{ value: 'One' }] }],
      })
      return s.api.draftOrders.addLineItem(s.draft.id, { variant_id: product.variants[0]?.id ?? '', quantity: 1 })
    },
    expected: invalidData('Cannot generate line item for variant "One" without a price'),
  },
  { route: 'POST /admin/draft-orders/{id}/line-items/{line_id}', when: 'an unknown line', call: (s) => s.api.draftOrders.updateLineItem(s.draft.id, 'item_missing', { quantity: 2 }), expected: invalidData('Could not find the line item') },
]

const payment: Row[] = [
  {
    route: 'POST /admin/draft-orders/{id}/pay',
    when: 'an empty cart',
    call: async (s) => s.api.draftOrders.markPaid((await create(s, { items: undefined })).draft_order.id),
    expected: invalidData('Cannot create order from empty cart'),
  },
  { route: 'POST /admin/draft-orders/{id}', when: 'a completed draft', call: async (s) => s.api.draftOrders.update((await paid(s)).id, { email: 'late@contract.test' }), expected: openOnly },
  { route: 'POST /admin/draft-orders/{id}/line-items', when: 'a completed draft', call: async (s) => s.api.draftOrders.addLineItem((await paid(s)).id, { variant_id: s.variantId, quantity: 1 }), expected: openOnly },
  {
    route: 'POST /admin/draft-orders/{id}/pay',
    when: 'a draft already paid (the unique payment session)',
    call: async (s) => {
      const draft = await paid(s)
      return s.api.draftOrders.markPaid(draft.id).catch((error: { message?: string }) => {
        error.message = error.message?.replace(draft.cart_id ?? '', '{cart}')
        throw error
      })
    },
    expected: duplicateError('Payment_session with cart_id, provider_id {cart}, system already exists.'),
  },
]

export const refusals = defineRefusals<DraftRefusalContext>({
  mock: 'draft-orders',
  about: 'Each row may act on a new open draft in EUR (one line, standard shipping, an address).',
  cases: [...lookups, ...creation, ...lines, ...payment],
})
