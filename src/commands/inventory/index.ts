import { onlyWithInventory } from '@/commands/core/flags'
import { inventoryLevelCommands } from './levels'
import { variantStockCommands } from './variant'

/** Inventory items and their stock per location: offered only on a store with the inventory modules. */
export const inventoryCommands = onlyWithInventory([...inventoryLevelCommands, ...variantStockCommands] as const)
