import type { Region } from '@medusajs/client-types'
import { createRegionMutation, deleteRegionMutation, regionQueries, updateRegionMutation } from '@/atoms/regions/keys'
import { deleteShippingOptionMutation, shippingOptionQueries } from '@/atoms/shipping/keys'
import type { PartialArgs } from '@/commands/core/args'
import { defineSettingsArea } from '@/commands/core/area'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { createRevert, holding } from '@/commands/core/createUndo'
import { arg, defineCommand, openPanel, toast } from '@/commands/core/define'
import { capitalize, recordIn } from '@/models/core/entity'
import { editRecord } from '@/commands/core/edit'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { currencyEntity } from '@/models/currencies/entity'
import { regionsSettings } from '@/models/regions/area'
import { regionEntity, type RegionWithUsage } from '@/models/regions/entity'
import { countryEntity, countryName, countryOwners, fulfillmentProviderEntity, paymentProviderEntity } from '@/models/regions/parts'
import { checkRegionSetup, regionSetupNoticeFor } from '@/models/regions/setup'
import { counted } from '@/models/core/text'

/** 'Go to settings: regions'. */
export const regionsArea = defineSettingsArea(regionsSettings)

export const openRegion = defineCommand({
  id: 'regions.open',
  reads: true,
  title: 'Open region…',
  keywords: ['find', 'market'],
  args: { regionId: arg.entity({ label: 'Region', search: pickerOf(regionEntity) }) },
  run: async (a) => openPanel(regionsSettings.routes.record(a.regionId)),
})

const regionIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'region', 'regionId', args)

/** Medusa refuses a rate outside 0–100 (region service validateTaxRate); said on the page. */
const taxRateArg = (initial?: (ctx: CommandContext, args: PartialArgs) => number | undefined) =>
  arg.number({
    label: 'Tax rate (%)',
    description: 'The default rate of the region, 0 to 100',
    step: 0.01,
    initial,
    validate: (rate) => (rate < 0 || rate > 100 ? 'Tax rate must be between 0 and 100 %' : undefined),
  })

const currencyArg = (initial?: (ctx: CommandContext, args: PartialArgs) => string | undefined) =>
  arg.entity({ label: 'Currency (one of the store’s)', search: pickerOf(currencyEntity), initial })

/** Countries held by another region are refused before sending: Medusa's refusal names that region by id. */
async function refuseTakenCountries(codes: readonly string[], regionId: string | undefined, tools: Parameters<typeof countryOwners>[0]) {
  const owners = await countryOwners(tools)
  const taken = codes.flatMap((code) => {
    const owner = owners.get(code)
    return owner && owner.id !== regionId ? [`${countryName(code)} belongs to ${owner.name}`] : []
  })
  if (taken.length) throw new Error(`${taken.join('; ')}: remove ${taken.length === 1 ? 'it' : 'them'} there first (a country is in one region only)`)
}

type MadeRegion = { name: string; currency: string; taxRate: number; taxCode?: string | null; countries: string[]; payment: string[]; fulfillment: string[] }
const regionBody = (r: MadeRegion) => ({
  name: r.name,
  currency_code: r.currency,
  tax_rate: r.taxRate,
  tax_code: r.taxCode || undefined,
  countries: r.countries,
  payment_providers: r.payment,
  fulfillment_providers: r.fulfillment,
})
const idsOf = (list: ReadonlyArray<{ id: string }> | undefined | null) => (list ?? []).map((item) => item.id).sort()

/**
 * A new region is taken back while it is as it was made and has no order or shipping option yet (its
 * countries are free again); a redo makes it again, refused while another region holds a country.
 */
