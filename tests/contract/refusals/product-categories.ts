import { makeCategories, type CategoryRefusalContext } from '../../mocks/product-categories/refusals'
import type { RefusalSide } from '../../support/refusals'
import { productCategories, products } from '../api'
import { unique } from '../helpers'

/** The product-categories table against Medusa: a new category with a sub-category (deleted after) and any product. */
export const medusa: Omit<RefusalSide<CategoryRefusalContext>, 'name'> = {
  context: async () => makeCategories(productCategories, unique, (await products.list({ limit: 1 })).products[0]?.id ?? 'prod_none'),
  async cleanUp({ parent, child }) {
    await productCategories.delete(child.id)
    await productCategories.delete(parent.id)
  },
}
