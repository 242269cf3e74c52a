import type { Region } from '@medusajs/client-types'
import { addDiscountRegionMutation, discountQueries, removeDiscountRegionMutation } from '@/atoms/discounts/keys'
import { pickedRecord } from '@/models/core/context'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
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
  run: async ({ discountId, regionId }, { mutate }) => {
    const { discount } = await mutate(addDiscountRegionMutation, { id: discountId, regionId })
    const region = discount.regions?.find((r) => r.id === regionId)
    return toast('Region added', `${discount.code} · ${region?.name ?? 'region'}`)
  },
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
  run: async ({ discountId, regionId }, { mutate }) => {
    const { discount } = await mutate(removeDiscountRegionMutation, { id: discountId, regionId })
    return toast('Region removed', discount.code)
  },
})

export const discountRegionCommands = inGroup('Discounts', [addDiscountRegion, removeDiscountRegion])
