import type { Store } from '@medusajs/client-types'
import type { currencies as currenciesApi } from '@/api/admin/currencies'
import type { store as storeApi } from '@/api/admin/store'
import { MedusaApiError } from '@/api/client'
import { defineRefusals, duplicateError, invalidData, notFound } from '../../support/refusals'

// Every refusal the store mock imitates (the store and its currencies), one row each
// (tests/support/refusals.ts): run against msw with refusals.msw.ts and against Medusa 1.20 with
// tests/contract/refusals/store.ts. No row changes the store: every request is refused.

export interface StoreRefusalContext {
  store: typeof storeApi
  currencies: typeof currenciesApi
  /** The store as it is: its default currency and the others. */
  current: Store
  /**
   * Turns the tax_inclusive_pricing flag on, where the side can (the mock): the contract backend runs
   * with it off, so a row that needs it is mockOnly.
   */
  taxInclusivePricing: () => void
}

const others = ({ current }: StoreRefusalContext) => (current.currencies ?? []).map((c) => c.code).filter((code) => code !== current.default_currency_code)

export const refusals = defineRefusals<StoreRefusalContext>({
  mock: 'store',
  about: 'Each row acts on the store as seeded (EUR its default, USD and GBP too; no CHF, no XYZ), with tax_inclusive_pricing off unless it says so.',
  cases: [
    {
      route: 'POST /admin/store',
      when: 'a currency list without the default currency',
      call: (ctx) => ctx.store.update({ currencies: others(ctx) }),
      expected: invalidData('You are not allowed to remove default currency from store currencies without replacing it as well'),
    },
    {
      route: 'POST /admin/store',
      when: 'a currency list naming a code Medusa does not know',
      call: ({ store, current }) => store.update({ currencies: [current.default_currency_code, 'xyz'] }),
      expected: invalidData('Currency with code xyz does not exist'),
    },
    {
      route: 'POST /admin/store',
      when: 'a default currency the store lacks',
      call: ({ store }) => store.update({ default_currency_code: 'chf' }),
      expected: invalidData('Store does not have currency: chf'),
    },
    {
      route: 'POST /admin/store/currencies/{code}',
      when: 'a currency Medusa does not know',
      call: ({ store }) => store.addCurrency('xyz'),
      expected: invalidData('Currency xyz not found'),
    },
    {
      route: 'POST /admin/store/currencies/{code}',
      when: 'a currency the store has',
      call: ({ store, current }) => store.addCurrency(current.default_currency_code),
      expected: duplicateError('Currency already added'),
    },
    {
      route: 'POST /admin/currencies/{code}',
      when: 'includes_tax without the tax_inclusive_pricing flag (an unknown property, checked before the flag)',
      call: ({ currencies }) => currencies.update('eur', { includes_tax: true }),
      expected: invalidData('includes_tax should not exist'),
    },
    {
      route: 'POST /admin/currencies/{code}',
      when: 'a valid body with the tax_inclusive_pricing flag off: a plain-text 404 (its body shown here as the message)',
      call: ({ currencies }) =>
        currencies.update('eur', {}).catch((error: MedusaApiError) => {
          throw new MedusaApiError({ kind: error.kind, status: error.status, type: error.type, message: String(error.data) })
        }),
      expected: { status: 404, type: undefined, message: 'Not Found' },
    },
    {
      route: 'POST /admin/currencies/{code}',
      when: 'an unknown currency with the tax_inclusive_pricing flag on',
      mockOnly: 'the contract backend runs with tax_inclusive_pricing off, so the route answers the 404 above (message read in services/currency.ts)',
      call: ({ currencies, taxInclusivePricing }) => {
        taxInclusivePricing()
        return currencies.update('xyz', { includes_tax: true })
      },
      expected: notFound('Currency with code: xyz was not found'),
    },
  ],
})
