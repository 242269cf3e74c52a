import { productCategories } from '@/api/admin/product-categories'
import type { MswRefusalSide } from '../refusals.test'
import { makeCategories, type CategoryRefusalContext } from './refusals'

let serial = 0

/** The product-categories mock's side of its refusal table: a category and its sub-category made in a fresh db. */
export const msw: MswRefusalSide<CategoryRefusalContext> = {
  context: (db) => makeCategories(productCategories, (prefix) => `${prefix} ${(serial += 1)}`, db.products[0]?.id ?? 'prod_none'),
}
