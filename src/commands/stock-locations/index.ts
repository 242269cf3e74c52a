import { onlyWithInventory } from '@/commands/core/flags'
import { stockLocationChannelCommands } from './channels'
import { stockLocationRecordCommands } from './locations'

/** Stock locations and the channels that sell from them: offered only on a store with the inventory modules. */
export const stockLocationCommands = onlyWithInventory([...stockLocationRecordCommands, ...stockLocationChannelCommands] as const)
