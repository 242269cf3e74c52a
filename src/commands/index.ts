import { erase, type AnyCommand } from '@/commands/core/define'
import { createRegistry } from '@/commands/core/registry'
import { customerCommands } from '@/commands/customers'
import { collectionCommands } from '@/commands/collections'
import { salesChannelCommands } from '@/commands/sales-channels'
import { customerGroupCommands } from '@/commands/customer-groups'
import { discountCommands } from '@/commands/discounts'
import { draftOrderCommands } from '@/commands/draft-orders'
import { giftCardCommands } from '@/commands/gift-cards'
import { orderEditCommands } from '@/commands/order-edits'
import { orderCommands } from '@/commands/orders'
import { priceListCommands } from '@/commands/price-lists'
import { productCommands } from '@/commands/products'
import { returnReasonCommands } from '@/commands/return-reasons'
import { sessionCommands } from '@/commands/session'
import { settingsCommands } from '@/commands/settings'
import { shippingCommands } from '@/commands/shipping'
import { taxRateCommands } from '@/commands/tax-rates'
import { teamCommands } from '@/commands/team'
import { regionCommands } from '@/commands/regions'
import { storeCommands } from '@/commands/store'
import { currencyCommands } from '@/commands/currencies'
import { batchJobCommands } from '@/commands/batch-jobs'
import { notificationCommands } from '@/commands/notifications'
import { appCommands } from '@/commands/apps'
import { uploadCommands } from '@/commands/uploads'

// A new domain adds one line here.
const defined = [
  ...orderCommands,
  ...productCommands,
  ...sessionCommands,
  ...settingsCommands,
  ...draftOrderCommands,
  ...orderEditCommands,
  ...giftCardCommands,
  ...customerCommands,
  ...customerGroupCommands,
  ...discountCommands,
  ...teamCommands,
  ...regionCommands,
  ...storeCommands,
  ...currencyCommands,
  ...batchJobCommands,
  ...notificationCommands,
  ...appCommands,
  ...collectionCommands,
  ...salesChannelCommands,
  ...shippingCommands,
  ...taxRateCommands,
  ...returnReasonCommands,
  ...priceListCommands,
  ...uploadCommands,
] as const

/** Every command id: panels, buttons and tests name commands by it, so a mistyped id does not compile. */
export type CommandId = (typeof defined)[number]['id']

/** Every command of the console: the palette, hotkeys, buttons and the '?' sheet all read this. */
export const allCommands: readonly AnyCommand[] = defined.map(erase)

export const registry = createRegistry(allCommands)

/** The registered command of an id (a typed id is always registered). */
export function commandById(id: CommandId): AnyCommand {
  const command = registry.get(id)
  if (!command) throw new Error(`No command ${id}`)
  return command
}

export { createRegistry, type Registry } from '@/commands/core/registry'
export type { AnyCommand, CommandResult } from '@/commands/core/define'
