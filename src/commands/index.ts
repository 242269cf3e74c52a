import { analyticsCommands } from '@/commands/settings/analytics'
import { draftOrderItemCommands } from '@/commands/draft-orders/items'
import { draftOrderCommands } from '@/commands/draft-orders/draft-orders'
import { orderEditItemCommands } from '@/commands/order-edits/items'
import { orderEditCommands } from '@/commands/order-edits/order-edits'
import { orderActionCommands } from '@/commands/orders/actions'
import { orderClaimCommands } from '@/commands/orders/claims'
import { orderFulfillmentCommands } from '@/commands/orders/fulfillment'
import { orderNoteCommands } from '@/commands/orders/notes'
import { orderReturnCommands } from '@/commands/orders/returns'
import { orderSwapCommands } from '@/commands/orders/swaps'
import { orderCommands } from '@/commands/orders/navigation'
import { productVariantCommands } from '@/commands/products/variants'
import { productCommands } from '@/commands/products/products'
import { createRegistry } from '@/commands/core/registry'
import { sessionCommands } from '@/commands/session/index'

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

export { createRegistry, type Registry } from '@/commands/core/registry'
export type { AnyCommand, CommandResult } from '@/commands/core/define'
