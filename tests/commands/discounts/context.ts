import type { Discount } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { discountQueries } from '@/atoms/discounts/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import type { MockDb } from '../../mocks/db'
import { seedDiscounts, type MockDiscount } from '../../mocks/discounts/discounts'

/** The seeded discount of a code in the test's db (deleted ones left out). */
export function discountByCode(db: MockDb, code: string): MockDiscount {
  const found = seedDiscounts(db).discounts.find((d) => d.code === code && !d.deleted_at)
  if (!found) throw new Error(`no discount ${code}`)
  return found
}

/** The context of a discount panel: the discount focused, with its data as the panel loaded it. */
export async function onDiscount(db: MockDb, code: string, queryClient: QueryClient = createQueryClient()): Promise<CommandContext> {
  const { discount } = await queryClient.fetchQuery(discountQueries.detail(discountByCode(db, code).id))
  return { ...emptyContext, focus: { kind: 'discount', id: discount.id, entity: discount as Discount } }
}
