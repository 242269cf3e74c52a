import { draftOrderCommands as draftCommands } from './draft-orders'
import { draftOrderItemCommands } from './items'
import { draftPaymentLinkCommands } from './payment-link'

export const draftOrderCommands = [...draftCommands, ...draftOrderItemCommands, ...draftPaymentLinkCommands] as const
