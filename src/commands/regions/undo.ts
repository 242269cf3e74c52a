import type { Region } from '@medusajs/client-types'
import { regions } from '@/api/admin/regions'
import type { UndoValue } from '@/atoms/activity/entry'
import { addRegionPartMutation, regionQueries, removeRegionPartMutation, type RegionPart } from '@/atoms/regions/keys'
import type { CommandTools } from '@/commands/core/define'
import { sameValue } from '@/commands/core/editConflict'
import { defineReverter, goneIsNone, recordSets, type CurrentRecord, type Reverter } from '@/commands/core/undo'
import { capitalize } from '@/models/core/entity'
import { countryName } from '@/models/regions/parts'

// A region's countries, payment providers and fulfillment providers are undone as lists: a step's id
// is the region, its field the list ('countries'), before and after the codes or provider ids. The
// undo sends the difference through the same add and remove routes the commands use.

interface RegionList {
  part: RegionPart
  /** The list in a sentence. */
  name: string
  members: (region: Region) => string[]
  /** A member as the operator knows it: a country by its name, a provider by its id ('manual'). */
  shown: (id: string) => string
}

const LISTS: Record<RegionPart, RegionList> = {
  country: { part: 'country', name: 'countries', members: (r) => (r.countries ?? []).map((c) => c.iso_2), shown: countryName },
  payment: { part: 'payment', name: 'payment providers', members: (r) => (r.payment_providers ?? []).map((p) => p.id), shown: (id) => id },
  fulfillment: { part: 'fulfillment', name: 'fulfillment providers', members: (r) => (r.fulfillment_providers ?? []).map((p) => p.id), shown: (id) => id },
}

const listOf = (field: string): RegionList | undefined => (field in LISTS ? LISTS[field as RegionPart] : undefined)
const codes = (value: UndoValue): string[] => (Array.isArray(value) ? [...(value as readonly string[])] : [])
const listText = (list: RegionList, ids: readonly string[]) => ids.map(list.shown).join(', ') || `no ${list.name}`

/** The region as the server has it now: what a membership command reads before it writes, for its undo. */
export const freshRegion = async (tools: Pick<CommandTools, 'fetch'>, id: string): Promise<Region> =>
  (await tools.fetch({ ...regionQueries.detail(id), staleTime: 0 })).region as Region

/** Tells the journal what a membership command changed on the region: its list before and after, by name. */
export function tellRegionList(tools: Pick<CommandTools, 'journal'>, part: RegionPart, before: Region, after: Region): void {
  const list = LISTS[part]
  const [was, now] = [list.members(before), list.members(after)]
  // Already so (a provider added twice): nothing changed, nothing to take back.
  if (sameValue(was, now)) return
  recordSets(tools, [{ id: before.id, name: before.name, field: part, before: was, after: now }])
  tools.journal?.changed([{ record: before.name, field: capitalize(list.name), before: listText(list, was), after: listText(list, now) }])
}

/** Countries the region would take back that another region holds now, said by name (Medusa's refusal names the region by id). */
async function refuseTaken(tools: CommandTools, region: string, adding: readonly string[]): Promise<void> {
  if (!adding.length) return
  const { regions: all } = await tools.fetch({ ...regionQueries.options(), staleTime: 0 })
  const taken = adding.flatMap((code) => {
    const owner = (all as Region[]).find((r) => r.id !== region && r.countries?.some((c) => c.iso_2 === code))
    return owner ? [`${countryName(code)} is in ${owner.name} now`] : []
  })
  if (taken.length) throw new Error(`${taken.join('; ')}: a country is in one region only, so it cannot come back here — remove it there first, then undo again`)
}

/** Regions read again one by one; each list set back by adding and removing the members that differ. */
const regionListsReverter = (): Reverter => ({
  kind: 'region',
  chunk: 20,
  fieldName: (field) => listOf(field)?.name ?? field,
  plural: () => true,
  read: async (ids) => {
    const now = new Map<string, CurrentRecord>()
    for (const id of ids) {
      const region = (await regions.retrieve(id).catch(goneIsNone))?.region as Region | undefined
      if (!region) continue
      now.set(id, {
        name: region.name,
        value: (field) => listOf(field)?.members(region) ?? null,
        shown: (field) => {
          const list = listOf(field)
          return list ? listText(list, list.members(region)) : ''
        },
      })
    }
    return now
  },
  write: async (steps, _plan, tools) => {
    for (const step of steps) {
      const list = listOf(step.field)
      if (!list) continue
      const [before, after] = [codes(step.before), codes(step.after)]
      const adding = before.filter((id) => !after.includes(id))
      const removing = after.filter((id) => !before.includes(id))
      if (list.part === 'country') await refuseTaken(tools, step.id, adding)
      for (const value of removing) await tools.mutate(removeRegionPartMutation, { id: step.id, part: list.part, value })
      for (const value of adding) await tools.mutate(addRegionPartMutation, { id: step.id, part: list.part, value })
    }
  },
})

/** The revert of a region's countries and payment and fulfillment providers. */
export const REGION_LISTS = defineReverter('region-lists', regionListsReverter)
