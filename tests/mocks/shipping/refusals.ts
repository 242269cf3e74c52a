import type { AdminPostShippingOptionsReq, Region, ShippingOption } from '@medusajs/client-types'
import type { shippingOptions as optionsApi } from '@/api/admin/shipping-options'
import type { shippingProfiles as profilesApi } from '@/api/admin/shipping-profiles'
import type { regions as regionsApi } from '@/api/admin/regions'
import { defineRefusals, invalidData, notFound } from '../../support/refusals'

// Every refusal the shipping mock imitates (options and profiles), one row each
// (tests/support/refusals.ts): run against msw with refusals.msw.ts and against Medusa 1.20 with
// tests/contract/refusals/shipping.ts.

export interface ShippingRefusalContext {
  options: typeof optionsApi
  profiles: typeof profilesApi
  /** The seeded EUR region (manual provider) and one of its outbound options. */
  region: Region
  option: ShippingOption
}

/** The seeded EUR region and an option of it, read through the API. */
export async function shippingContext(apis: { options: typeof optionsApi; profiles: typeof profilesApi; regions: typeof regionsApi }): Promise<ShippingRefusalContext> {
  const { regions } = await apis.regions.list({ limit: 100 })
  const region = regions.find((r) => r.currency_code === 'eur' && r.fulfillment_providers?.some((p) => p.id === 'manual'))
  if (!region) throw new Error('no EUR region with the manual provider')
  const { shipping_options } = await apis.options.list({ region_id: region.id, is_return: false })
  const option = shipping_options.find((o) => o.provider_id === 'manual')
  if (!option) throw new Error(`no shipping option in region ${region.id}`)
  return { options: apis.options, profiles: apis.profiles, region, option }
}

const flat = ({ region }: ShippingRefusalContext, extra: Record<string, unknown> = {}) =>
  ({ name: 'Refused option', region_id: region.id, provider_id: 'manual', data: { id: 'manual-fulfillment' }, price_type: 'flat_rate', amount: 500, ...extra }) as AdminPostShippingOptionsReq
const unknownOption = notFound('Shipping Option with so_missing was not found')
const unknownProfile = notFound('Profile with id: sp_missing was not found')

export const refusals = defineRefusals<ShippingRefusalContext>({
  mock: 'shipping',
  about: 'Each row acts on the seeded EUR region and one of its flat-rate options; none changes them.',
  cases: [
    {
      route: 'POST /admin/shipping-options',
      when: 'a provider the region lacks',
      call: (ctx) => ctx.options.create(flat(ctx, { provider_id: 'nope' })),
      expected: invalidData('The fulfillment provider is not available in the provided region'),
    },
    {
      route: 'POST /admin/shipping-options',
      when: 'a flat rate without an amount',
      call: (ctx) => ctx.options.create(flat(ctx, { amount: undefined })),
      expected: invalidData('Shipping options of type `flat_rate` must have an `amount`'),
    },
    {
      route: 'POST /admin/shipping-options',
      when: 'a flat rate without an amount in an unknown region (the price is checked first)',
      call: (ctx) => ctx.options.create(flat(ctx, { amount: undefined, region_id: 'reg_missing' })),
      expected: invalidData('Shipping options of type `flat_rate` must have an `amount`'),
    },
    {
      route: 'POST /admin/shipping-options',
      when: 'a calculated price from the manual provider',
      call: (ctx) => ctx.options.create(flat(ctx, { price_type: 'calculated', amount: undefined })),
      expected: invalidData('The fulfillment provider cannot calculate prices for this option'),
    },
    {
      route: 'POST /admin/shipping-options',
      when: 'an unknown region',
      call: (ctx) => ctx.options.create(flat(ctx, { region_id: 'reg_missing' })),
      expected: notFound('Region with reg_missing was not found'),
    },
    {
      route: 'POST /admin/shipping-options',
      when: 'a maximum subtotal under the minimum',
      call: (ctx) => ctx.options.create(flat(ctx, { requirements: [{ type: 'min_subtotal', amount: 5000 }, { type: 'max_subtotal', amount: 1000 }] })),
      expected: invalidData('Max. subtotal must be greater than Min. subtotal'),
    },
    {
      route: 'POST /admin/shipping-options',
      when: 'two requirements of one type',
      call: (ctx) => ctx.options.create(flat(ctx, { requirements: [{ type: 'min_subtotal', amount: 1000 }, { type: 'min_subtotal', amount: 2000 }] })),
      expected: invalidData('Only one requirement of each type is allowed'),
    },
    { route: 'GET /admin/shipping-options/{id}', when: 'an unknown option', call: ({ options }) => options.retrieve('so_missing'), expected: unknownOption },
    { route: 'POST /admin/shipping-options/{id}', when: 'an unknown option', call: ({ options }) => options.update('so_missing', { requirements: [] }), expected: unknownOption },
    {
      route: 'POST /admin/shipping-options/{id}',
      when: 'no requirements (an update must carry them)',
      call: ({ options, option }) => options.update(option.id, { admin_only: true } as never),
      expected: invalidData('requirements must be an array'),
    },
    {
      route: 'POST /admin/shipping-options/{id}',
      when: 'a requirement id no requirement has',
      call: ({ options, option }) => options.update(option.id, { requirements: [{ id: 'sor_missing', type: 'min_subtotal', amount: 100 }] }),
      expected: invalidData('Shipping option requirement with id sor_missing does not exist'),
    },
    {
      route: 'POST /admin/shipping-options/{id}',
      when: "the id of a requirement deleted before (soft-deleted rows are not found; the option made for it is deleted after)",
      call: async (ctx) => {
        const { shipping_option: made } = await ctx.options.create(flat(ctx, { requirements: [{ type: 'min_subtotal', amount: 1000 }] }))
        const gone = made.requirements?.[0]?.id ?? 'sor_none'
        await ctx.options.update(made.id, { requirements: [] })
        return ctx.options
          .update(made.id, { requirements: [{ id: gone, type: 'min_subtotal', amount: 100 }] })
          .catch((error: { message?: string }) => {
            throw Object.assign(error, { message: error.message?.replace(gone, '{requirement}') })
          })
          .finally(() => ctx.options.delete(made.id))
      },
      expected: invalidData('Shipping option requirement with id {requirement} does not exist'),
    },
    { route: 'GET /admin/shipping-profiles/{id}', when: 'an unknown profile', call: ({ profiles }) => profiles.retrieve('sp_missing'), expected: unknownProfile },
    { route: 'POST /admin/shipping-profiles/{id}', when: 'an unknown profile', call: ({ profiles }) => profiles.update('sp_missing', { name: 'x' }), expected: unknownProfile },
  ],
})
