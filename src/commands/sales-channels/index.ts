import { salesChannelRecordCommands } from './channels'
import { salesChannelProductCommands } from './products'

/** Sales channels and the products they sell. */
export const salesChannelCommands = [...salesChannelRecordCommands, ...salesChannelProductCommands] as const
