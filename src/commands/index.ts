import { analyticsCommands } from './analytics'
import { draftOrderItemCommands } from './draft-order-items'
import { draftOrderCommands } from './draft-orders'
import { orderEditItemCommands } from './order-edit-items'
import { orderEditCommands } from './order-edits'
import { orderActionCommands } from './order-actions'
import { orderClaimCommands } from './order-claims'
import { orderFulfillmentCommands } from './order-fulfillment'
import { orderNoteCommands } from './order-notes'
import { orderReturnCommands } from './order-returns'
import { orderSwapCommands } from './order-swaps'
import { orderCommands } from './orders'
import { productVariantCommands } from './product-variants'
import { productCommands } from './products'
import { createRegistry } from './registry'
import { sessionCommands } from './session'

/** Every command of the console: the palette, hotkeys, buttons and the '?' sheet all read this. */
export const allCommands = [
  ...orderCommands,
  ...orderActionCommands,
  ...orderFulfillmentCommands,
  ...orderReturnCommands,
  ...orderSwapCommands,
  ...orderClaimCommands,
  ...orderNoteCommands,
  ...productCommands,
  ...productVariantCommands,
  ...sessionCommands,
  ...analyticsCommands,
  ...draftOrderCommands,
  ...draftOrderItemCommands,
  ...orderEditCommands,
  ...orderEditItemCommands,
]

export const registry = createRegistry(allCommands)

export { createRegistry, type Registry } from './registry'
export type { AnyCommand, CommandResult } from './define'
