import type { Region } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { regionListAtom } from '@/atoms/regions/keys'
import shared from '@/panels/shared/record-panel.module.css'
import { FilterSelect, type FilterValue, type TableUrlState } from '@/panels/shared/table'

const REGION_QUERY = { limit: 100 }

/** The region filter's value in the URL (`?region=<id>`). */
export const regionFilterOf = (url: TableUrlState) => {
  const value: FilterValue | undefined = url.filters.region
  return (Array.isArray(value) ? value[0] : value) || undefined
}

/** The region a table shows, chosen by name and kept in the URL. */
export function RegionFilter({ url, label }: { url: TableUrlState; label: string }) {
  const regions = useAtomValue(regionListAtom(REGION_QUERY))
  const options = ((regions.data?.regions ?? []) as Region[]).map((r) => ({ value: r.id, label: r.name }))
  return (
    <div className={shared.filters} role="group" aria-label={label}>
      <FilterSelect label="Region" value={regionFilterOf(url)} options={options} onChange={(v) => url.setFilter('region', v)} />
    </div>
  )
}

/** The region's name in a sentence ('Europe'), from the filter's list. */
export function useRegionName(id: string | undefined): string | undefined {
  const regions = useAtomValue(regionListAtom(REGION_QUERY))
  return id ? ((regions.data?.regions ?? []) as Region[]).find((r) => r.id === id)?.name : undefined
}
