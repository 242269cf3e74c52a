import { collections } from '@/api/admin/collections'
import type { MswRefusalSide } from '../refusals.test'
import { makeCollections, type CollectionRefusalContext } from './refusals'

let serial = 0

/** The collections mock's side of its refusal table: two collections made in a fresh db. */
export const msw: MswRefusalSide<CollectionRefusalContext> = {
  context: (db) => makeCollections(collections, (prefix) => `${prefix} ${(serial += 1)}`, db.products[0]?.id ?? 'prod_none'),
}
