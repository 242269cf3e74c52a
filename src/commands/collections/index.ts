import { collectionRecordCommands } from './collections'
import { collectionFocusCommands } from './focus'
import { collectionProductCommands } from './products'

/** Collections and the products in them. */
export const collectionCommands = [...collectionRecordCommands, ...collectionProductCommands, ...collectionFocusCommands] as const