const regionCreated = createRevert<Region>({
  command: 'regions.create',
  kind: 'region',
  read: (id, { fetch }) => fetch({ ...regionQueries.detail(id), staleTime: 0 }).then((r) => r.region as Region),
  name: (region) => region.name,
  made: (r) => ({
    name: r.name,
    currency: r.currency_code,
    taxRate: r.tax_rate,
    taxCode: r.tax_code,
    countries: (r.countries ?? []).map((c) => c.iso_2).sort(),
    payment: idsOf(r.payment_providers),
    fulfillment: idsOf(r.fulfillment_providers),
  }),
  holds: async (region, { fetch }) => {
    const usage = await fetch({ ...regionQueries.usage(region.id), staleTime: 0 })
    return holding(usage.orders, 'order') ?? holding(usage.shippingOptions, 'shipping option')
  },
  remove: (id, { mutate }) => mutate(deleteRegionMutation, id),
  make: async (fields, { mutate, queryClient }) => {
    const made = fields as MadeRegion
    await refuseTakenCountries(made.countries, undefined, { queryClient })
    return (await mutate(createRegionMutation, regionBody(made))).region.id
  },
})

export const createRegion = defineCommand({
  id: 'regions.create',
  title: 'Create region',
  keywords: ['new region', 'market', 'add region'],
  args: {
    name: arg.text({ label: 'Name', placeholder: 'Nordics', validate: (name) => (name.trim() ? undefined : 'Name is required') }),
    currency: currencyArg(),
    taxRate: taxRateArg(),
    taxCode: arg.text({ label: 'Tax code', optional: true, description: 'Empty: none' }),
    paymentProviders: arg.entities({ label: 'Payment providers', search: pickerOf(paymentProviderEntity) }),
    fulfillmentProviders: arg.entities({ label: 'Fulfillment providers', search: pickerOf(fulfillmentProviderEntity) }),
    // Last: a country another region holds is refused on this page (after the run's check), the rest kept.
    countries: arg.entities({ label: 'Countries', description: 'Customers with an address there shop in this region; a country is in one region only', search: pickerOf(countryEntity) }),
  },
  run: async (a, tools) => {
    await refuseTakenCountries(a.countries, undefined, tools)
    const body = { name: a.name.trim(), currency: a.currency, taxRate: a.taxRate, taxCode: a.taxCode?.trim(), countries: a.countries, payment: a.paymentProviders, fulfillment: a.fulfillmentProviders }
    const { region } = await tools.mutate(createRegionMutation, regionBody(body))
    regionCreated.told(tools, region as Region)
    return toast(`Region ${region.name} created`, await regionSetupNoticeFor(region.id, tools.queryClient))
  },
  undo: regionCreated.undo,
})

export const editRegion = editRecord({
  id: 'regions.edit',
  title: 'Edit region',
  keywords: ['rename', 'currency', 'tax rate', 'tax code', 'includes tax'],
  entity: regionEntity,
  arg: 'regionId',
  read: (id, { fetch }) => fetch({ ...regionQueries.detail(id), staleTime: 0 }).then((r) => r.region),
  undoable: true,
  fields: (current) => ({
    name: arg.text({ label: 'Name', initial: current((r) => r.name), validate: (name) => (name.trim() ? undefined : 'Name is required') }),
    currency: currencyArg(current((r) => r.currency_code)),
    taxRate: taxRateArg(current((r) => r.tax_rate)),
    taxCode: arg.text({ label: 'Tax code', optional: true, description: 'Empty: none', initial: current((r) => r.tax_code) }),
    includesTax: arg.boolean({
      label: 'Prices include tax?',
      // Only with the tax_inclusive_pricing flag: Medusa refuses the field otherwise.
      default: (ctx, args) => (ctx.flags.tax_inclusive_pricing ? undefined : (regionIn(ctx, args)?.includes_tax ?? false)),
      initial: current((r) => r.includes_tax),
    }),
  }),
  run: async (a, { mutate, queryClient, ctx }) => {
    const { region } = await mutate(updateRegionMutation, {
      id: a.regionId,
      body: {
        name: a.name.trim(),
        currency_code: a.currency,
        tax_rate: a.taxRate,
        tax_code: a.taxCode?.trim() ?? '',
        ...(ctx.flags.tax_inclusive_pricing ? { includes_tax: a.includesTax } : {}),
      },
    })
    return toast(`Region ${region.name} saved`, await regionSetupNoticeFor(region.id, queryClient))
  },
})


