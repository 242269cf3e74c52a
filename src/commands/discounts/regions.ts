import type { Region } from '@medusajs/client-types'
import { addDiscountRegionMutation, discountQueries, removeDiscountRegionMutation } from '@/atoms/discounts/keys'
import { pickedRecord } from '@/models/core/context'
import { arg, defineCommand, toast, inGroup, type CommandTools } from '@/commands/core/define'
import { defineReverter, inverse, recordSets, type CurrentRecord } from '@/commands/core/undo'
import { defineEntity, matchesText } from '@/models/core/entity'
import { pickerOf, toOptions } from '@/commands/core/entity'
import { regionEntity } from '@/models/regions/entity'
import { addRegionRefusal, removeRegionRefusal } from '@/models/discounts/rules'
import { discountArg, discountIn } from './discounts'

/** Regions a discount applies in: Medusa keeps a fixed discount to one region (its amount's currency). */

/** The regions of the discount in the `discountId` argument, read through its detail query. */
const discountRegionEntity = defineEntity<Region>({
  noun: 'region',
  label: (r) => r.name,
  hint: (r) => r.currency_code.toUpperCase(),
  search: async (q, { queryClient, args }) => {
    if (typeof args.discountId !== 'string') return []
    const { discount } = await queryClient.fetchQuery(discountQueries.detail(args.discountId))
    return (discount.regions ?? []).filter((r) => matchesText(q, r.name, r.currency_code))
  },
})

/** The discount's regions as the server has them now (the undo reads them again too). */
const regionsNow = async (discountId: string, { fetch }: Pick<CommandTools, 'fetch'>) =>
  new Map(((await fetch({ ...discountQueries.detail(discountId), staleTime: 0 })).discount.regions ?? []).map((r) => [r.id, r.name]))

/** The revert of a discount's regions added or removed: the discount read again, each region sent back (one request each). */
const DISCOUNT_REGIONS = defineReverter('discount-regions', () => ({
  kind: 'region',
  chunk: 20,
  fieldName: (_field, plan) => `regions of ${plan.target?.name || 'the discount'}`,
  read: async (ids, plan, tools) => {
    const now = new Map<string, CurrentRecord>()
    if (!plan.target) return now
    const regions = await regionsNow(plan.target.id, tools)
    for (const id of ids) {
      const member = regions.has(id)
      now.set(id, { name: regions.get(id) ?? plan.steps.find((step) => step.id === id)?.name ?? '', value: () => member, shown: () => (member ? 'in it' : 'not in it') })
    }
    return now
  },
  write: async (steps, plan, { mutate }) => {
    const id = plan.target?.id
    if (!id) return
    for (const step of steps) await mutate(step.before === true ? addDiscountRegionMutation : removeDiscountRegionMutation, { id, regionId: step.id })
  },
}))

/** Adds or removes one region, telling the journal when it changed what the discount had just before. */
async function changeRegion(discountId: string, regionId: string, join: boolean, tools: CommandTools) {
  const before = await regionsNow(discountId, tools)
  const { discount } = await tools.mutate(join ? addDiscountRegionMutation : removeDiscountRegionMutation, { id: discountId, regionId })
  const name = discount.regions?.find((r) => r.id === regionId)?.name ?? before.get(regionId) ?? ''
  if (before.has(regionId) !== join) recordSets(tools, [{ id: regionId, name, field: 'member', before: !join, after: join, in: { id: discount.id, name: discount.code } }])
  return { discount, name }
}

export const addDiscountRegion = defineCommand({
  id: 'discounts.add-region',
  title: 'Add region to discount',
  keywords: ['region', 'market', 'country'],
  args: {
    discountId: discountArg(),
    regionId: arg.entity({
      label: 'Region',
      search: pickerOf(regionEntity),
      validate: (id, args, ctx) => addRegionRefusal(discountIn(ctx, args), id),
    }),
  },
  run: async ({ discountId, regionId }, tools) => {
    const { discount, name } = await changeRegion(discountId, regionId, true, tools)
    return toast('Region added', `${discount.code} · ${name || 'region'}`)
  },
  undo: inverse(DISCOUNT_REGIONS),
})

export const removeDiscountRegion = defineCommand({
  id: 'discounts.remove-region',
  title: 'Remove region from discount',
  keywords: ['region', 'market'],
  args: {
    discountId: discountArg(),
    regionId: arg.entity({
      label: 'Region',
      search: async (q, tools) => toOptions(discountRegionEntity, await discountRegionEntity.search(q, tools), q),
      validate: (id, args, ctx) => removeRegionRefusal(discountIn(ctx, args), id),
    }),
  },
  confirm: ({ discountId, regionId }, ctx) => {
    const d = discountIn(ctx, { discountId })
    const region = pickedRecord<Region>(ctx, 'regionId', regionId) ?? d?.regions?.find((r) => r.id === regionId)
    return `Remove ${region?.name ?? 'this region'} from ${d?.code ?? 'the discount'}? Its customers can no longer use the code.`
  },
  run: async ({ discountId, regionId }, tools) => {
    const { discount } = await changeRegion(discountId, regionId, false, tools)
    return toast('Region removed', discount.code)
  },
  undo: inverse(DISCOUNT_REGIONS),
})

export const discountRegionCommands = inGroup('Discounts', [addDiscountRegion, removeDiscountRegion])
