import type { AddressPayload, Fulfillment, LineItem } from '@medusajs/client-types'

/** A fulfillment's tracking numbers: those of its tracking links, then the plain ones. */
export const trackingNumbersOf = (fulfillment: Pick<Fulfillment, 'tracking_links' | 'tracking_numbers'>): string[] => [
  ...(fulfillment.tracking_links ?? []).map((t) => t.tracking_number),
  ...(fulfillment.tracking_numbers ?? []),
]

/** 'Medusa Cap × 2, Medusa Tee × 1': lines as a panel or a timeline names them. */
export const lineList = (items: readonly Pick<LineItem, 'title' | 'quantity'>[] | undefined) => (items ?? []).map((i) => `${i.title} × ${i.quantity}`).join(', ')

/** The fields of an order's or a draft's address that Medusa's AddressPayload takes, as a prompt lists them. */
export const ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'postal_code', 'province', 'country_code', 'phone'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]
export const isAddressField = (key: string): key is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(key)

// An address as an undo keeps it (plain data: one 'key: value' line per filled field) and sends it back.

/** The address's filled fields as 'key: value' lines; none when there is no address. */
export const addressValue = (address: Partial<Record<AddressField, string | null>> | null | undefined): string[] | null =>
  address ? ADDRESS_FIELDS.flatMap((key) => (address[key] ? [`${key}: ${address[key]}`] : [])) : null

/** The address a value names, every field sent (an empty one as ''): Medusa merges what is sent into the address. */
export function addressPayload(value: readonly string[]): AddressPayload {
  const lines = new Map(value.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]))
  return Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, lines.get(key) ?? ''])) as AddressPayload
}

/** 'Anna Berg, Main St 1, Berlin, 10115, DE': an address on one line. */
export const addressText = (value: readonly string[] | null) =>
  value?.length ? value.map((line) => line.slice(line.indexOf(':') + 1).trim()).join(', ') : 'no address'