export function deleteQuestion(region: RegionWithUsage | undefined): string {
  if (!region) return 'Delete this region? Its countries become free for other regions.'
  const { orders = 0, shippingOptions: options = 0 } = region.usage ?? {}
  const uses = [orders ? counted(orders, 'order') : '', options ? counted(options, 'shipping option') : ''].filter(Boolean)
  const fates = [
    orders ? (orders === 1 ? 'the order keeps it' : 'orders keep it') : '',
    options ? `its ${options === 1 ? 'shipping option is' : 'shipping options are'} deleted with it` : '',
  ].filter(Boolean)
  // '1 order uses it', '3 orders use it', '1 order and 1 shipping option use it'.
  const verb = orders + options === 1 ? 'uses' : 'use'
  const warning = uses.length ? ` ${uses.join(' and ')} ${verb} it: ${fates.join(', ')}.` : ''
  return `Delete region ${region.name}?${warning} Its countries become free for other regions.`
}

export const deleteRegion = defineCommand({
  id: 'regions.delete',
  title: 'Delete region',
  keywords: ['remove region'],
  hotkey: 'shift+backspace',
  scope: 'region',
  args: {
    regionId: arg.entity({
      label: 'Region',
      focus: 'region',
      name: (record) => (record as Region).name,
      default: (ctx) => (ctx.focus?.kind === 'region' ? ctx.focus.id : undefined),
      // The picker asks the API what uses each region it lists, so the question can warn.
      search: async (q, tools) => {
        const options = await pickerOf(regionEntity)(q, tools)
        return Promise.all(
          options.map(async (option) => {
            const usage = await tools.queryClient.fetchQuery(regionQueries.usage(option.id))
            return { ...option, hint: `${option.hint ?? ''} · ${counted(usage.orders, 'order')}`, record: { ...(option.record as Region), usage } }
          }),
        )
      },
    }),
  },
  confirm: (a, ctx) => deleteQuestion((regionIn(ctx, a) as RegionWithUsage | undefined) ?? pickedRecord<RegionWithUsage>(ctx, 'regionId', a.regionId)),
  run: async (a, { mutate, queryClient }) => {
    // Medusa 1.20 deletes a region and leaves its shipping options, and then answers every list of all
    // regions' options 404 (it prices each through its region): the options go first. A failure stops
    // the run before the region goes, and a retry finds only the options still there.
    const { shipping_options } = await queryClient.fetchQuery({ ...shippingOptionQueries.table({ region_id: a.regionId }), staleTime: 0 })
    for (const option of shipping_options) await mutate(deleteShippingOptionMutation, option.id)
    await mutate(deleteRegionMutation, a.regionId)
    return openPanel(regionsSettings.routes.list())
  },
})

/** "Can this region sell?": every requirement, met or missing. */
export const checkSetup = defineCommand({
  id: 'regions.check-setup',
  reads: true,
  title: 'Check region setup',
  keywords: ['can sell', 'checkout', 'missing', 'ready', 'diagnose', 'why can’t customers buy'],
  hotkey: 'c',
  scope: 'region',
  args: { regionId: entityArg(regionEntity) },
  run: async (a, { queryClient }) => {
    const report = await checkRegionSetup(a.regionId, queryClient)
    const title = report.canSell ? `${report.regionName} can sell` : `${report.regionName} cannot sell yet`
    const lines = report.checks.map((c) => `${c.met ? '✓' : '✗'} ${capitalize(c.text)}`)
    return toast(title, lines.join('\n'))
  },
})
