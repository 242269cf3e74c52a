import type { StockLocation } from '@/api/admin/stock-locations'
import { stockLocationQueries } from '@/atoms/stock-locations/keys'
import { defineEntity, sameText } from '@/models/core/entity'
import { countryName } from '@/models/regions/parts'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'stock-location': StockLocation
  }
}

/** 'Amsterdam, Netherlands': where a location is, as far as its address says. */
export function locationPlace(location: Pick<StockLocation, 'address'>): string | undefined {
  const address = location.address
  if (!address) return undefined
  return [address.city, address.country_code ? countryName(address.country_code) : undefined].filter(Boolean).join(', ') || undefined
}

/** 'Web, POS' or 'no sales channel'. */
export function locationChannels(location: Pick<StockLocation, 'sales_channels'>): string {
  const names = (location.sales_channels ?? []).map((channel) => channel.name)
  return names.length ? names.join(', ') : 'no sales channel'
}

export const stockLocationEntity = defineEntity<StockLocation>({
  noun: 'stock location',
  focus: 'stock-location',
  label: (location) => location.name,
  hint: (location) => locationPlace(location),
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(stockLocationQueries.search(q.trim()))).stock_locations,
  exact: (location, q) => sameText(location.name, q),
})
