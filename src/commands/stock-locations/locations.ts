import type { LocationWithUsage } from '@/atoms/stock-locations/keys'
import { stockLocationQueries } from '@/atoms/stock-locations/keys'
import { createStockLocationMutation, deleteStockLocationMutation, updateStockLocationMutation } from '@/atoms/stock-locations/mutations'
import type { PartialArgs } from '@/commands/core/args'
import { defineArea } from '@/commands/core/area'
import { createRevert, holding } from '@/commands/core/createUndo'
import { arg, defineCommand, inGroup, openPanel, toast } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { entityArg, pickerOf } from '@/commands/core/entity'
import type { CommandContext } from '@/models/core/context'
import { recordIn } from '@/models/core/entity'
import { counted } from '@/models/core/text'
import { countryEntity, type CountryChoice } from '@/models/regions/parts'
import { stockLocationsNav } from '@/models/stock-locations/area'
import { locationChannels, stockLocationEntity } from '@/models/stock-locations/entity'

const GROUP = 'Stock locations'

/** The location the `stockLocationId` argument holds, as the operator has seen it (focused or picked). */
export const locationIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'stock-location', 'stockLocationId', args) as LocationWithUsage | undefined

/** The stock locations area: 'Go to stock locations' (g k), 'Open stock location…' and the nav link. */
export const stockLocationsArea = defineArea(stockLocationsNav, { entity: stockLocationEntity, arg: 'stockLocationId', keywords: ['find', 'warehouse'] })

/** The address parts beyond street and country: asked on "More fields…" when creating. */
const moreAddress = {
  city: arg.text({ label: 'City', optional: true, more: true }),
  postalCode: arg.text({ label: 'Postal code', optional: true, more: true }),
  province: arg.text({ label: 'Province or state', optional: true, more: true }),
  address2: arg.text({ label: 'Address line 2', optional: true, more: true }),
  company: arg.text({ label: 'Company', optional: true, more: true }),
  phone: arg.text({ label: 'Phone', optional: true, more: true }),
}

/** The parts typed, without the ones left empty (Medusa keeps an address part that is left out). */
const given = (parts: Record<string, string | undefined>) => Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined && value !== ''))

const ADDRESS_PARTS = ['address_1', 'address_2', 'city', 'postal_code', 'province', 'country_code', 'company', 'phone'] as const
type MadeLocation = { name: string; address: Record<string, string | null> | null }

/**
 * A new location is taken back while it is as it was made and nothing is stocked at it and no channel
 * sells from it (deleting it would take their levels and links); a redo makes it again.
 */
const locationCreated = createRevert<LocationWithUsage>({
  command: 'stock-locations.create',
  kind: 'stock-location',
  read: (id, { fetch }) => fetch({ ...stockLocationQueries.detail(id), staleTime: 0 }).then((r) => r.stock_location),
  name: (location) => location.name,
  made: (l) => ({ name: l.name, address: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, l.address?.[part] ?? null])) }),
  holds: (l) => holding(l.usage?.items, 'stocked item') ?? holding(l.sales_channels?.length, 'sales channel'),
  remove: (id, { mutate }) => mutate(deleteStockLocationMutation, id),
  make: async (fields, { mutate }) => {
    const { name, address } = fields as MadeLocation
    const parts = given(Object.fromEntries(Object.entries(address ?? {}).map(([part, value]) => [part, value ?? undefined])))
    const body = { name, address: { address_1: parts.address_1 ?? '', country_code: parts.country_code ?? '', ...parts } }
    return (await mutate(createStockLocationMutation, body)).stock_location.id
  },
})

export const createStockLocation = defineCommand({
  id: 'stock-locations.create',
  title: 'Create stock location',
  keywords: ['new', 'add', 'warehouse'],
  args: {
    name: arg.text({ label: 'Name', placeholder: 'Amsterdam warehouse' }),
    address1: arg.text({ label: 'Street address', placeholder: 'Keizersgracht 1' }),
    countryCode: arg.entity({ label: 'Country', search: pickerOf(countryEntity), name: (record) => (record as CountryChoice).name }),
    ...moreAddress,
  },
  run: async (a, tools) => {
    const address = {
      address_1: a.address1,
      country_code: a.countryCode,
      ...given({ city: a.city, postal_code: a.postalCode, province: a.province, address_2: a.address2, company: a.company, phone: a.phone }),
    }
    const { stock_location } = await tools.mutate(createStockLocationMutation, { name: a.name, address })
    locationCreated.told(tools, stock_location)
    return openPanel(stockLocationsNav.routes.record(stock_location.id))
  },
  undo: locationCreated.undo,
})

