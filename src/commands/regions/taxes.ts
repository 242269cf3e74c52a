import type { Region } from '@medusajs/client-types'
import { regionQueries, updateRegionMutation } from '@/atoms/regions/keys'
import { storeProviderQueries } from '@/atoms/store/keys'
import type { EntityOption, PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, toast } from '@/commands/core/define'
import { ensureUnchanged, freshRecord, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg } from '@/commands/core/entity'
import type { CommandContext } from '@/models/core/context'
import { recordIn, type SearchTools } from '@/models/core/entity'
import { regionEntity } from '@/models/regions/entity'

/** Medusa's built-in provider has no row: a region using it has tax_provider_id null. */
export const SYSTEM_TAX_PROVIDER = 'system'
const SYSTEM_LABEL = 'System tax provider (built in)'

const providerLabel = (id: string | null | undefined) => (!id || id === SYSTEM_TAX_PROVIDER ? SYSTEM_LABEL : id)

/** The built-in provider first, then those plugins installed (GET /admin/store/tax-providers). */
async function searchTaxProviders(query: string, tools: SearchTools): Promise<EntityOption[]> {
  const { tax_providers } = await tools.queryClient.fetchQuery(storeProviderQueries.tax())
  const options = [{ id: SYSTEM_TAX_PROVIDER, label: SYSTEM_LABEL }, ...tax_providers.map((p) => ({ id: p.id, label: p.id, hint: p.is_installed ? undefined : 'not installed' }))]
  const q = query.trim().toLowerCase()
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options
}

/** A prompt's starting value from the region as the operator has seen it (not an editRecord: `e` is "Edit region"). */
const current =
  <T>(field: (region: Region) => T) =>
  (ctx: CommandContext, args: PartialArgs): T | undefined => {
    const region = recordIn(ctx, 'region', 'regionId', args)
    return region ? field(region) : undefined
  }

/**
 * "Edit region tax settings" (the original admin's settings/taxes region form): the tax provider,
 * whether taxes are computed automatically in the cart, and whether gift cards are taxed.
 */
export const editRegionTaxSettings = defineCommand({
  id: 'regions.edit-tax-settings',
  title: 'Edit region tax settings',
  keywords: ['tax provider', 'automatic taxes', 'gift cards taxable', 'taxes'],
  hotkey: 't',
  scope: 'region',
  args: {
    regionId: entityArg(regionEntity),
    taxProvider: arg.entity({
      label: 'Tax provider',
      search: searchTaxProviders,
      name: (record) => providerLabel((record as { id?: string } | undefined)?.id),
      initial: current((region) => region.tax_provider_id ?? SYSTEM_TAX_PROVIDER),
    }),
    automaticTaxes: arg.boolean({
      label: 'Calculate taxes automatically?',
      description: 'Off: taxes are computed only when the cart is completed',
      initial: current((region) => region.automatic_taxes),
    }),
    giftCardsTaxable: arg.boolean({ label: 'Apply taxes to gift cards?', initial: current((region) => region.gift_cards_taxable) }),
  },
  run: async (a, tools) => {
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureUnchanged(tools, a, {
      command: 'regions.edit-tax-settings',
      id: a.regionId,
      seen: recordIn(tools.ctx, 'region', 'regionId', a),
      read: async () => (await freshRecord(tools, regionQueries.detail(a.regionId))).region,
      fields: taxSettingFields(),
      name: (region) => region.name,
    })
    const providerId = a.taxProvider === SYSTEM_TAX_PROVIDER ? null : a.taxProvider
    // client-types has `tax_provider_id?: string`; the validator (IsOptional) takes null: the built-in one.
    const body = { tax_provider_id: providerId as string | undefined, automatic_taxes: a.automaticTaxes, gift_cards_taxable: a.giftCardsTaxable }
    const { region } = await tools.mutate(updateRegionMutation, { id: a.regionId, body })
    const taxes = region.automatic_taxes ? 'automatic taxes' : 'taxes at checkout completion'
    return toast(`${region.name}: tax settings saved`, `${providerLabel(region.tax_provider_id)}, ${taxes}, gift cards ${region.gift_cards_taxable ? 'taxed' : 'not taxed'}`)
  },
})

/** The fields 'Edit region tax settings' sets, read off a region (typed here: the command reads it in its own run). */
function taxSettingFields(): WatchedField<Region>[] {
  return watchFields<Region>(editRegionTaxSettings.args, {
    taxProvider: (region) => region.tax_provider_id ?? SYSTEM_TAX_PROVIDER,
    automaticTaxes: (region) => region.automatic_taxes,
    giftCardsTaxable: (region) => region.gift_cards_taxable,
  })
}
