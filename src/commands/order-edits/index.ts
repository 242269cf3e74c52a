import { onlyWithFlag } from '@/commands/core/flags'
import { ORDER_EDITING_FLAG } from '@/models/order-edits/area'
import { orderEditItemCommands } from './items'
import { orderEditCommands as editCommands } from './order-edits'
import { orderEditReplaceCommands } from './replace'

/** Order edits: offered only with the store's order_editing flag. */
export const orderEditCommands = onlyWithFlag(ORDER_EDITING_FLAG, [...editCommands, ...orderEditItemCommands, ...orderEditReplaceCommands] as const)