const COUNTRY_CODE = /^[a-z]{2}$/i

export const editStockLocation = editRecord({
  id: 'stock-locations.update',
  title: 'Edit stock location: name and address',
  keywords: ['rename', 'address', 'move'],
  entity: stockLocationEntity,
  arg: 'stockLocationId',
  read: (id, { fetch }) => fetch({ ...stockLocationQueries.detail(id), staleTime: 0 }).then((r) => r.stock_location),
  undoable: true,
  fields: (current) => ({
    name: arg.text({ label: 'Name', initial: current((l) => l.name) }),
    address1: arg.text({ label: 'Street address', initial: current((l) => l.address?.address_1) }),
    city: arg.text({ label: 'City', optional: true, initial: current((l) => l.address?.city) }),
    postalCode: arg.text({ label: 'Postal code', optional: true, initial: current((l) => l.address?.postal_code) }),
    countryCode: arg.text({
      label: 'Country code',
      description: 'Two letters: nl, us, de',
      pattern: COUNTRY_CODE,
      patternMessage: 'Country code is two letters, like nl',
      initial: current((l) => l.address?.country_code),
    }),
    province: arg.text({ label: 'Province or state', optional: true, more: true, initial: current((l) => l.address?.province) }),
    address2: arg.text({ label: 'Address line 2', optional: true, more: true, initial: current((l) => l.address?.address_2) }),
    company: arg.text({ label: 'Company', optional: true, more: true, initial: current((l) => l.address?.company) }),
    phone: arg.text({ label: 'Phone', optional: true, more: true, initial: current((l) => l.address?.phone) }),
  }),
  run: async (a, { mutate }) => {
    // Medusa replaces the address as sent: an emptied part is sent as '' to clear it.
    const address = {
      address_1: a.address1,
      country_code: a.countryCode.toLowerCase(),
      city: a.city ?? '',
      postal_code: a.postalCode ?? '',
      province: a.province ?? '',
      address_2: a.address2 ?? '',
      company: a.company ?? '',
      phone: a.phone ?? '',
    }
    const { stock_location } = await mutate(updateStockLocationMutation, { id: a.stockLocationId, body: { name: a.name, address } })
    return toast('Stock location saved', stock_location.name)
  },
})

/** The question names what uses the location: its sales channels and the items stocked there. */
export function deleteLocationQuestion(location: LocationWithUsage | undefined): string {
  if (!location) return 'Delete this stock location? Its stock levels and reservations are deleted with it. This cannot be undone.'
  const channels = location.sales_channels?.length ? ` ${locationChannels(location)} ${location.sales_channels.length === 1 ? 'sells' : 'sell'} from it.` : ''
  const items = location.usage
    ? location.usage.items
      ? ` ${counted(location.usage.items, 'inventory item')} ${location.usage.items === 1 ? 'has' : 'have'} stock there: those levels and their reservations are deleted with it.`
      : ' No inventory item has stock there.'
    : ' Its stock levels and reservations are deleted with it.'
  return `Delete stock location ${location.name}?${channels}${items} This cannot be undone.`
}

export const deleteStockLocation = defineCommand({
  id: 'stock-locations.delete',
  title: 'Delete stock location',
  keywords: ['remove', 'close warehouse'],
  hotkey: 'shift+backspace',
  scope: 'stock-location',
  args: { stockLocationId: entityArg(stockLocationEntity) },
  confirm: (a, ctx) => deleteLocationQuestion(locationIn(ctx, a)),
  run: async (a, { mutate }) => {
    await mutate(deleteStockLocationMutation, a.stockLocationId)
    return openPanel(stockLocationsNav.routes.list())
  },
})

export const stockLocationRecordCommands = inGroup(GROUP, [
  stockLocationsArea.list,
  stockLocationsArea.open,
  createStockLocation,
  editStockLocation,
  deleteStockLocation,
])
