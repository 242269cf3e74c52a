import type { Discount } from '@medusajs/client-types'
import { onFocused, refusalOf, rule } from '@/models/core/rules'

// What Medusa allows on a discount, and how to say it does not.

/** What a code may hold: Medusa takes any non-empty text, but a space or comma cannot be typed at checkout. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

export const isEnabled = rule<Discount>((d) => !d.is_disabled, (d) => `${d.code} is already disabled`)
export const isDisabled = rule<Discount>((d) => d.is_disabled, (d) => `${d.code} is already enabled`)

/** Codes belong to a dynamic discount itself, not to one of its codes (a child is dynamic too). */
const hasCodes = rule<Discount>(
  (d) => d.is_dynamic && !d.parent_discount_id,
  (d) => (d.parent_discount_id ? `${d.code} is a code of a dynamic discount: open that discount` : `${d.code} is not dynamic: only a dynamic discount has codes`),
)
/** `when` and `why` of a command about a dynamic discount's codes. */
export const dynamicOnly = { when: onFocused('discount', hasCodes.allows), why: refusalOf('discount', hasCodes) }

/** Why the region cannot be added, before asking Medusa: already there, or a fixed discount's second region. */
export function addRegionRefusal(d: Discount | undefined, regionId: string): string | undefined {
  if (!d) return undefined
  const regions = d.regions ?? []
  const present = regions.find((r) => r.id === regionId)
  if (present) return `${d.code} already applies in ${present.name}`
  if (d.rule?.type === 'fixed' && regions.length >= 1) {
    return `${d.code} is a fixed amount in ${regions[0]?.currency_code.toUpperCase()}: Medusa allows one region for a fixed discount`
  }
  return undefined
}

/** Medusa lets the last region go, but a discount without a region can never apply. */
export function removeRegionRefusal(d: Discount | undefined, regionId: string): string | undefined {
  return d?.regions?.length === 1 && d.regions[0]?.id === regionId ? `${d.code} applies only in ${d.regions[0]?.name}: add another region first` : undefined
}
