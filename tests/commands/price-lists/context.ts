import type { PriceList } from '@medusajs/client-types'
import { emptyContext, type CommandContext } from '@/models/core/context'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'

/** A price list panel's context: the list focused as the panel loaded it, with the grid's drafts. */
export function onPriceList(db: PriceListsMockDb, name: string, drafts?: CommandContext['drafts']): CommandContext {
  const stored = db.priceLists.find((l) => !l.deleted_at && l.name === name)
  if (!stored) throw new Error(`no price list ${name}`)
  const { group_ids, prices, ...list } = stored
  const customer_groups = group_ids.map((id) => db.customerGroups.find((g) => g.id === id)).filter((g) => g !== undefined)
  return { ...emptyContext, drafts, focus: { kind: 'price-list', id: list.id, entity: { ...list, prices, customer_groups } as PriceList } }
}
