import type { MoneyAmount, ProductVariant, Region } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { formatMoney } from '@/api/money'
import { regionListAtom } from '@/atoms/regions/keys'
import shared from '@/panels/shared/record-panel.module.css'

/** The same query as the regions filter of the shipping and tax tables: one cached list of every region. */
const ALL_REGIONS = { limit: 100 }

/** A variant's own prices (a price list's are the price list panel's). */
const ownPrices = (variant: ProductVariant): MoneyAmount[] => (variant.prices ?? []).filter((p) => !p.price_list_id)

/** The variant's region prices, each named by its region ('Europe €18.00'), never by the region's id. */
function RegionPrices({ prices }: { prices: MoneyAmount[] }) {
  const regions = (useAtomValue(regionListAtom(ALL_REGIONS)).data?.regions ?? []) as Region[]
  return (
    <>
      {prices.map((price) => {
        // While the regions load (or for a region deleted since) the price still shows, named in general terms.
        const name = regions.find((r) => r.id === price.region_id)?.name ?? 'A region'
        return (
          <span key={price.id} className={shared.muted}>
            {' · '}
            {name} {formatMoney(price.amount, price.currency_code)}
          </span>
        )
      })}
    </>
  )
}

/**
 * The prices cell of a variant's row: its currency prices, then its region prices (which Medusa prefers
 * in that region). The regions are read only when the variant has a region price.
 */
export function VariantPrices({ variant }: { variant: ProductVariant }) {
  const own = ownPrices(variant)
  const byCurrency = own.filter((p) => !p.region_id)
  const byRegion = own.filter((p) => p.region_id)
  if (!byCurrency.length && !byRegion.length) return <>—</>
  return (
    <>
      {byCurrency.map((p) => formatMoney(p.amount, p.currency_code)).join(' · ') || <span className={shared.muted}>No currency price</span>}
      {byRegion.length > 0 && <RegionPrices prices={byRegion} />}
    </>
  )
}

/** Whether the row offers removing a region price: only a variant that has one. */
export const hasRegionPrice = (variant: ProductVariant) => ownPrices(variant).some((p) => p.region_id)
