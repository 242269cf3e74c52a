import type { Discount, Region } from '@medusajs/client-types'
import { addDiscountRegionMutation, discountQueries, removeDiscountRegionMutation } from '@/atoms/discounts/keys'
import type { PartialArgs } from '@/commands/core/args'
import { pickedRecord, type CommandContext } from '@/commands/core/context'
import { arg, defineCommand, toast } from '@/commands/core/define'
import { defineEntity, matchesText, pickerOf, recordIn, toOptions } from '@/commands/core/entity'
import { regionEntity } from '@/commands/regions/entity'
import { discountArg } from './discounts'

/** Regions a discount applies in: Medusa keeps a fixed discount to one region (its amount's currency). */

const discountIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'discount', 'discountId', args)

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

/** Why the region cannot be added, before asking Medusa: already there, or a fixed discount's second region. */
export function addRegionRefusal(d: Discount | undefined, regionId: string): string | undefined {
  if (!d) return undefined
  const regions = d.regions ?? []
  const present = regions.find((r) => r.id === regionId)
  if (present) return `${d.code} already applies in ${present.name}`
  if (d.rule?.type === 'fixed' && regions.length >= 1) {
    return `${d.code} is a fixed amount in ${regions[0]?.currency_code.toUpperCase()}: Medusa allows one region for a fixed discount`
  }
  return undefined
}

export const addDiscountRegion = defineCommand({
  id: 'discounts.add-region',
  title: 'Add region to discount',
  group: 'Discounts',
  keywords: ['region', 'market', 'country'],
  args: {
    discountId: discountArg(),
    regionId: arg.entity({
      label: 'Region',
      search: pickerOf(regionEntity),
      validate: (id, args, ctx) => addRegionRefusal(discountIn(ctx, args), id),
    }),
  },
  run: async ({ discountId, regionId }, { mutate }) => {
    const { discount } = await mutate(addDiscountRegionMutation, { id: discountId, regionId })
    const region = discount.regions?.find((r) => r.id === regionId)
    return toast('Region added', `${discount.code} · ${region?.name ?? 'region'}`)
  },
})

export const removeDiscountRegion = defineCommand({
  id: 'discounts.remove-region',
  title: 'Remove region from discount',
  group: 'Discounts',
  keywords: ['region', 'market'],
  args: {
    discountId: discountArg(),
    regionId: arg.entity({
      label: 'Region',
      search: async (q, tools) => toOptions(discountRegionEntity, await discountRegionEntity.search(q, tools), q),
      validate: (id, args, ctx) => {
        const d = discountIn(ctx, args)
        // Medusa lets the last region go, but a discount without a region can never apply.
        return d?.regions?.length === 1 && d.regions[0]?.id === id ? `${d.code} applies only in ${d.regions[0]?.name}: add another region first` : undefined
      },
    }),
  },
  confirm: ({ discountId, regionId }, ctx) => {
    const d = recordIn(ctx, 'discount', 'discountId', { discountId })
    const region = pickedRecord<Region>(ctx, 'regionId', regionId) ?? d?.regions?.find((r) => r.id === regionId)
    return `Remove ${region?.name ?? 'this region'} from ${d?.code ?? 'the discount'}? Its customers can no longer use the code.`
  },
  run: async ({ discountId, regionId }, { mutate }) => {
    const { discount } = await mutate(removeDiscountRegionMutation, { id: discountId, regionId })
    return toast('Region removed', discount.code)
  },
})

export const discountRegionCommands = [addDiscountRegion, removeDiscountRegion] as const
