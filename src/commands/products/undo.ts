import type { AdminPostProductsProductReq, MoneyAmount, Product, ProductVariant } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import type { RecordSet, UndoValue } from '@/atoms/activity/entry'
import { addCollectionProductsMutation, removeCollectionProductsMutation } from '@/atoms/collections/mutations'
import { holdInvalidations } from '@/atoms/core/query'
import { updateProductMutation, updateVariantMutation } from '@/atoms/products/keys'
import { productsByIds } from '@/models/products/matching'
import { sameValue } from '@/commands/core/editConflict'
import { defineReverter, goneIsNone, type CurrentRecord, type Reverter } from '@/commands/core/undo'
import { freshProduct } from './records'

/** A product field as an undo keeps it (machine values) and reads it back. */
interface ProductField {
  /** What the read needs: fields and relations. */
  fields?: string
  expand?: string
  value: (p: Product) => UndoValue
  shown: (p: Product) => string
  body: (value: UndoValue) => AdminPostProductsProductReq
  /** The field in a sentence. */
  name: string
}

const text = (value: UndoValue) => (typeof value === 'string' ? value : null)
const list = (value: UndoValue): string[] => (Array.isArray(value) ? [...(value as readonly string[])] : [])

/** A plain attribute: its value as Medusa answers it, sent back as it was (empty text as '', which clears it; a number as null). */
function attribute(key: 'subtitle' | 'material' | 'hs_code' | 'mid_code' | 'origin_country' | 'weight' | 'length' | 'width' | 'height' | 'discountable', name: string): ProductField {
  return {
    fields: key,
    name,
    value: (p) => p[key] ?? null,
    shown: (p) => (p[key] === null || p[key] === undefined || p[key] === '' ? 'empty' : String(p[key])),
    body: (value) => ({ [key]: value === null && !SIZES.has(key) ? '' : value }) as AdminPostProductsProductReq,
  }
}
const SIZES: ReadonlySet<string> = new Set(['weight', 'length', 'width', 'height'])

/** The attributes 'Edit product attributes' sets, by Medusa's names. */
export const ATTRIBUTE_FIELDS = ['subtitle', 'material', 'discountable', 'weight', 'length', 'width', 'height', 'hs_code', 'mid_code', 'origin_country'] as const

/** Product fields by the key a set names them with. */
export const productFields = {
  subtitle: attribute('subtitle', 'subtitle'),
  material: attribute('material', 'material'),
  discountable: attribute('discountable', 'discountable'),
  weight: attribute('weight', 'weight'),
  length: attribute('length', 'length'),
  width: attribute('width', 'width'),
  height: attribute('height', 'height'),
  hs_code: attribute('hs_code', 'HS code'),
  mid_code: attribute('mid_code', 'MID code'),
  origin_country: attribute('origin_country', 'country of origin'),
  title: {
    fields: 'title',
    name: 'title',
    value: (p) => p.title,
    shown: (p) => `“${p.title}”`,
    body: (value) => ({ title: text(value) ?? '' }),
  },
  handle: {
    fields: 'handle',
    name: 'handle',
    value: (p) => p.handle ?? null,
    shown: (p) => p.handle ?? 'no handle',
    body: (value) => (text(value) ? { handle: text(value) as string } : {}),
  },
  description: {
    fields: 'description',
    name: 'description',
    value: (p) => p.description || null,
    shown: (p) => (p.description ? `“${p.description.length > 40 ? `${p.description.slice(0, 40)}…` : p.description}”` : 'no description'),
    // '' clears it: Medusa stores what it is sent.
    body: (value) => ({ description: text(value) ?? '' }),
  },
  status: {
    fields: 'status',
    name: 'status',
    value: (p) => p.status,
    shown: (p) => p.status,
    body: (value) => ({ status: text(value) as Product['status'] }),
  },
  tags: {
    expand: 'tags',
    name: 'tags',
    value: (p) => (p.tags ?? []).map((t) => t.value),
    shown: (p) => (p.tags ?? []).map((t) => t.value).join(', ') || 'no tags',
    // Medusa upserts tags by value: the product gets exactly those sent.
    body: (value) => ({ tags: list(value).map((tag) => ({ value: tag })) }),
  },
  type: {
    fields: 'type_id',
    expand: 'type',
    name: 'type',
    value: (p) => p.type?.value ?? null,
    shown: (p) => p.type?.value ?? 'no type',
    // client-types has `type?: {…}`; Medusa takes null and clears the product's type.
    body: (value) => ({ type: (text(value) === null ? null : { value: text(value) }) as AdminPostProductsProductReq['type'] }),
  },
  collection: {
    fields: 'collection_id',
    expand: 'collection',
    name: 'collection',
    // Medusa 1.20 leaves collection_id out of a product read with `fields` and expand=collection.
    value: (p) => p.collection_id ?? p.collection?.id ?? null,
    shown: (p) => p.collection?.title ?? 'no collection',
    // client-types has `collection_id?: string`; Medusa takes null and takes the product out of its collection.
    body: (value) => ({ collection_id: text(value) as string }),
  },
  sales_channels: {
    expand: 'sales_channels',
    name: 'sales channels',
    value: (p) => (p.sales_channels ?? []).map((c) => c.id),
    shown: (p) => (p.sales_channels ?? []).map((c) => c.name).join(', ') || 'no sales channel',
    body: (value) => ({ sales_channels: list(value).map((id) => ({ id })) }),
  },
} satisfies Record<string, ProductField>

