import type { Region } from '@medusajs/client-types'
import { addRegionPartMutation, regionQueries, removeRegionPartMutation, type RegionPart } from '@/atoms/regions/keys'
import type { EntityOption, PartialArgs } from '@/commands/core/args'
import type { SearchTools } from '@/models/core/entity'
import type { CommandContext } from '@/models/core/context'
import { arg, defineCommand, toast } from '@/commands/core/define'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { regionEntity } from '@/models/regions/entity'
import { countryEntity, countryName, countryOwners, fulfillmentProviderEntity, paymentProviderEntity } from '@/models/regions/parts'
import { regionSetupNoticeFor } from '@/models/regions/setup'
import { inverse } from '@/commands/core/undo'
import { freshRegion, REGION_LISTS, tellRegionList } from './undo'

const regionIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'region', 'regionId', args)

/** The region the prompt is about, as loaded (the focused or picked record, else one request). */
async function regionOf({ ctx, args, queryClient }: SearchTools): Promise<Region | undefined> {
  if (typeof args.regionId !== 'string') return undefined
  return regionIn(ctx, args) ?? ((await queryClient.fetchQuery(regionQueries.detail(args.regionId))).region as Region)
}

interface PartDef {
  part: RegionPart
  /** 'country', 'payment provider'. */
  noun: string
  /** Its picker over every country or installed provider. */
  search: (q: string, tools: SearchTools) => Promise<EntityOption[]>
  /** The region's current members' ids. */
  members: (region: Region) => string[]
  /** How a member is named in messages. */
  name: (id: string) => string
}

const PARTS: Record<RegionPart, PartDef> = {
  country: {
    part: 'country',
    noun: 'country',
    search: pickerOf(countryEntity),
    members: (r) => (r.countries ?? []).map((c) => c.iso_2),
    name: countryName,
  },
  payment: {
    part: 'payment',
    noun: 'payment provider',
    search: pickerOf(paymentProviderEntity),
    members: (r) => (r.payment_providers ?? []).map((p) => p.id),
    name: (id) => id,
  },
  fulfillment: {
    part: 'fulfillment',
    noun: 'fulfillment provider',
    search: pickerOf(fulfillmentProviderEntity),
    members: (r) => (r.fulfillment_providers ?? []).map((p) => p.id),
    name: (id) => id,
  },
}

/** A picker of what the region has (to remove) or does not have yet (to add). */
function memberPicker(def: PartDef, has: boolean) {
  return async (q: string, tools: SearchTools): Promise<EntityOption[]> => {
    const [region, options] = await Promise.all([regionOf(tools), def.search(q, tools)])
    const members = region ? def.members(region) : []
    return options.filter((option) => members.includes(option.id) === has)
  }
}

/** The value's label for the question and the toast. */
const noun = (def: PartDef, id: unknown) => (typeof id === 'string' ? def.name(id) : `the ${def.noun}`)

function addCommand<const Id extends string>(id: Id, title: string, hotkey: string, def: PartDef) {
  return defineCommand({
    id,
    title,
    keywords: [def.noun, 'region', 'add'],
    hotkey,
    scope: 'region',
    args: {
      regionId: entityArg(regionEntity),
      value: arg.entity({ label: def.noun.charAt(0).toUpperCase() + def.noun.slice(1), search: memberPicker(def, false) }),
    },
    run: async (a, tools) => {
      const { mutate, queryClient } = tools
      if (def.part === 'country') {
        // Medusa's refusal names the other region by its id: said here by its name instead.
        const owner = (await countryOwners({ queryClient })).get(a.value)
        if (owner && owner.id !== a.regionId) throw new Error(`${countryName(a.value)} belongs to ${owner.name}: remove it there first (a country is in one region only)`)
      }
      // Read first: the undo sets the list back to what it was.
      const before = await freshRegion(tools, a.regionId)
      const { region } = await mutate(addRegionPartMutation, { id: a.regionId, part: def.part, value: a.value })
      tellRegionList(tools, def.part, before, region)
      return toast(`${noun(def, a.value)} added to ${region.name}`, await regionSetupNoticeFor(region.id, queryClient))
    },
    undo: inverse(REGION_LISTS),
  })
}

function removeCommand<const Id extends string>(id: Id, title: string, hotkey: string, def: PartDef) {
  return defineCommand({
    id,
    title,
    keywords: [def.noun, 'region', 'remove', 'delete'],
    hotkey,
    scope: 'region',
    args: {
      regionId: entityArg(regionEntity),
      value: arg.entity({ label: def.noun.charAt(0).toUpperCase() + def.noun.slice(1), search: memberPicker(def, true) }),
    },
    confirm: (a, ctx) => `Remove ${noun(def, a.value)} from ${regionIn(ctx, a)?.name ?? 'the region'}?`,
    run: async (a, tools) => {
      const before = await freshRegion(tools, a.regionId)
      const { region } = await tools.mutate(removeRegionPartMutation, { id: a.regionId, part: def.part, value: a.value })
      tellRegionList(tools, def.part, before, region)
      return toast(`${noun(def, a.value)} removed from ${region.name}`, await regionSetupNoticeFor(region.id, tools.queryClient))
    },
    undo: inverse(REGION_LISTS),
  })
}

export const addCountry = addCommand('regions.add-country', 'Add country to region', 'a', PARTS.country)
export const removeCountry = removeCommand('regions.remove-country', 'Remove country from region', 'shift+a', PARTS.country)
export const addPaymentProvider = addCommand('regions.add-payment-provider', 'Add payment provider to region', 'p', PARTS.payment)
export const removePaymentProvider = removeCommand('regions.remove-payment-provider', 'Remove payment provider from region', 'shift+p', PARTS.payment)
export const addFulfillmentProvider = addCommand('regions.add-fulfillment-provider', 'Add fulfillment provider to region', 'f', PARTS.fulfillment)
export const removeFulfillmentProvider = removeCommand(
  'regions.remove-fulfillment-provider',
  'Remove fulfillment provider from region',
  'shift+f',
  PARTS.fulfillment,
)
