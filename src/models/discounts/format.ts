import type { Discount, DiscountCondition } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { counted, grouped } from '@/models/core/text'

/** How discounts read to an operator: the rule ("10 %", "€5.00 off", "Free shipping"), the status. */

/** A fixed amount is in the currency of the discount's (single) region; unknown until regions load. */
export function ruleText(discount: Pick<Discount, 'rule' | 'regions'>): string {
  const rule = discount.rule
  if (!rule) return '—'
  if (rule.type === 'percentage') return `${rule.value} %`
  if (rule.type === 'free_shipping') return 'Free shipping'
  const currency = discount.regions?.[0]?.currency_code
  return currency ? `${formatMoney(rule.value, currency)} off` : `${rule.value} off`
}

export const allocationText = (discount: Pick<Discount, 'rule'>): string =>
  discount.rule?.allocation === 'item' ? 'Each item' : discount.rule?.allocation === 'total' ? 'Order total' : '—'

export type DiscountStatus = 'disabled' | 'expired' | 'scheduled' | 'used up' | 'active'

/** Disabled wins, then the validity window, then the usage limit; `now` is the operator's clock. */
export function discountStatus(discount: Pick<Discount, 'is_disabled' | 'starts_at' | 'ends_at' | 'usage_limit' | 'usage_count'>, now = Date.now()): DiscountStatus {
  if (discount.is_disabled) return 'disabled'
  if (discount.ends_at && Date.parse(discount.ends_at) <= now) return 'expired'
  if (Date.parse(discount.starts_at) > now) return 'scheduled'
  if (discount.usage_limit !== null && discount.usage_count >= discount.usage_limit) return 'used up'
  return 'active'
}

export const usageText = (discount: Pick<Discount, 'usage_count' | 'usage_limit'>): string =>
  discount.usage_limit === null ? grouped(discount.usage_count) : `${grouped(discount.usage_count)} / ${grouped(discount.usage_limit)}`

/** "SUMMER15 (used 41 times)": how a delete confirm names what will go. */
export const usedText = (discount: Pick<Discount, 'code' | 'usage_count'>): string =>
  discount.usage_count ? `${discount.code} (used ${counted(discount.usage_count, 'time')})` : `${discount.code} (never used)`

export const CONDITION_TYPE_LABELS: Record<DiscountCondition['type'], string> = {
  products: 'Products',
  product_types: 'Product types',
  product_collections: 'Collections',
  product_tags: 'Product tags',
  customer_groups: 'Customer groups',
}

export const operatorText = (operator: DiscountCondition['operator']) => (operator === 'in' ? 'in' : 'not in')

/** "Collections in" / "Customer groups not in": a condition's heading. */
export const conditionText = (c: Pick<DiscountCondition, 'type' | 'operator'>) => `${CONDITION_TYPE_LABELS[c.type]} ${operatorText(c.operator)}`

/** P30D, P1M, PT12H, P1Y2M: the ISO 8601 durations Medusa's validator accepts. */
export const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/

/**
 * A friendly duration to ISO 8601: "30 days", "2 weeks", "12 hours", "1 month", "30d", or an ISO
 * duration as is. Undefined when it is none of those.
 */
export function parseDuration(text: string): string | undefined {
  const raw = text.trim()
  if (ISO_DURATION.test(raw.toUpperCase())) return raw.toUpperCase()
  const match = /^(\d+)\s*(h|hours?|d|days?|w|weeks?|m|months?|y|years?)$/i.exec(raw)
  if (!match) return undefined
  const [, amount = '', unit = ''] = match
  if (Number(amount) <= 0) return undefined
  const letter = unit[0]?.toLowerCase()
  if (letter === 'h') return `PT${amount}H`
  return `P${amount}${{ d: 'D', w: 'W', m: 'M', y: 'Y' }[letter ?? 'd']}`
}

/** "P30D" -> "30 days" for the panel; anything else as it is. */
export function durationText(iso: string | null | undefined): string {
  if (!iso) return '—'
  const names: Record<string, string> = { Y: 'year', M: 'month', W: 'week', D: 'day', H: 'hour' }
  const date = /^P(\d+)([YMWD])$/.exec(iso)
  const time = /^PT(\d+)H$/.exec(iso)
  const [, n, unit] = date ?? (time ? [iso, time[1], 'H'] : [])
  return n && unit ? `${n} ${names[unit]}${n === '1' ? '' : 's'}` : iso
}
