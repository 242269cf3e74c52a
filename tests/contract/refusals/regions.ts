import { regionContext, type RegionRefusalContext } from '../../mocks/regions/refusals'
import type { RefusalSide } from '../../support/refusals'
import { regions } from '../api'

/** The regions table against Medusa: the seeded EUR and USD regions (no row changes them). */
export const medusa: Omit<RefusalSide<RegionRefusalContext>, 'name'> = {
  context: () => regionContext(regions),
}
