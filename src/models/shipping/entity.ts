import type { Region, ShippingOption, ShippingProfile } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { shippingOptionQueries, shippingProfileQueries } from '@/atoms/shipping/keys'
import type { SearchTools } from '@/models/core/entity'
import { pickedRecord } from '@/models/core/context'
import { defineEntity, matchesText, sameText, type EntityDescriptor } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'shipping-option': ShippingOption
    'shipping-profile': ShippingProfile
  }
}

/** A shipping option as a picker lists it: with the currency its price is in. */
export type PricedOption = ShippingOption & { currency_code?: string }

/** '€8.00', 'calculated', '€8.00 · admin only'. */
export function shippingOptionHint(option: PricedOption): string {
  const currency = option.currency_code ?? option.region?.currency_code
  const price = typeof option.amount === 'number' && currency ? formatMoney(option.amount, currency) : option.price_type
  return option.admin_only ? `${price} · admin only` : price
}

/** The region whose options a prompt lists, from what it has gathered (a picked region, an order). */
type RegionOf = (tools: SearchTools) => Promise<{ id: string; currency?: string } | undefined>

/** The shipping options of one region (outbound, or for returns), priced in its currency. */
export function shippingOptionsOf(region: RegionOf, isReturn = false): EntityDescriptor<PricedOption> {
  return defineEntity<PricedOption>({
    noun: isReturn ? 'return shipping option' : 'shipping option',
    label: (o) => o.name,
    hint: shippingOptionHint,
    search: async (q, tools) => {
      const found = await region(tools)
      if (!found) return []
      const { shipping_options } = await tools.queryClient.fetchQuery(shippingOptionQueries.forRegion(found.id, isReturn))
      return (shipping_options as ShippingOption[])
        .filter((o) => matchesText(q, o.name))
        .map((o) => ({ ...o, currency_code: found.currency ?? o.region?.currency_code }))
    },
    exact: (o, q) => sameText(o.name, q),
  })
}

/** The outbound options of the region picked in the `regionId` argument. */
export const regionShippingOptionEntity = shippingOptionsOf(async ({ ctx, args }) => {
  if (typeof args.regionId !== 'string') return undefined
  return { id: args.regionId, currency: pickedRecord<Region>(ctx, 'regionId', args.regionId)?.currency_code }
})

/** One option a fulfillment provider offers in a region (GET /admin/regions/{id}/fulfillment-options). */
export interface FulfillmentChoice {
  id: string
  provider_id: string
  /** What the provider said about the option: sent back as the shipping option's `data`. */
  data: Record<string, unknown>
}

/** The provider's name for the option ('manual-fulfillment'); empty when the option's data has none. */
export const fulfillmentName = (choice: Pick<FulfillmentChoice, 'data'>) => String(choice.data.name ?? choice.data.id ?? '')

/** An option's requirement of a type ('min_subtotal'), when it has one. */
export const requirementOf = (option: Pick<ShippingOption, 'requirements'>, type: 'min_subtotal' | 'max_subtotal') =>
  option.requirements?.find((r) => r.type === type && !r.deleted_at)

/** 'Standard · Nordics · kr 49.00': what an option is called where several regions' options meet. */
export const shippingOptionEntity = defineEntity<ShippingOption>({
  noun: 'shipping option',
  focus: 'shipping-option',
  label: (o) => o.name,
  hint: (o) => [o.region?.name, o.is_return ? 'return' : undefined, shippingOptionHint(o)].filter(Boolean).join(' · '),
  search: async (q, { queryClient }) =>
    (await queryClient.fetchQuery(shippingOptionQueries.table({}))).shipping_options.filter((o) => matchesText(q, o.name, o.region?.name)),
  exact: (o, q) => sameText(o.name, q),
})

/** Shipping profiles by name; the list is small and unpaged. */
export const shippingProfileEntity = defineEntity<ShippingProfile>({
  noun: 'shipping profile',
  focus: 'shipping-profile',
  label: (p) => p.name,
  hint: (p) => p.type.replace('_', ' '),
  search: async (q, { queryClient }) =>
    (await queryClient.fetchQuery(shippingProfileQueries.table())).shipping_profiles.filter((p) => matchesText(q, p.name)),
  exact: (p, q) => sameText(p.name, q),
})
