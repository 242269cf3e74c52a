import type { ShippingOption, ShippingOptionRequirement } from '@medusajs/client-types'
import { regionQueries } from '@/atoms/regions/keys'
import {
  createShippingOptionMutation,
  deleteShippingOptionMutation,
  shippingOptionQueries,
  updateShippingOptionMutation,
} from '@/atoms/shipping/keys'
import type { PartialArgs } from '@/commands/core/args'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { createRevert } from '@/commands/core/createUndo'
import { fieldSet, inverse, recordSets } from '@/commands/core/undo'
import { keptRequirements, SHIPPING_OPTIONS } from './undo'
import { arg, defineCommand, toast, type CommandTools } from '@/commands/core/define'
import { editRecord, type Current } from '@/commands/core/edit'
import { entityArg } from '@/commands/core/entity'
import { matchesText, recordIn } from '@/models/core/entity'
import { regionEntity } from '@/models/regions/entity'
import { regionSetupNoticeFor } from '@/models/regions/setup'
import { fulfillmentName, requirementOf, shippingOptionEntity, type FulfillmentChoice } from '@/models/shipping/entity'

const regionIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'region', 'regionId', args)
const optionIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'shipping-option', 'optionId', args)
const fulfillmentIn = (ctx: CommandContext, args: PartialArgs) => pickedRecord<FulfillmentChoice>(ctx, 'fulfillment', args.fulfillment)
const regionCurrency = (ctx: CommandContext, args: PartialArgs) => regionIn(ctx, args)?.currency_code

/** The option the command is about, as the operator has seen it, else as the server has it. */
const optionOf = async (a: { optionId: string }, { ctx, fetch }: Pick<CommandTools, 'ctx' | 'fetch'>): Promise<ShippingOption> =>
  optionIn(ctx, a) ?? ((await fetch(shippingOptionQueries.detail(a.optionId))).shipping_option as ShippingOption)

/** The fulfillment options of the region picked in `regionId`, across its providers. */
const fulfillmentPicker = arg.entity({
  label: 'Fulfillment option',
  description: "What the region's fulfillment providers offer",
  search: async (q, { queryClient, args }) => {
    if (typeof args.regionId !== 'string') return []
    const { fulfillment_options } = await queryClient.fetchQuery(regionQueries.fulfillmentOptions(args.regionId))
    return fulfillment_options
      .flatMap(({ provider_id, options }) =>
        options.map((data): FulfillmentChoice => ({ id: `${provider_id}:${String(data.id ?? data.name ?? '')}`, provider_id, data })),
      )
      .filter((choice) => matchesText(q, fulfillmentName(choice), choice.provider_id))
      .map((choice) => ({
        id: choice.id,
        label: fulfillmentName(choice) || choice.provider_id,
        hint: `${choice.provider_id}${choice.data.is_return ? ' · for returns' : ''}`,
        record: choice,
      }))
  },
})

const PRICE_TYPES = [
  { value: 'flat_rate', label: 'Flat rate', hint: 'A fixed amount in the region’s currency' },
  { value: 'calculated', label: 'Calculated', hint: 'The provider prices each cart (the manual provider cannot)' },
] as const
type PriceType = (typeof PRICE_TYPES)[number]['value']

/** Medusa refuses a maximum at or under the minimum: said before sending. */
const maxOverMin = (max: number, args: PartialArgs) =>
  typeof args.minSubtotal === 'number' && max <= args.minSubtotal ? 'The maximum subtotal must be greater than the minimum' : undefined

type Requirement = { id?: string; type: 'min_subtotal' | 'max_subtotal'; amount: number }

/** The cart subtotals an option is offered between, in `currency`; an edit starts from the option's own. */
const subtotalArgs = (currency: typeof regionCurrency, current?: Current<ShippingOption>) => {
  const initial = (type: Requirement['type']) => current?.((option) => requirementOf(option, type)?.amount)
  return {
    minSubtotal: arg.money({ label: 'Minimum cart subtotal', optional: true, currency, initial: initial('min_subtotal') }),
    maxSubtotal: arg.money({ label: 'Maximum cart subtotal', optional: true, currency, initial: initial('max_subtotal'), validate: maxOverMin }),
  }
}

