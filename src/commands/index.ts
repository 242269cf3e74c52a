import type { AppStore } from '@/atoms/core/query'
import { erase, type AnyCommand } from '@/commands/core/define'
import { createRegistry } from '@/commands/core/registry'
import { createRunner, type ArgsById, type RecordsById, type Runner } from '@/commands/core/runner'
import { activityCommands } from '@/commands/activity'
import { journalRecorder } from '@/commands/activity/recorder'
import { customerCommands } from '@/commands/customers'
import { collectionCommands } from '@/commands/collections'
import { productCategoryCommands } from '@/commands/product-categories'
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
import { publishableKeyCommands } from '@/commands/publishable-api-keys'
import { viewCommands } from '@/commands/views'
import { queueCommands } from '@/commands/queues'
import { inventoryCommands } from '@/commands/inventory'
import { stockLocationCommands } from '@/commands/stock-locations'
import { reservationCommands } from '@/commands/reservations'

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
  ...productCategoryCommands,
  ...salesChannelCommands,
  ...shippingCommands,
  ...taxRateCommands,
  ...returnReasonCommands,
  ...priceListCommands,
  ...uploadCommands,
  ...publishableKeyCommands,
  ...activityCommands,
  ...viewCommands,
  ...queueCommands,
  ...inventoryCommands,
  ...stockLocationCommands,
  ...reservationCommands,
] as const

type Defined = (typeof defined)[number]

/** Every command id: panels, buttons and tests name commands by it, so a mistyped id does not compile. */
export type CommandId = Defined['id']

/** The arguments a caller may hand to command `Id` (any of its own, each of its type; the runner prompts the rest). */
export type CommandArgs<Id extends CommandId> = ArgsById<Defined>[Id]

/** The records of the values a caller hands in, by argument (a button's row): they travel as a picked record does. */
export type CommandRecords<Id extends CommandId> = RecordsById<Defined>[Id]

/** The console's runner: `run(id, args)` checked against the registry's ids and each command's arguments. */
export type AppRunner = Runner<Defined>

/** Every command of the console: the palette, hotkeys, buttons and the '?' sheet all read this. */
export const allCommands: readonly AnyCommand[] = defined.map(erase)

export const registry = createRegistry(allCommands)

/** The registered command of an id (a typed id is always registered). */
export function commandById(id: CommandId): AnyCommand {
  const command = registry.get(id)
  if (!command) throw new Error(`No command ${id}`)
  return command
}

// One runner per app store, made on first use. Not a React context: panels are rendered without a
// provider in many places, and a button may be pressed before the palette host (which attaches the
// prompts) has loaded; the runner then holds the run until the host is there.
const runners = new WeakMap<AppStore, AppRunner>()

/** The console's runner of an app store: what buttons, hotkeys, the palette and tests run commands with. */
export function appRunner(store: AppStore): AppRunner {
  let runner = runners.get(store)
  // Every run of the app's runner is recorded in the activity journal.
  if (!runner) runners.set(store, (runner = createRunner<Defined>(store, registry, journalRecorder(store))))
  return runner
}

export { createRegistry, type Registry } from '@/commands/core/registry'
export { createRunner, type Runner, type RunnerCore, type RunnerShell } from '@/commands/core/runner'
export type { AnyCommand, CommandResult } from '@/commands/core/define'
