import { collectionRecordCommands } from './collections'
import { collectionProductCommands } from './products'

/** Collections and the products in them. */
export const collectionCommands = [...collectionRecordCommands, ...collectionProductCommands] as const
