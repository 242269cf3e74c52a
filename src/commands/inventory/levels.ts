import type { InventoryItem } from '@/api/admin/inventory-items'
import { inventoryQueries } from '@/atoms/inventory/keys'
import { createLevelMutation, deleteLevelMutation, setStockedQuantityMutation } from '@/atoms/inventory/mutations'
import type { PartialArgs } from '@/commands/core/args'
import { defineArea } from '@/commands/core/area'
import { arg, defineCommand, inGroup, toast, type CommandTools } from '@/commands/core/define'
import { entityArg, toOptions } from '@/commands/core/entity'
import { inverse, recordSets } from '@/commands/core/undo'
import type { CommandContext } from '@/models/core/context'
import { pickedRecord } from '@/models/core/context'
import { matchesText, recordIn } from '@/models/core/entity'
import { counted, grouped } from '@/models/core/text'
import { inventoryNav } from '@/models/inventory/area'
import { inventoryItemEntity, itemName, levelAt } from '@/models/inventory/entity'
import { adjusted, levelFigures, locationsById, parseAdjustment } from '@/models/inventory/levels'
import type { StockLocation } from '@/api/admin/stock-locations'
import { stockLocationEntity } from '@/models/stock-locations/entity'
import { INVENTORY_LEVELS, stockedSet } from './undo'

const GROUP = 'Inventory'

/** The inventory area: 'Go to inventory' (g v), 'Open inventory item…' and the nav link. */
export const inventoryArea = defineArea(inventoryNav, { entity: inventoryItemEntity, arg: 'inventoryItemId', keywords: ['find', 'sku', 'stock'] })

const itemIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'inventory-item', 'inventoryItemId', args)
const locationNamed = (ctx: CommandContext, args: PartialArgs) =>
  pickedRecord<StockLocation>(ctx, 'locationId', args.locationId)?.name ?? 'the location'

/** The location's name: as picked, else from the store's locations (a button or an undo hands in its id). */
async function nameOfLocation(tools: Pick<CommandTools, 'ctx' | 'queryClient'>, locationId: string): Promise<string> {
  const picked = pickedRecord<StockLocation>(tools.ctx, 'locationId', locationId)?.name
  return picked ?? (await locationsById(tools.queryClient)).get(locationId)?.name ?? 'the location'
}

/** The item as the server has it now, with its variants (for its name) and its levels. */
const freshItem = (tools: Pick<CommandTools, 'fetch'>, id: string) =>
  tools.fetch({ ...inventoryQueries.detail(id), staleTime: 0 }).then((r) => r.inventory_item)

/** A picker of the locations the item in `inventoryItemId` has a level at, each with its figures; every location on a selection. */
const levelLocationArg = (label: string) =>
  arg.entity({
    label,
    name: (record) => (record as StockLocation).name,
    search: async (q, tools) => {
      const locations = await locationsById(tools.queryClient)
      const id = tools.args.inventoryItemId
      if (typeof id !== 'string') return toOptions(stockLocationEntity, [...locations.values()].filter((l) => matchesText(q, l.name)), q)
      const item = await tools.queryClient.fetchQuery(inventoryQueries.detail(id))
      return (item.inventory_item.location_levels ?? []).flatMap((level) => {
        const location = locations.get(level.location_id)
        if (!location || !matchesText(q, location.name)) return []
        return [{ id: location.id, label: location.name, hint: levelFigures(level), record: location }]
      })
    },
  })

/** 'Change the stocked quantity of 3 inventory items (Shirt · S, Shirt · M, Cap) at Amsterdam?' */
function bulkQuestion(records: readonly InventoryItem[], ctx: CommandContext): string {
  const names = records.slice(0, 3).map(itemName).join(', ')
  const more = records.length > 3 ? `, and ${grouped(records.length - 3)} more` : ''
  const location = (ctx.picked?.locationId as StockLocation | undefined)?.name ?? 'the location'
  return `Change the stocked quantity of ${counted(records.length, 'inventory item')} (${names}${more}) at ${location}? Each is read again first and sent once; one without stock there is left as it is and named.`
}

export const ADJUST_HELP = 'A number sets the stocked quantity; +5 or -3 adds to it'

/** What the stocked-quantity prompt takes: '12', '+5', '-3'. */
export const changeArg = (initial: (ctx: CommandContext, args: PartialArgs) => string | undefined) =>
  arg.text({
    label: 'Stocked quantity',
    description: ADJUST_HELP,
    pattern: /^\s*[+\-−]?\s*\d+\s*$/,
    patternMessage: `Write a whole number: ${ADJUST_HELP}`,
    // The current figure, as the operator last saw it (the run reads it again before writing).
    initial,
  })

/**
 * Sets (or adds to) an item's stocked quantity at a location, reading the level again first: an
 * addition adds to what is stocked now, and the journal keeps what this run replaced (its undo).
 */