/** The requirements to send: the ones typed, keeping the ids of those that already exist (Medusa deletes the others). */
function requirements(min: number | undefined, max: number | undefined, current?: ShippingOption): Requirement[] {
  const keep = (type: Requirement['type'], amount: number | undefined): Requirement[] => {
    if (amount === undefined) return []
    const existing: ShippingOptionRequirement | undefined = current && requirementOf(current, type)
    return [existing ? { id: existing.id, type, amount } : { type, amount }]
  }
  return [...keep('min_subtotal', min), ...keep('max_subtotal', max)]
}

/** The toast after a change: what changed, and whether the region can now sell. */
async function doneIn(regionId: string, title: string, { queryClient }: Pick<CommandTools, 'queryClient'>) {
  return toast(title, await regionSetupNoticeFor(regionId, queryClient))
}

type MadeOption = Pick<ShippingOption, 'name' | 'region_id' | 'provider_id' | 'data' | 'price_type' | 'admin_only' | 'is_return'> & { amount?: number; requirements?: Requirement[] }

/**
 * A new option is taken back while it is as it was made (read afresh): deleted as Medusa deletes one,
 * orders that chose it keeping their shipping method. A redo makes it again, in the same region.
 */
const optionCreated = createRevert<ShippingOption>({
  command: 'shipping-options.create',
  kind: 'shipping-option',
  read: (id, { fetch }) => fetch({ ...shippingOptionQueries.detail(id), staleTime: 0 }).then((r) => r.shipping_option),
  name: (option) => option.name,
  made: (option) => ({
    name: option.name,
    region_id: option.region_id,
    provider_id: option.provider_id,
    data: option.data,
    price_type: option.price_type,
    amount: option.amount,
    requirements: (option.requirements ?? []).map(({ type, amount }) => ({ type, amount })).sort((a, b) => a.type.localeCompare(b.type)),
    admin_only: option.admin_only,
    is_return: option.is_return,
  }),
  remove: (id, { mutate }) => mutate(deleteShippingOptionMutation, id),
  make: async (fields, { mutate }) => {
    const made = fields as MadeOption
    const { shipping_option } = await mutate(createShippingOptionMutation, {
      ...made,
      data: made.data ?? {},
      amount: made.amount ?? undefined,
      requirements: made.requirements ?? [],
      admin_only: made.admin_only ?? false,
      is_return: made.is_return ?? false,
    })
    return shipping_option.id
  },
})

export const createShippingOption = defineCommand({
  id: 'shipping-options.create',
  title: 'Create shipping option',
  keywords: ['new', 'add', 'delivery', 'return option', 'rate'],
  args: {
    regionId: entityArg(regionEntity),
    fulfillment: fulfillmentPicker,
    name: arg.text({ label: 'Name', placeholder: 'Standard shipping' }),
    isReturn: arg.boolean({ label: 'For returns', initial: (ctx, args) => fulfillmentIn(ctx, args)?.data.is_return === true }),
    priceType: arg.choice<PriceType>()({ label: 'Price type', options: PRICE_TYPES, initial: () => 'flat_rate' }),
    amount: arg.money({ label: 'Price', optional: true, currency: regionCurrency }),
    ...subtotalArgs(regionCurrency),
    adminOnly: arg.boolean({ label: 'Admin only', description: 'Hidden from the storefront', initial: () => false }),
  },
  run: async (a, tools) => {
    if (a.priceType === 'flat_rate' && a.amount === undefined) throw new Error('A flat rate option needs a price')
    const choice = fulfillmentIn(tools.ctx, a)
    const [providerId] = a.fulfillment.split(':')
    const { shipping_option } = await tools.mutate(createShippingOptionMutation, {
      name: a.name.trim(),
      region_id: a.regionId,
      provider_id: choice?.provider_id ?? providerId ?? '',
      data: choice?.data ?? {},
      price_type: a.priceType,
      amount: a.priceType === 'flat_rate' ? a.amount : undefined,
      requirements: requirements(a.minSubtotal, a.maxSubtotal),
      admin_only: a.adminOnly,
      is_return: a.isReturn,
    })
    optionCreated.told(tools, shipping_option)
    return doneIn(a.regionId, `${shipping_option.name} created`, tools)
  },
  undo: optionCreated.undo,
})

