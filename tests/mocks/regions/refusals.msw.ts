import { regions } from '@/api/admin/regions'
import type { MswRefusalSide } from '../refusals.test'
import { regionContext, type RegionRefusalContext } from './refusals'

/** The regions mock's side of its refusal table: its seeded EUR and USD regions. */
export const msw: MswRefusalSide<RegionRefusalContext> = {
  context: () => regionContext(regions),
}
