import type { LineItem, Order } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { beforeEach, expect } from 'vitest'
import { fetchWholeOrder } from '@/atoms/orders/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { registry } from '@/commands/index'
import { withMockDb } from '../../mocks/handlers'
import { orderMutationHandlers } from '../../mocks/orders/mutations'
import { mutationDb, type MutationDb } from '../../mocks/orders/mutations-shared'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { pick } from '../harness'

/**
 * For the order action tests: the shared command harness (./harness.ts) runs the commands; this
 * adds the orders store with every read and write route, and the context of an order's panel.
 */

/** msw over a fresh seeded db (catalog, orders, return reasons) with every order route, per test. */
export function withOrderStore(): { readonly db: MutationDb } {
  const access = withMockDb()
  beforeEach(() => {
    server.use(...orderHandlers(access.db), ...orderMutationHandlers(access.db))
  })
  return {
    get db() {
      return mutationDb(access.db)
    },
  }
}

/** The seeded order with this display number, as the db holds it (changes show at once). */
export function orderNo(db: MutationDb, displayId: number): Order {
  const order = db.orders.find((o) => o.display_id === displayId)
  if (!order) throw new Error(`no seeded order #${displayId}`)
  return order
}

/** The context of the order's panel: the order focused, loaded as the panel loads it. */
export async function onOrder(id: string, queryClient: QueryClient = createQueryClient()): Promise<CommandContext> {
  // The panel's order once its exchanges (returns, swaps, claims, edits) have followed it.
  return { ...emptyContext, focus: { kind: 'order', id, entity: await fetchWholeOrder(queryClient, id) } }
}

/** Whether the command shows (palette, hotkey, button) in this context. */
export function shows(id: string, ctx: CommandContext): boolean {
  const command = registry.get(id)
  if (!command) throw new Error(`${id} is not registered`)
  return command.when ? command.when(ctx) : true
}

/** A toast outcome, as the harness reports it. */
export const toastOf = (title: string, message?: string) => ({ status: 'done', result: { type: 'toast', title, message } })

/** A server refusal, as the harness reports it. */
export const failedWith = (message: string) => expect.objectContaining({ status: 'failed', message })

/** Two variants ticked on a variants page (a swap's new items, a claim's replacements). */
export const twoVariants = () => pick('sweat', 'Medusa Sweatshirt · M', 'Medusa Sweatpants · S')

/** A swap's or claim's new items as [product, variant, quantity]. */
export const newItemsOf = (swapOrClaim: { additional_items?: LineItem[] } | undefined) =>
  swapOrClaim?.additional_items?.map((i) => [i.title, i.description, i.quantity])
