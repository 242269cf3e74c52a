import type { QueryClient } from '@tanstack/react-query'
import { storeQueries } from '@/atoms/core/store'
import { regionQueries } from '@/atoms/regions/keys'
import { regionSetupNotice, regionSetupReport, regionTaxRateCountQuery, type RegionSetupReport } from '@/atoms/regions/setup'
import { shippingOptionQueries } from '@/atoms/shipping/keys'

/**
 * "Can this region sell?": reads the region, the store's currencies, the region's shipping options and
 * tax rates through the real API (fresh: it runs right after a change) and says what is met or missing.
 */
export async function checkRegionSetup(regionId: string, queryClient: QueryClient): Promise<RegionSetupReport> {
  const fresh = { staleTime: 0 }
  const [{ region }, { store }, outbound, returns, taxRateCount] = await Promise.all([
    queryClient.fetchQuery({ ...regionQueries.detail(regionId), ...fresh }),
    queryClient.fetchQuery({ ...storeQueries.detail(), ...fresh }),
    queryClient.fetchQuery({ ...shippingOptionQueries.forRegion(regionId, false), ...fresh }),
    queryClient.fetchQuery({ ...shippingOptionQueries.forRegion(regionId, true), ...fresh }),
    queryClient.fetchQuery({ ...regionTaxRateCountQuery(regionId), ...fresh }),
  ])
  return regionSetupReport({
    region,
    store,
    shippingOptions: [...outbound.shipping_options, ...returns.shipping_options],
    taxRateCount,
  })
}

/** The notice a change ends with; a failed check does not hide that the change itself was made. */
export async function regionSetupNoticeFor(regionId: string, queryClient: QueryClient): Promise<string> {
  try {
    return regionSetupNotice(await checkRegionSetup(regionId, queryClient))
  } catch {
    return 'Could not check whether the region can sell: run "Check region setup".'
  }
}
