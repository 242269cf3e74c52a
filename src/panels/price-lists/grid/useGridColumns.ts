import type { MoneyAmount, Region } from '@medusajs/client-types'
import { atom, useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { gridColumns, gridCurrencies, type GridColumn } from '@/atoms/price-lists/grid'
import { regionListAtom } from '@/atoms/regions/keys'

const NO_REGIONS: readonly Region[] = []
const noRegions = atom({ data: undefined as { regions: Region[] } | undefined })
const ALL_REGIONS = { limit: 100 }

/**
 * The grid's columns: the currencies, then a column per region the list has prices in or the operator
 * added ("Add region prices column"). Regions are read only when a region column is wanted, for their names.
 */
export function useGridColumns(
  prices: readonly MoneyAmount[],
  store: { currencies: readonly string[]; defaultCurrency?: string },
  addedRegionIds: readonly string[] | undefined,
): GridColumn[] {
  // A scan of the list's 15,000 prices: once per list read, not on every edit that renders the panel.
  const priced = useMemo(() => prices.some((p) => p.region_id), [prices])
  const wanted = Boolean(addedRegionIds?.length) || priced
  const regions = useAtomValue(wanted ? regionListAtom(ALL_REGIONS) : noRegions).data?.regions ?? NO_REGIONS
  const { currencies, defaultCurrency } = store
  return useMemo(
    () => gridColumns(gridCurrencies(currencies, prices, defaultCurrency), regions, prices, addedRegionIds),
    [currencies, prices, defaultCurrency, regions, addedRegionIds],
  )
}
