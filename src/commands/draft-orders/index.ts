import { draftOrderCommands as draftCommands } from './draft-orders'
import { draftOrderItemCommands } from './items'

export const draftOrderCommands = [...draftCommands, ...draftOrderItemCommands] as const
