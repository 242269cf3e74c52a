import { orderEditItemCommands } from './items'
import { orderEditCommands as editCommands } from './order-edits'

export const orderEditCommands = [...editCommands, ...orderEditItemCommands] as const