export type ProductFieldKey = keyof typeof productFields
const fieldOf = (key: string): ProductField | undefined => (key in productFields ? productFields[key as ProductFieldKey] : undefined)

/** A product field a run set: what its command tells the journal. */
export function productSet(product: Pick<Product, 'id' | 'title'>, field: ProductFieldKey, before: Product, after: UndoValue): RecordSet {
  return { id: product.id, name: product.title, field, before: productFields[field].value(before), after }
}

/**
 * What an edit that sent `sent` changed on `before` (the product read just before it), in its journal's
 * terms: each of `keys` sent (a value left out keeps the product's) and different from what it was.
 */
export function productChanges(before: Product, keys: readonly ProductFieldKey[], sent: Partial<Record<ProductFieldKey, UndoValue | undefined>>): RecordSet[] {
  return keys.flatMap((key) => {
    const after = sent[key]
    return after === undefined || sameValue(productFields[key].value(before), after) ? [] : [productSet(before, key, before, after)]
  })
}

/** Products as the server has them, with only `keys` (and their titles): what an undoable edit reads before it writes. */
export function productsWith(ids: readonly string[], keys: readonly string[]): Promise<Product[]> {
  const used = [...new Set(keys)].flatMap((key) => fieldOf(key) ?? [])
  const fields = ['id', 'title', ...used.flatMap((f) => f.fields ?? [])].join(',')
  const expand = used.flatMap((f) => f.expand ?? []).join(',')
  return productsByIds(ids, { fields, ...(expand ? { expand } : {}) })
}

/** Products read again (only the fields the plan compares), and set back one update per product. */
const productsReverter = (): Reverter => ({
  kind: 'product',
  chunk: 100,
  fieldName: (field) => fieldOf(field)?.name ?? field,
  read: async (ids, plan) => {
    const found = await productsWith(ids, plan.steps.map((step) => step.field))
    const now = new Map<string, CurrentRecord>()
    for (const product of found) {
      now.set(product.id, {
        name: product.title,
        value: (field) => fieldOf(field)?.value(product) ?? null,
        shown: (field) => fieldOf(field)?.shown(product) ?? '',
      })
    }
    return now
  },
  write: async (steps, _plan, tools) => {
    // A collection set back goes by Medusa's collection batches, one request per collection (a run
    // that moved 2,075 products took 2,075 updates to undo, 117 s on the large store); the rest by update.
    const backInto = new Map<string, string[]>()
    const outOf = new Map<string, string[]>()
    const byProduct = new Map<string, AdminPostProductsProductReq>()
    const add = (into: Map<string, string[]>, collection: string, id: string) => into.set(collection, [...(into.get(collection) ?? []), id])
    for (const step of steps) {
      const field = fieldOf(step.field)
      const [before, after] = [text(step.before), text(step.after)]
      if (step.field === 'collection' && before) add(backInto, before, step.id)
      else if (step.field === 'collection' && after) add(outOf, after, step.id)
      else if (field) byProduct.set(step.id, { ...byProduct.get(step.id), ...field.body(step.before) })
    }
    for (const [id, productIds] of backInto) await tools.mutate(addCollectionProductsMutation, { id, productIds })
    // Medusa takes out of a collection only the products still in it: those the read found there.
    for (const [id, productIds] of outOf) await tools.mutate(removeCollectionProductsMutation, { id, productIds })
    // One at a time, as the run sent them: the server sees the changes in order. An open products
    // table refetches once for the batch, not after each update (holdInvalidations).
    const invalidations = holdInvalidations(tools.queryClient)
    const update = invalidations.held(updateProductMutation)
    try {
      for (const [id, body] of byProduct) await tools.mutate(update, { id, body })
    } finally {
      await invalidations.flush()
    }
  },
})

