import { makeDiscounts, type DiscountRefusalContext } from '../../mocks/discounts/refusals'
import type { RefusalSide } from '../../support/refusals'
import { discounts, products } from '../api'
import { regionFor, unique } from '../helpers'

/** The discounts table against Medusa: the seeded EUR and USD regions, any product, two new discounts (deleted after). */
export const medusa: Omit<RefusalSide<DiscountRefusalContext>, 'name'> = {
  async context() {
    const setup = { api: discounts, eur: await regionFor('eur'), usd: await regionFor('usd'), productId: (await products.list({ limit: 1 })).products[0]?.id ?? '', code: (prefix: string) => unique(prefix).toUpperCase() }
    return { ...setup, ...(await makeDiscounts(setup)) }
  },
  async cleanUp({ percent, fixed }) {
    await discounts.delete(percent.id)
    await discounts.delete(fixed.id)
  },
}
