import { orderActionCommands } from './actions'
import { orderClaimCommands } from './claims'
import { orderFulfillmentCommands } from './fulfillment'
import { orderNavigationCommands } from './navigation'
import { orderNoteCommands } from './notes'
import { orderReturnCommands } from './returns'
import { orderSwapLinkCommands } from './swap-link'
import { orderSwapCommands } from './swaps'
import { orderTransferCommands } from './transfer'

/** Orders with their swaps, claims, returns, fulfillments and notes. */
export const orderCommands = [
  ...orderNavigationCommands,
  ...orderActionCommands,
  ...orderFulfillmentCommands,
  ...orderReturnCommands,
  ...orderSwapCommands,
  ...orderSwapLinkCommands,
  ...orderClaimCommands,
  ...orderNoteCommands,
  ...orderTransferCommands,
] as const