/** The revert of product fields: title, handle, description, status, tags, type, collection, sales channels. */
export const PRODUCT_FIELDS = defineReverter('products', productsReverter)

// A variant's own prices (Change variant price, a region's price set or removed) are undone by slot: a
// step's id is `variant:eur` (a currency's price) or `variant:region:reg` (a region's), its field
// `amount` the slot's amount (null: no price there). The plan's target is the product.

interface PriceSlot {
  currency?: string
  regionId?: string
}

/** A slot's step id. */
export const priceSlotKey = (variantId: string, slot: PriceSlot) => (slot.regionId ? `${variantId}:region:${slot.regionId}` : `${variantId}:${slot.currency ?? ''}`)

function slotOf(key: string): PriceSlot & { variantId: string } {
  const [variantId = '', column = '', regionId] = key.split(':')
  return column === 'region' ? { variantId, regionId } : { variantId, currency: column }
}

/** The variant's own prices: a price list's are not the variant's to send. */
const ownPrices = (variant: ProductVariant): MoneyAmount[] => (variant.prices ?? []).filter((p) => !p.price_list_id)
const inSlot = (slot: PriceSlot) => (p: MoneyAmount) => (slot.regionId ? p.region_id === slot.regionId : !p.region_id && p.currency_code === slot.currency)
/** A price sent back as it is: by id, with its region or its currency (never both: Medusa takes the region's currency). */
const kept = (p: MoneyAmount) => ({ id: p.id, amount: p.amount, ...(p.region_id ? { region_id: p.region_id } : { currency_code: p.currency_code }) })

/** A variant price a run set: `before` undefined when the slot had no price. `slotName`: 'EUR', 'Europe (EUR)'. */
export function variantPriceSet(product: Pick<Product, 'id' | 'title'>, variant: Pick<ProductVariant, 'id' | 'title'>, slot: PriceSlot, slotName: string, before: number | undefined, after: number | null): RecordSet {
  return { id: priceSlotKey(variant.id, slot), name: `${product.title} · ${variant.title}, ${slotName}`, field: 'amount', before: before ?? null, after, in: { id: product.id, name: product.title } }
}

/** Variant prices read again on the product, and set back one variant update each (its other own prices sent as they are). */
const variantPricesReverter = (): Reverter => {
  // What the last read found: the write sends each variant's other prices as they are now.
  let product: Product | undefined
  return {
    kind: 'price',
    chunk: 100,
    fieldName: () => 'price',
    read: async (ids, plan, tools) => {
      const now = new Map<string, CurrentRecord>()
      product = plan.target ? await freshProduct(tools, plan.target.id).catch(goneIsNone) : undefined
      for (const id of ids) {
        const slot = slotOf(id)
        const variant = product?.variants?.find((v) => v.id === slot.variantId)
        // The variant deleted since: left, named.
        if (!variant) continue
        const price = ownPrices(variant).find(inSlot(slot))
        now.set(id, { name: '', value: () => price?.amount ?? null, shown: () => (price ? formatMoney(price.amount, price.currency_code) : 'no price') })
      }
      return now
    },
    write: async (steps, plan, tools) => {
      const productId = plan.target?.id
      if (!productId) return
      for (const variant of product?.variants ?? []) {
        const mine = steps.filter((step) => slotOf(step.id).variantId === variant.id)
        if (!mine.length) continue
        const slots = mine.map((step) => ({ step, slot: slotOf(step.id) }))
        const others = ownPrices(variant).filter((p) => !slots.some(({ slot }) => inSlot(slot)(p))).map(kept)
        const back = slots.flatMap(({ step, slot }) => {
          if (typeof step.before !== 'number') return []
          const id = ownPrices(variant).find(inSlot(slot))?.id
          return [{ ...(id ? { id } : {}), amount: step.before, ...(slot.regionId ? { region_id: slot.regionId } : { currency_code: slot.currency }) }]
        })
        await tools.mutate(updateVariantMutation, { productId, variantId: variant.id, body: { prices: [...others, ...back] } })
      }
    },
  }
}

/** The revert of a variant's own prices, by currency or region. */
export const VARIANT_PRICES = defineReverter('variant-prices', variantPricesReverter)
