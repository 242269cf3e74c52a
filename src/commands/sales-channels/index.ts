import { onlyWithFlag } from '@/commands/core/flags'
import { SALES_CHANNELS_FLAG } from '@/models/sales-channels/area'
import { salesChannelRecordCommands } from './channels'
import { salesChannelFocusCommands } from './focus'
import { salesChannelProductCommands } from './products'

/** Sales channels and the products they sell: offered only with the store's sales_channels flag. */
export const salesChannelCommands = onlyWithFlag(SALES_CHANNELS_FLAG, [
  ...salesChannelRecordCommands,
  ...salesChannelProductCommands,
  ...salesChannelFocusCommands,
] as const)