export async function adjustLevel(tools: CommandTools, inventoryItemId: string, locationId: string, change: string) {
  const adjustment = parseAdjustment(change)
  if (!adjustment) throw new Error(`Write a whole number: ${ADJUST_HELP}`)
  const item = await freshItem(tools, inventoryItemId)
  const name = itemName(item)
  const location = { id: locationId, name: await nameOfLocation(tools, locationId) }
  const level = levelAt(item, locationId)
  if (!level) throw new Error(`${name} has no stock level at ${location.name}: add it there first`)
  const stocked = adjusted(level.stocked_quantity, adjustment)
  if (stocked < 0) throw new Error(`${name} has ${grouped(level.stocked_quantity)} stocked at ${location.name}: it cannot go below 0`)
  await tools.mutate(setStockedQuantityMutation, { id: inventoryItemId, locationId, stocked })
  recordSets(tools, [stockedSet({ id: inventoryItemId, name }, location, level.stocked_quantity, stocked)])
  return toast(`${name}: ${grouped(stocked)} stocked at ${location.name}`, `Was ${grouped(level.stocked_quantity)}`)
}

export const adjustAvailability = defineCommand({
  id: 'inventory.adjust',
  title: 'Adjust availability: stocked quantity at a location',
  keywords: ['stock', 'quantity', 'count', 'restock', 'set stock', 'inventory level'],
  hotkey: 's',
  scope: 'inventory-item',
  // On the table's selection: once per item, each read again and sent once (the runner's bulk run).
  bulk: { kind: 'inventory-item', arg: 'inventoryItemId', confirm: (records, ctx) => bulkQuestion(records as InventoryItem[], ctx) },
  args: {
    inventoryItemId: entityArg(inventoryItemEntity),
    locationId: levelLocationArg('Location'),
    change: changeArg((ctx, args) => {
      const item = itemIn(ctx, args)
      const level = item && typeof args.locationId === 'string' ? levelAt(item, args.locationId) : undefined
      return level ? String(level.stocked_quantity) : undefined
    }),
  },
  run: ({ inventoryItemId, locationId, change }, tools) => adjustLevel(tools, inventoryItemId, locationId, change),
  undo: inverse(INVENTORY_LEVELS),
})

export const addItemLocation = defineCommand({
  id: 'inventory.add-location',
  title: 'Stock inventory item at a location…',
  keywords: ['add location', 'create level', 'new warehouse', 'stock at'],
  hotkey: 'a',
  scope: 'inventory-item',
  args: {
    inventoryItemId: entityArg(inventoryItemEntity),
    // The locations the item has no level at yet (Medusa keeps one level per item and location).
    locationId: arg.entity({
      label: 'Location',
      name: (record) => (record as StockLocation).name,
      search: async (q, tools) => {
        const locations = await locationsById(tools.queryClient)
        const id = tools.args.inventoryItemId
        const item = typeof id === 'string' ? (await tools.queryClient.fetchQuery(inventoryQueries.detail(id))).inventory_item : undefined
        const free = [...locations.values()].filter((l) => !(item && levelAt(item, l.id)) && matchesText(q, l.name))
        return toOptions(stockLocationEntity, free, q)
      },
    }),
    stocked: arg.number({ label: 'Stocked quantity there', min: 0, integer: true }),
  },
  run: async ({ inventoryItemId, locationId, stocked }, tools) => {
    // Medusa keeps one level per item and location, and refuses a second naming both by id: asked first.
    const item = await freshItem(tools, inventoryItemId)
    const location = await nameOfLocation(tools, locationId)
    if (levelAt(item, locationId)) throw new Error(`${itemName(item)} is already stocked at ${location}: adjust its availability there instead`)
    await tools.mutate(createLevelMutation, { id: inventoryItemId, locationId, stocked })
    return toast(`${itemName(item)}: stocked at ${location}`, `${grouped(stocked)} stocked`)
  },
})

/** Medusa refuses to remove a level with reservations and names both by id: refused first, by name. */
function refuseReserved(item: InventoryItem, locationId: string, location: string) {
  const level = levelAt(item, locationId)
  if (level && level.reserved_quantity > 0) {
    throw new Error(`${itemName(item)} has ${grouped(level.reserved_quantity)} reserved at ${location}: move or delete those reservations first`)
  }
}

export const removeItemLocation = defineCommand({
  id: 'inventory.remove-location',
  title: 'Remove inventory item from a location…',
  keywords: ['delete level', 'unstock', 'no longer stocked'],
  hotkey: 'shift+backspace',
  scope: 'inventory-item',
  args: { inventoryItemId: entityArg(inventoryItemEntity), locationId: levelLocationArg('Location to remove') },
  confirm: ({ inventoryItemId, locationId }, ctx) => {
    const item = itemIn(ctx, { inventoryItemId })
    return `Remove ${item ? itemName(item) : 'the item'} from ${locationNamed(ctx, { locationId })}? Its stock level there is deleted. This cannot be undone.`
  },
  run: async ({ inventoryItemId, locationId }, tools) => {
    const location = await nameOfLocation(tools, locationId)
    const item = await freshItem(tools, inventoryItemId)
    refuseReserved(item, locationId, location)
    await tools.mutate(deleteLevelMutation, { id: inventoryItemId, locationId })
    return toast(`${itemName(item)}: no longer stocked at ${location}`)
  },
})

export const inventoryLevelCommands = inGroup(GROUP, [inventoryArea.list, inventoryArea.open, adjustAvailability, addItemLocation, removeItemLocation])
