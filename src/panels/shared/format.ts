import { formatMoney } from '@/api/money'

// Money and dates of the record panels: Intl, in the record's currency and the operator's locale.

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

export const money = (amount: number | null | undefined, currencyCode: string): string =>
  typeof amount === 'number' ? formatMoney(amount, currencyCode) : '—'

export const dateTime = (iso: string | null | undefined): string => (iso ? dateTimeFormat.format(new Date(iso)) : '—')
export const dateOnly = (iso: string | null | undefined): string => (iso ? dateFormat.format(new Date(iso)) : '—')

/** 'order.shipment_created' -> 'Order shipment created'; 'swap.created' -> 'Swap created'. */
export function eventLabel(eventName: string | null | undefined): string {
  const words = (eventName ?? '').replace(/[._]/g, ' ').trim()
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : 'Notification'
}

export function personName(person: { first_name?: string | null; last_name?: string | null } | null | undefined): string {
  return [person?.first_name, person?.last_name].filter(Boolean).join(' ')
}
