import { priceListFocusCommands } from './focus'
import { priceListIncludesTaxCommands } from './includes-tax'
import { priceListRecordCommands } from './price-lists'
import { priceCommands } from './prices'
import { priceListRegionCommands } from './region-prices'

/** Price lists: the area, the list's own commands, and its prices (grid save, products, variants, cells). */
export const priceListCommands = [...priceListRecordCommands, ...priceListIncludesTaxCommands, ...priceCommands, ...priceListRegionCommands, ...priceListFocusCommands] as const
