import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { regionQueries } from '@/atoms/regions/keys'
import { salesChannelQueries } from '@/atoms/sales-channels/keys'

// Apart from the orders' keys, which a deep link loads at boot: the regions' and channels' modules
// come with the orders area's filters.
const filterRegionsAtom = atomWithQuery(() => regionQueries.options())
const filterSalesChannelsAtom = atomWithQuery(() => salesChannelQueries.options())

/** Choices for the orders table's region and sales channel filters; read only while the filters are shown. */
export const orderFilterOptionsAtom = atom((get) => ({
  regions: (get(filterRegionsAtom).data?.regions ?? []).map((r) => ({ value: r.id, label: r.name })),
  salesChannels: (get(filterSalesChannelsAtom).data?.sales_channels ?? []).map((s) => ({ value: s.id, label: s.name })),
}))
