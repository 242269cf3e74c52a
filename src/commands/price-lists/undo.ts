import type { MoneyAmount, PriceList, Region } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { priceLists } from '@/api/admin/price-lists'
import type { RecordSet } from '@/atoms/activity/entry'
import { cellKey, regionColumnKey, storedCells, type CellEdit, type PricePlan, type StoredCell } from '@/atoms/price-lists/grid'
import { savePricesMutation, updatePriceListMutation } from '@/atoms/price-lists/keys'
import { regionQueries } from '@/atoms/regions/keys'
import type { CommandTools } from '@/commands/core/define'
import { defineReverter, goneIsNone, oneByOne, type CurrentRecord, type Reverter } from '@/commands/core/undo'

/** The revert of a price list's activation (or its return to draft). */
export const PRICE_LISTS = defineReverter('price-lists', () =>
  oneByOne<PriceList, { status?: PriceList['status'] }>({
    kind: 'price-list',
    retrieve: async (id) => (await priceLists.retrieve(id).catch(goneIsNone))?.price_list as PriceList | undefined,
    name: (list) => list.name,
    fields: {
      status: {
        value: (list) => list.status,
        shown: (list) => list.status,
        body: (value) => ({ status: value === 'active' ? 'active' : 'draft' }),
      },
    },
    update: (id, body, { mutate }) => mutate(updatePriceListMutation, { id, body }),
  }),
)

// A price list's prices are undone by grid cell (a variant's price in a currency or a region), not by
// price id: a save replaces a changed cell's price with a new one, and an undo does the same. A step's
// id is the cell's key (`variant:eur`, `variant:region:reg`); its field `amount` is the cell's amount,
// null for an empty cell. The plan's target is the list.

const AMOUNT = 'amount'

/** A cell key read back: the variant, and its currency or region. */
function cellOfKey(key: string): { variantId: string; currency?: string; regionId?: string } {
  const [variantId = '', column = '', regionId] = key.split(':')
  return column === 'region' ? { variantId, regionId } : { variantId, currency: column }
}

/** The grid cell a stored price sits in (grid.ts's column rule: a region's price is its region's cell). */
export const priceCellKey = (price: Pick<MoneyAmount, 'variant_id' | 'currency_code' | 'region_id'>) =>
  cellKey(price.variant_id ?? '', price.region_id ? regionColumnKey(price.region_id) : price.currency_code)

/** A list's prices by grid cell, as the server has them now. */
async function cellsOfList(listId: string): Promise<{ cells: Map<string, StoredCell>; currencyOf: Map<string, string> } | undefined> {
  const found = (await priceLists.retrieve(listId).catch(goneIsNone))?.price_list as PriceList | undefined
  if (!found) return undefined
  const prices = found.prices ?? []
  return { cells: storedCells(prices).cells, currencyOf: new Map(prices.map((p) => [p.id, p.currency_code])) }
}

/** The cells of a list read again, and set back in one batch of new prices and one batch delete (the grid's save). */
const priceCellsReverter = (): Reverter => {
  // What the last read found: the write deletes the prices each cell holds now.
  let read = new Map<string, StoredCell>()
  return {
    kind: 'price',
    chunk: 500,
    fieldName: () => 'price',
    read: async (ids, plan) => {
      const now = new Map<string, CurrentRecord>()
      const list = plan.target ? await cellsOfList(plan.target.id) : undefined
      // The list deleted since: every cell is gone with it.
      if (!list) return now
      read = list.cells
      for (const id of ids) {
        const cell = list.cells.get(id)
        const currency = cell ? (list.currencyOf.get(cell.ids[0] ?? '') ?? '') : ''
        now.set(id, { name: '', value: () => cell?.amount ?? null, shown: () => (cell ? formatMoney(cell.amount, currency) : 'no price') })
      }
      return now
    },
    write: async (steps, plan, tools) => {
      if (!plan.target) return
      const sent: PricePlan = { changes: [], prices: [], deleteIds: [] }
      for (const step of steps) {
        sent.deleteIds.push(...(read.get(step.id)?.ids ?? []))
        if (typeof step.before !== 'number') continue
        const { variantId, currency, regionId } = cellOfKey(step.id)
        sent.prices.push({ variant_id: variantId, amount: step.before, ...(regionId ? { region_id: regionId } : { currency_code: currency }) })
      }
      if (sent.prices.length || sent.deleteIds.length) await tools.mutate(savePricesMutation, { id: plan.target.id, plan: sent })
    },
  }
}

/** The revert of a list's prices by cell: the grid's save, and the commands that remove prices. */
export const PRICE_CELLS = defineReverter('price-list-prices', priceCellsReverter)

/** What a grid save set, cell by cell: each edit that changed a price (not the duplicates it only tidied). */
export function editSets(edits: readonly CellEdit[], list: { id: string; name: string }): RecordSet[] {
  return edits.flatMap((edit) => {
    const before = edit.before ?? null
    if (edit.after === before || (edit.after === null && !edit.ids.length)) return []
    const key = cellKey(edit.variantId, edit.regionId ? regionColumnKey(edit.regionId) : edit.currency)
    return [{ id: key, name: `${edit.row}, ${edit.column ?? edit.currency.toUpperCase()}`, field: AMOUNT, before, after: edit.after, in: list }]
  })
}

/**
 * A remove command's prices, read before it sends its delete: each grid cell of the list's prices that
 * `removes` picks, named by `row` (its variant as the grid names it) and its column. Prices with a
 * quantity range are no grid cell: an undo does not bring those back.
 */
export async function cellsBeforeRemoving(
  tools: Pick<CommandTools, 'queryClient'>,
  listId: string,
  removes: (price: MoneyAmount) => boolean,
  row: (price: MoneyAmount) => string,
): Promise<RecordSet[]> {
  const found = (await priceLists.retrieve(listId)).price_list as PriceList
  const prices = (found.prices ?? []).filter(removes)
  const { cells } = storedCells(prices)
  const regionIds = new Set(prices.flatMap((p) => (p.region_id ? [p.region_id] : [])))
  const regions = regionIds.size ? ((await tools.queryClient.fetchQuery(regionQueries.options())).regions as Region[]) : []
  const column = (price: MoneyAmount) => {
    const region = price.region_id ? regions.find((r) => r.id === price.region_id) : undefined
    return region ? `${region.name} (${price.currency_code.toUpperCase()})` : price.region_id ? `a region (${price.currency_code.toUpperCase()})` : price.currency_code.toUpperCase()
  }
  const list = { id: found.id, name: found.name }
  const sets = [...cells].flatMap(([key, cell]) => {
    const price = prices.find((p) => p.id === cell.ids[0])
    if (!price?.variant_id) return []
    return [{ id: key, name: `${row(price)}, ${column(price)}`, field: AMOUNT, before: cell.amount, after: null, in: list }]
  })
  // By name, as the journal lists them.
  return sets.sort((a, b) => a.name.localeCompare(b.name))
}
