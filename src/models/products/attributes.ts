import type { Product, ProductVariant } from '@medusajs/client-types'

/**
 * The shipping and customs attributes Medusa v1 keeps on a product and on each variant (the original
 * admin's "Attributes" section and the variant modal's "Shipping" part): the same columns on both.
 */
export const PHYSICAL_ATTRIBUTES = [
  { key: 'weight', label: 'Weight', numeric: true },
  { key: 'length', label: 'Length', numeric: true },
  { key: 'width', label: 'Width', numeric: true },
  { key: 'height', label: 'Height', numeric: true },
  { key: 'hs_code', label: 'HS code', numeric: false },
  { key: 'mid_code', label: 'MID code', numeric: false },
  { key: 'origin_country', label: 'Country of origin', numeric: false },
] as const

export type PhysicalKey = (typeof PHYSICAL_ATTRIBUTES)[number]['key']
type WithPhysical = Pick<Product, PhysicalKey> | Pick<ProductVariant, PhysicalKey>

/** ISO 3166-1 alpha-2, as the original's country select sends it (lower case, like Medusa's country table). */
export const COUNTRY_CODE = /^[a-zA-Z]{2}$/
export const COUNTRY_CODE_MESSAGE = 'Give a two-letter country code, e.g. IT or DK'

/** "Weight 400 · L 20 × W 10 × H 5 · HS 6109 · MID … · from IT": only what is set; undefined when none. */
export function physicalSummary(record: WithPhysical): string | undefined {
  const size = [['L', record.length], ['W', record.width], ['H', record.height]]
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k} ${v}`)
  const parts = [
    record.weight !== null && record.weight !== undefined ? `Weight ${record.weight}` : undefined,
    size.length ? size.join(' × ') : undefined,
    record.hs_code ? `HS ${record.hs_code}` : undefined,
    record.mid_code ? `MID ${record.mid_code}` : undefined,
    record.origin_country ? `from ${record.origin_country.toUpperCase()}` : undefined,
  ].filter((part): part is string => !!part)
  return parts.length ? parts.join(' · ') : undefined
}

/** "EAN … · UPC … · Barcode …" of a variant; undefined when it has none. */
export function variantCodes(variant: Pick<ProductVariant, 'ean' | 'upc' | 'barcode'>): string | undefined {
  const parts = [
    variant.ean ? `EAN ${variant.ean}` : undefined,
    variant.upc ? `UPC ${variant.upc}` : undefined,
    variant.barcode ? `Barcode ${variant.barcode}` : undefined,
  ].filter((part): part is string => !!part)
  return parts.length ? parts.join(' · ') : undefined
}

/** How a variant's stock is handled, in words: "Tracked, backorders allowed", "Not tracked". */
export function inventoryHandling(variant: Pick<ProductVariant, 'manage_inventory' | 'allow_backorder'>): string {
  if (!variant.manage_inventory) return 'Not tracked'
  return variant.allow_backorder ? 'Tracked, backorders allowed' : 'Tracked'
}

/** The title of a copy: "Linen shirt (copy)", never "… (copy) (copy)". */
export const copyTitle = (title: string) => `${title.replace(/ \(copy\)$/, '')} (copy)`

/** Handles to try for a copy, in order: "linen-shirt-copy", "linen-shirt-copy-2", … */
export function copyHandles(handle: string, count = 20): string[] {
  const base = `${handle.replace(/-copy(-\d+)?$/, '')}-copy`
  return Array.from({ length: count }, (_, i) => (i === 0 ? base : `${base}-${i + 1}`))
}

/** The variant ids in a new order: `variantId` one place up (-1) or down (+1); undefined at an end. */
export function movedVariantIds(ids: readonly string[], variantId: string, step: -1 | 1): string[] | undefined {
  const from = ids.indexOf(variantId)
  const to = from + step
  if (from < 0 || to < 0 || to >= ids.length) return undefined
  const next = [...ids]
  next[from] = ids[to] as string
  next[to] = variantId
  return next
}
