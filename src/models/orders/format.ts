import type { Fulfillment, LineItem } from '@medusajs/client-types'

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
