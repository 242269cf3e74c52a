import { orderActionCommands } from './actions'
import { orderClaimCommands } from './claims'
import { orderFulfillmentCommands } from './fulfillment'
import { orderNavigationCommands } from './navigation'
import { orderNoteCommands } from './notes'
import { orderReturnCommands } from './returns'
import { orderSwapCommands } from './swaps'

/** Orders with their swaps, claims, returns, fulfillments and notes. */
export const orderCommands = [
  ...orderNavigationCommands,
  ...orderActionCommands,
  ...orderFulfillmentCommands,
  ...orderReturnCommands,
  ...orderSwapCommands,
  ...orderClaimCommands,
  ...orderNoteCommands,
] as const
