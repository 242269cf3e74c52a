import type { AdminPostPriceListsPriceListPriceListReq, PriceList } from '@medusajs/client-types'
import { createPriceListMutation, deletePriceListMutation, priceListQueries, updatePriceListMutation } from '@/atoms/price-lists/keys'
import { productQueries } from '@/atoms/products/keys'
import { recordAction } from '@/commands/core/action'
import { createRevert, holding } from '@/commands/core/createUndo'
import { undoableSet } from '@/commands/core/undo'
import { PRICE_LISTS } from './undo'
import { rule } from '@/models/core/rules'
import { defineArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { pickerOf } from '@/commands/core/entity'
import { day } from '@/models/core/text'
import { endOfDay, startOfDay } from '@/commands/core/text'
import { customerGroupEntity } from '@/models/customer-groups/entity'
import { priceListsNav } from '@/models/price-lists/area'
import { priceListEntity, priceListSummary } from '@/models/price-lists/entity'

const GROUP = 'Price lists'
type ListType = PriceList['type']
type ListStatus = PriceList['status']

const TYPES = [
  { value: 'sale', label: 'Sale', hint: 'Shown as a discount from the original price' },
  { value: 'override', label: 'Override', hint: 'Replaces the original price' },
] as const
const STATUSES = [
  { value: 'active', label: 'Active', hint: 'Applies between its dates' },
  { value: 'draft', label: 'Draft', hint: 'Applies nowhere until activated' },
] as const

/** The price lists area: 'Go to price lists' (g r), 'Open price list…' and the nav link. */
export const priceListsArea = defineArea(priceListsNav, { entity: priceListEntity, arg: 'priceListId', keywords: ['find', 'sale'] })

export const ENDS_BEFORE_STARTS = 'Ends at must be on or after starts at'
const endsAfterStarts = (endsAt: string, args: PartialArgs) =>
  typeof args.startsAt === 'string' && endsAt < args.startsAt ? `${ENDS_BEFORE_STARTS} (${args.startsAt})` : undefined


/** Dates and groups as Medusa takes them; null clears a date (its validator takes it, client-types does not say so). */
function datesBody(startsAt: string | undefined, endsAt: string | undefined) {
  return {
    starts_at: (startsAt ? startOfDay(startsAt) : null) as string | undefined,
    ends_at: (endsAt ? endOfDay(endsAt) : null) as string | undefined,
  }
}

type MadeList = Pick<PriceList, 'name' | 'description' | 'type' | 'status' | 'starts_at' | 'ends_at'> & { customer_groups?: string[] }

/**
 * A new list is taken back while it is as it was made and prices no product (read afresh); a redo
 * makes it again, for the same groups.
 */
const listCreated = createRevert<PriceList>({
  command: 'price-lists.create',
  kind: 'price-list',
  read: (id, { fetch }) => fetch({ ...priceListQueries.detail(id), staleTime: 0 }).then((r) => r.price_list),
  name: (list) => list.name,
  made: (list) => ({
    name: list.name,
    description: list.description,
    type: list.type,
    status: list.status,
    starts_at: list.starts_at,
    ends_at: list.ends_at,
    customer_groups: (list.customer_groups ?? []).map((group) => group.id).sort(),
  }),
  holds: async (list, { fetch }) => holding(await fetch({ ...productQueries.countIn({ price_list_id: [list.id] }), staleTime: 0 }), 'product'),
  remove: (id, { mutate }) => mutate(deletePriceListMutation, id),
  make: async (fields, { mutate }) => {
    const made = fields as MadeList
    const { price_list } = await mutate(createPriceListMutation, {
      name: made.name,
      description: made.description ?? '',
      type: made.type,
      status: made.status,
      prices: [],
      ...(made.starts_at ? { starts_at: made.starts_at } : {}),
      ...(made.ends_at ? { ends_at: made.ends_at } : {}),
      ...(made.customer_groups?.length ? { customer_groups: made.customer_groups.map((id) => ({ id })) } : {}),
    })
    return price_list.id
  },
})

export const createPriceList = defineCommand({
  id: 'price-lists.create',
  title: 'Create price list',
  keywords: ['new', 'sale', 'override', 'black friday'],
  args: {
    name: arg.text({ label: 'Name', placeholder: 'Black Friday' }),
    description: arg.text({ label: 'Description', optional: true, more: true, placeholder: 'Shown to staff only' }),
    type: arg.choice<ListType>()({ label: 'Type', options: TYPES }),
    status: arg.choice<ListStatus>()({ label: 'Status', options: STATUSES }),
    startsAt: arg.date({ label: 'Starts at', optional: true, description: 'Empty: from now on' }),
    endsAt: arg.date({ label: 'Ends at', optional: true, description: 'Empty: never ends', validate: endsAfterStarts }),
    customerGroups: arg.entities({ label: 'Customer groups', optional: true, description: 'None: every customer', search: pickerOf(customerGroupEntity) }),
  },
  run: async (a, tools) => {
    const { price_list } = await tools.mutate(createPriceListMutation, {
      name: a.name,
      description: a.description ?? '',
      type: a.type,
      status: a.status,
      prices: [],
      ...(a.startsAt ? { starts_at: startOfDay(a.startsAt) } : {}),
      ...(a.endsAt ? { ends_at: endOfDay(a.endsAt) } : {}),
      ...(a.customerGroups?.length ? { customer_groups: a.customerGroups.map((id) => ({ id })) } : {}),
    })
    listCreated.told(tools, price_list)
    return openPanel(priceListsNav.routes.record(price_list.id))
  },
  undo: listCreated.undo,
})

export const editPriceList = editRecord({
  id: 'price-lists.edit',
  title: 'Edit price list',
  keywords: ['rename', 'dates', 'groups', 'update'],
  entity: priceListEntity,
  arg: 'priceListId',
  read: (id, { fetch }) => fetch({ ...priceListQueries.detail(id), staleTime: 0 }).then((r) => r.price_list),
  undoable: true,
  fields: (current) => ({
    name: arg.text({ label: 'Name', initial: current((l) => l.name) }),
    description: arg.text({ label: 'Description', optional: true, initial: current((l) => l.description || undefined) }),
    type: arg.choice<ListType>()({ label: 'Type', options: TYPES, initial: current((l) => l.type) }),
    startsAt: arg.date({ label: 'Starts at', optional: true, description: 'Empty: from now on', initial: current((l) => day(l.starts_at) || undefined) }),
    endsAt: arg.date({
      label: 'Ends at',
      optional: true,
      description: 'Empty: never ends',
      initial: current((l) => day(l.ends_at) || undefined),
      validate: endsAfterStarts,
    }),
    customerGroups: arg.entities({
      label: 'Customer groups',
      optional: true,
      description: 'The list applies to these groups only; none: every customer',
      initial: current((l) => l.customer_groups?.map((g) => g.id)),
      search: pickerOf(customerGroupEntity),
    }),
  }),
  run: async (a, { mutate }) => {
    const body: AdminPostPriceListsPriceListPriceListReq = {
      name: a.name,
      description: a.description ?? '',
      type: a.type,
      ...datesBody(a.startsAt, a.endsAt),
      customer_groups: (a.customerGroups ?? []).map((id) => ({ id })),
    }
    const { price_list } = await mutate(updatePriceListMutation, { id: a.priceListId, body })
    return toast(`${price_list.name} saved`, priceListSummary(price_list))
  },
})

export const activatePriceList = undoableSet(recordAction({
  id: 'price-lists.activate',
  title: 'Activate price list',
  keywords: ['enable', 'publish', 'start'],
  hotkey: 'shift+a',
  entity: priceListEntity,
  arg: 'priceListId',
  bulk: true,
  rule: rule<PriceList>((list) => list.status !== 'active', (list) => `${list.name} is active already`),
  mutation: updatePriceListMutation,
  vars: (id) => ({ id, body: { status: 'active' as const } }),
  done: ({ price_list }) => toast(`${price_list.name} is active`),
}), { revert: PRICE_LISTS, arg: 'priceListId', field: 'status', before: 'draft', after: 'active' })

export const deactivatePriceList = undoableSet(recordAction({
  id: 'price-lists.deactivate',
  title: 'Deactivate price list (back to draft)',
  keywords: ['disable', 'draft', 'pause', 'stop'],
  hotkey: 'shift+d',
  entity: priceListEntity,
  arg: 'priceListId',
  bulk: true,
  rule: rule<PriceList>((list) => list.status !== 'draft', (list) => `${list.name} is a draft already`),
  mutation: updatePriceListMutation,
  vars: (id) => ({ id, body: { status: 'draft' as const } }),
  done: ({ price_list }) => toast(`${price_list.name} is a draft`, 'Its prices apply nowhere until it is activated'),
}), { revert: PRICE_LISTS, arg: 'priceListId', field: 'status', before: 'active', after: 'draft' })

export const deletePriceList = recordAction({
  id: 'price-lists.delete',
  title: 'Delete price list',
  keywords: ['remove', 'destroy'],
  hotkey: 'shift+backspace',
  entity: priceListEntity,
  arg: 'priceListId',
  bulk: true,
  confirm: (list) => (list ? `Delete ${list.name} (${priceListSummary(list)}) and all its prices?` : 'Delete this price list and all its prices?'),
  mutation: deletePriceListMutation,
  done: () => openPanel(priceListsNav.routes.list()),
})

export const priceListRecordCommands = inGroup(GROUP, [
  priceListsArea.list,
  priceListsArea.open,
  createPriceList,
  editPriceList,
  activatePriceList,
  deactivatePriceList,
  deletePriceList,
])