export const editShippingOption = editRecord({
  id: 'shipping-options.edit',
  title: 'Edit shipping option',
  keywords: ['rename', 'price', 'requirements', 'subtotal'],
  entity: shippingOptionEntity,
  arg: 'optionId',
  read: (id, { fetch }) => fetch({ ...shippingOptionQueries.detail(id), staleTime: 0 }).then((r) => r.shipping_option),
  fields: (current) => {
    // An option's amounts are typed in its region's currency.
    const currency = current((o) => o.region?.currency_code)
    return {
      name: arg.text({ label: 'Name', initial: current((o) => o.name) }),
      amount: arg.money({ label: 'Price', optional: true, description: 'Flat rate options only', currency, initial: current((o) => o.amount) }),
      ...subtotalArgs(currency, current),
    }
  },
  run: async (a, tools) => {
    const current = await optionOf(a, tools)
    const flat = current.price_type === 'flat_rate'
    if (flat && a.amount === undefined) throw new Error('A flat rate option needs a price')
    const { shipping_option } = await tools.mutate(updateShippingOptionMutation, {
      id: a.optionId,
      body: { name: a.name.trim(), amount: flat ? a.amount : undefined, requirements: requirements(a.minSubtotal, a.maxSubtotal, current) },
    })
    return doneIn(shipping_option.region_id, `${shipping_option.name} saved`, tools)
  },
})

export const toggleShippingOptionAdminOnly = defineCommand({
  id: 'shipping-options.toggle-admin-only',
  title: 'Toggle admin only',
  keywords: ['hide', 'show', 'storefront', 'visibility'],
  hotkey: 'shift+a',
  scope: 'shipping-option',
  args: { optionId: entityArg(shippingOptionEntity) },
  run: async (a, tools) => {
    const current = await optionOf(a, tools)
    // Medusa's update requires the requirements: the current ones are sent back unchanged.
    const { shipping_option } = await tools.mutate(updateShippingOptionMutation, {
      id: a.optionId,
      body: { admin_only: !current.admin_only, requirements: keptRequirements(current) },
    })
    recordSets(tools, [fieldSet(current.id, current.name, 'admin_only', current.admin_only, shipping_option.admin_only)])
    return doneIn(
      shipping_option.region_id,
      shipping_option.admin_only ? `${shipping_option.name} is admin only` : `${shipping_option.name} is shown in the storefront`,
      tools,
    )
  },
  undo: inverse(SHIPPING_OPTIONS),
})

export const deleteShippingOption = defineCommand({
  id: 'shipping-options.delete',
  title: 'Delete shipping option',
  keywords: ['remove'],
  hotkey: 'shift+backspace',
  scope: 'shipping-option',
  args: { optionId: entityArg(shippingOptionEntity) },
  confirm: (a, ctx) => {
    const option = optionIn(ctx, a)
    return option
      ? `Delete ${option.name}${option.region ? ` of ${option.region.name}` : ''}? Orders that used it keep their shipping.`
      : 'Delete this shipping option? Orders that used it keep their shipping.'
  },
  run: async (a, tools) => {
    const option = await optionOf(a, tools)
    await tools.mutate(deleteShippingOptionMutation, a.optionId)
    return doneIn(option.region_id, `${option.name} deleted`, tools)
  },
})
