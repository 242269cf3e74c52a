import { salesChannelRecordCommands } from './channels'
import { salesChannelFocusCommands } from './focus'
import { salesChannelProductCommands } from './products'

/** Sales channels and the products they sell. */
export const salesChannelCommands = [...salesChannelRecordCommands, ...salesChannelProductCommands, ...salesChannelFocusCommands] as const
