import type { AdminPostProductsProductReq, Product } from '@medusajs/client-types'
import type { RecordSet, UndoValue } from '@/atoms/activity/entry'
import { updateProductMutation } from '@/atoms/products/keys'
import { productsByIds } from '@/models/products/matching'
import { defineReverter, type CurrentRecord, type Reverter } from '@/commands/core/undo'

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

/** Product fields by the key a set names them with. */
export const productFields = {
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
    value: (p) => p.collection_id ?? null,
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
    const byProduct = new Map<string, AdminPostProductsProductReq>()
    for (const step of steps) {
      const field = fieldOf(step.field)
      if (field) byProduct.set(step.id, { ...byProduct.get(step.id), ...field.body(step.before) })
    }
    // One at a time, as the run sent them: the server sees the changes in order.
    for (const [id, body] of byProduct) await tools.mutate(updateProductMutation, { id, body })
  },
})

/** The revert of product fields: status, tags, type, collection, sales channels. */
export const PRODUCT_FIELDS = defineReverter('products', productsReverter)
