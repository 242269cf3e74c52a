import type { RecordSet } from '@/atoms/activity/entry'
import { setStockedQuantityMutation } from '@/atoms/inventory/mutations'
import { defineReverter, type CurrentRecord, type Reverter } from '@/commands/core/undo'
import { itemName, levelAt } from '@/models/inventory/entity'
import { itemsAt } from '@/models/inventory/levels'
import { grouped } from '@/models/core/text'

/** The field a level command tells the journal: the stocked quantity at the plan's location. */
export const STOCKED = 'stocked_quantity'

/** An item's stocked quantity at a location, before → after: what an adjustment tells the journal. */
export function stockedSet(item: { id: string; name: string }, location: { id: string; name: string }, before: number, after: number): RecordSet {
  return { id: item.id, name: item.name, field: STOCKED, before, after, in: location }
}

/**
 * Levels read again at the plan's location (an item without a level there any more is gone), set back
 * one request per item: Medusa has no batch route for levels.
 */
function levelsReverter(): Reverter {
  return {
    kind: 'inventory-item',
    chunk: 50,
    fieldName: (_field, plan) => `stocked quantity at ${plan.target?.name ?? 'the location'}`,
    read: async (ids, plan) => {
      const now = new Map<string, CurrentRecord>()
      const location = plan.target
      if (!location) return now
      for (const item of await itemsAt(ids, location.id)) {
        const level = levelAt(item, location.id)
        if (!level) continue
        now.set(item.id, { name: itemName(item), value: () => level.stocked_quantity, shown: () => `${grouped(level.stocked_quantity)} stocked` })
      }
      return now
    },
    write: async (steps, plan, tools) => {
      const location = plan.target
      if (!location) return
      for (const step of steps) {
        if (typeof step.before === 'number') await tools.mutate(setStockedQuantityMutation, { id: step.id, locationId: location.id, stocked: step.before })
      }
    },
  }
}

/** The revert of a stocked quantity: steps are items, the plan's target the location. */
export const INVENTORY_LEVELS = defineReverter('inventory-levels', levelsReverter)
