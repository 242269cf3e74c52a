import type { PriceList } from '@medusajs/client-types'
import type { priceLists } from '@/api/admin/price-lists'
import { defineRefusals, invalidData, notFound, unknownError, type RefusalCase } from '../../support/refusals'

// Every refusal the price lists mock imitates, one row each (tests/support/refusals.ts): run against
// msw with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/price-lists.ts.

export interface PriceListRefusalSetup {
  api: { priceLists: typeof priceLists }
  /** A variant priced in EUR. */
  variantId: string
  unique: (prefix: string) => string
}
export type PriceListRefusalContext = PriceListRefusalSetup & { list: PriceList }

/** The sale list (no prices) every row may act on. */
export async function makeList(s: PriceListRefusalSetup): Promise<PriceListRefusalContext> {
  const { price_list: list } = await s.api.priceLists.create({ name: s.unique('Refusal List'), description: 'refusals', type: 'sale', prices: [] })
  return { ...s, list }
}

type Row = RefusalCase<PriceListRefusalContext>
type CreateBody = Parameters<typeof priceLists.create>[0]
const loose = <T>(body: Record<string, unknown>) => body as unknown as T
const create = (c: PriceListRefusalContext, fields: Record<string, unknown>) => c.api.priceLists.create(loose<CreateBody>({ name: c.unique('Refused'), description: '', type: 'sale', prices: [], ...fields }))
const addOne = (c: PriceListRefusalContext, price: Record<string, unknown>, id = c.list.id) => c.api.priceLists.addPrices(id, loose({ prices: [{ variant_id: c.variantId, ...price }] }))
const remove = (c: PriceListRefusalContext, body: Record<string, unknown>) => c.api.priceLists.deletePrices(c.list.id, loose(body))
const unknownList = notFound('Price list with id: pl_missing was not found')

const lists: Row[] = [
  { route: 'POST /admin/price-lists', when: 'no description', call: (c) => create(c, { description: undefined }), expected: invalidData('description must be a string') },
  { route: 'POST /admin/price-lists', when: 'no prices', call: (c) => create(c, { prices: undefined }), expected: invalidData('prices must be an array') },
  { route: 'POST /admin/price-lists', when: 'a type outside the enum', call: (c) => create(c, { type: 'x' }), expected: invalidData('type must be one of the following values: sale, override') },
  { route: 'POST /admin/price-lists', when: 'an unknown customer group', call: (c) => create(c, { customer_groups: [{ id: 'cgrp_missing' }] }), expected: notFound('CustomerGroup with id cgrp_missing was not found') },
  { route: 'POST /admin/price-lists', when: 'an unparseable starts_at', call: (c) => create(c, { starts_at: 'not a date' }), expected: unknownError },
  { route: 'POST /admin/price-lists/{id}', when: 'an unparseable ends_at', call: (c) => c.api.priceLists.update(c.list.id, loose({ ends_at: 'garbage' })), expected: unknownError },
  { route: 'GET /admin/price-lists/{id}', when: 'an unknown list', call: (c) => c.api.priceLists.retrieve('pl_missing'), expected: unknownList },
]

const prices: Row[] = [
  { route: 'POST /admin/price-lists/{id}/prices/batch', when: 'a price without amount', call: (c) => addOne(c, { currency_code: 'eur' }), expected: invalidData('amount must be an integer number') },
  { route: 'POST /admin/price-lists/{id}/prices/batch', when: 'a fractional amount', call: (c) => addOne(c, { amount: 8.5, currency_code: 'eur' }), expected: invalidData('amount must be an integer number') },
  {
    route: 'POST /admin/price-lists/{id}/prices/batch',
    when: 'neither currency nor region',
    call: (c) => addOne(c, { amount: 100 }),
    expected: invalidData('Failed XOR relation between "region_id" and "currency_code"., Failed XOR relation between "currency_code" and "region_id".'),
  },
  { route: 'POST /admin/price-lists/{id}/prices/batch', when: 'an unknown currency', call: (c) => addOne(c, { amount: 100, currency_code: 'xxx' }), expected: notFound('Currency with currency_code xxx does not exist.') },
  { route: 'POST /admin/price-lists/{id}/prices/batch', when: 'an unknown region (it fails inside the server)', call: (c) => addOne(c, { amount: 100, region_id: 'reg_missing' }), expected: unknownError },
  { route: 'POST /admin/price-lists/{id}/prices/batch', when: 'an unknown list', call: (c) => addOne(c, { amount: 100, currency_code: 'eur' }, 'pl_missing'), expected: unknownList },
  { route: 'DELETE /admin/price-lists/{id}/prices/batch', when: 'an empty list of ids', call: (c) => remove(c, { price_ids: [] }), expected: invalidData('price_ids should not be empty') },
  { route: 'DELETE /admin/price-lists/{id}/prices/batch', when: 'an id that is not a string', call: (c) => remove(c, { price_ids: [1] }), expected: invalidData('each value in price_ids must be a string') },
  { route: 'DELETE /admin/price-lists/{id}/prices/batch', when: 'a string id among numbers', call: (c) => remove(c, { price_ids: ['ma_x', 2] }), expected: invalidData('each value in price_ids must be a string') },
  { route: 'DELETE /admin/price-lists/{id}/prices/batch', when: 'no price_ids', call: (c) => remove(c, {}), expected: invalidData('each value in price_ids must be a string, price_ids should not be empty') },
  { route: 'DELETE /admin/price-lists/{id}/prices/batch', when: 'a lone string id', call: (c) => remove(c, { price_ids: 'ma_x' }), expected: invalidData('price_ids should not be empty') },
  {
    route: 'DELETE /admin/price-lists/{id}/prices/batch',
    when: 'an unknown property (named first)',
    call: (c) => remove(c, { price_ids: [1], extra: 1 }),
    expected: invalidData('property extra should not exist, each value in price_ids must be a string'),
  },
  { route: 'DELETE /admin/price-lists/{id}/prices/batch', when: 'an unknown list', call: (c) => c.api.priceLists.deletePrices('pl_missing', { price_ids: ['ma_x'] }), expected: unknownList },
]

export const refusals = defineRefusals<PriceListRefusalContext>({
  mock: 'price-lists',
  about: 'Each row may act on a new sale list without prices, and a variant priced in EUR.',
  cases: [...lists, ...prices],
})
