// Product categories against a real Medusa 1.20 with the `product_categories` flag on: what the msw
// mock (tests/mocks/product-categories) imitates and what the console's tree, ranks and product
// assignments rely on. Refusals are rows of tests/mocks/product-categories/refusals.ts.
import type { ProductCategory } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { productCategories, products, store } from './api'
import { createProduct } from './fixtures'
import { expectDeleted, shape, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

// Handles are unique over the whole store (deleted categories included: Medusa 1.20 deletes for good).
const create = async (prefix: string, more: { parent_category_id?: string } = {}) =>
  (await productCategories.create({ name: unique(prefix), ...more })).product_category

/** The ids of a parent's children in rank order, as the list answers them. */
async function childIds(parentId: string): Promise<string[]> {
  const { product_categories } = await productCategories.list({ parent_category_id: parentId, limit: 100 })
  return (product_categories as ProductCategory[]).map((c) => c.id)
}

describe('product categories', () => {
  it('the store lists the flag as on', async () => {
    const { store: current } = await store.retrieve()
    expect(current.feature_flags).toEqual(expect.arrayContaining([{ key: 'product_categories', value: true }]))
  })

  it('create: the handle is made from the name; inactive, public, last among its siblings; the parent lists its children', async () => {
    const { product_category: parent } = await productCategories.create({ name: 'Contract Shoes Made Here' })
    expect(parent).toEqual(shape({ handle: 'contract-shoes-made-here', is_active: false, is_internal: false, parent_category_id: null, rank: expect.any(Number) }))
    const first = await create('Running', { parent_category_id: parent.id })
    const second = await create('Trail', { parent_category_id: parent.id })
    expect([first.rank, second.rank]).toEqual([0, 1])
    const { product_category: read } = await productCategories.retrieve(parent.id)
    expect(read.category_children.map((c) => c.id)).toEqual([first.id, second.id])
    expect((await productCategories.retrieve(first.id)).product_category.parent_category).toEqual(shape({ id: parent.id, name: parent.name }))
    await productCategories.delete(first.id)
    await productCategories.delete(second.id)
    await productCategories.delete(parent.id)
  })

  it('list: q searches name and handle; "null" as parent lists the roots; include_descendants_tree nests them', async () => {
    const root = await create('Contract Root')
    const child = await productCategories.create({ name: 'Nested Child', handle: unique('nested-child'), parent_category_id: root.id })
    const byHandle = await productCategories.list({ q: child.product_category.handle })
    expect((byHandle.product_categories as ProductCategory[]).map((c) => c.id)).toEqual([child.product_category.id])
    const roots = await productCategories.list({ parent_category_id: 'null', q: root.name, include_descendants_tree: true })
    expect(roots.product_categories).toEqual([shape({ id: root.id, category_children: [shape({ id: child.product_category.id, category_children: [] })] })])
  })

  it('rank moves a category among its siblings and the others close up; a new parent takes it last', async () => {
    const parent = await create('Contract Ranks')
    const other = await create('Contract Other')
    const a = await create('A', { parent_category_id: parent.id })
    const b = await create('B', { parent_category_id: parent.id })
    const c = await create('C', { parent_category_id: parent.id })
    await productCategories.update(c.id, { rank: 0 })
    expect(await childIds(parent.id)).toEqual([c.id, a.id, b.id])
    const z = await create('Z', { parent_category_id: other.id })
    const { product_category: moved } = await productCategories.update(a.id, { parent_category_id: other.id })
    expect(moved).toEqual(shape({ parent_category_id: other.id, rank: 1 }))
    expect(await childIds(parent.id)).toEqual([c.id, b.id])
    expect(await childIds(other.id)).toEqual([z.id, a.id])
    const { product_category: root } = await productCategories.update(a.id, { parent_category_id: null })
    expect(root.parent_category_id).toBeNull()
  })

  // Unlike other records, metadata is not merged: 1.20's update copies the sent object over the merged one.
  it('update: name, handle, description, active, internal; metadata sent replaces the whole object', async () => {
    const category = await create('Contract Edit')
    const handle = unique('edited')
    await productCategories.update(category.id, { metadata: { keep: 'yes', drop: 'soon' } })
    const { product_category: edited } = await productCategories.update(category.id, {
      name: 'Edited',
      handle,
      description: 'Shoes for running',
      is_active: true,
      is_internal: true,
      metadata: { drop: '' },
    })
    expect(edited).toEqual(shape({ name: 'Edited', handle, description: 'Shoes for running', is_active: true, is_internal: true, metadata: { drop: '' } }))
  })

  it('products: batch add and remove by { id }, the products list filters by category (with children on request), a product update replaces its categories', async () => {
    const parent = await create('Contract Goods')
    const child = await create('Sub goods', { parent_category_id: parent.id })
    const [a, b] = [await createProduct(), await createProduct()]
    const { product_category: withProducts } = await productCategories.addProducts(parent.id, { product_ids: [{ id: a.id }] })
    expect(withProducts.id).toBe(parent.id)
    await productCategories.addProducts(parent.id, { product_ids: [{ id: a.id }] })
    await productCategories.addProducts(child.id, { product_ids: [{ id: b.id }] })
    const direct = await products.list({ category_id: [parent.id], fields: 'id' })
    expect(direct.products.map((p) => p.id)).toEqual([a.id])
    const withChildren = await products.list({ category_id: [parent.id], include_category_children: true, fields: 'id' })
    expect(withChildren.products.map((p) => p.id).sort()).toEqual([a.id, b.id].sort())
    expect((await products.retrieve(a.id)).product.categories).toEqual([shape({ id: parent.id, name: parent.name, handle: parent.handle })])
    // The product panel asks for them alone (its own request names relations, which leaves them out).
    const { product: read } = await products.retrieve(a.id, { fields: 'id,title', expand: 'categories' })
    expect(read.categories).toEqual([shape({ id: parent.id, name: parent.name, is_active: false, is_internal: false })])
    const { product: replaced } = await products.update(a.id, { categories: [{ id: child.id }] })
    expect(replaced.categories?.map((c) => c.id)).toEqual([child.id])
    await productCategories.removeProducts(child.id, { product_ids: [{ id: a.id }, { id: b.id }] })
    expect((await products.list({ category_id: [child.id], fields: 'id' })).count).toBe(0)
  })

  it('delete: a leaf goes and its siblings close up; an unknown id answers deleted all the same', async () => {
    const parent = await create('Contract Delete')
    const first = await create('First', { parent_category_id: parent.id })
    const second = await create('Second', { parent_category_id: parent.id })
    expectDeleted(await productCategories.delete(first.id), first.id, 'product-category')
    const { product_categories: left } = await productCategories.list({ parent_category_id: parent.id })
    expect(left).toEqual([shape({ id: second.id, rank: 0 })])
    expectDeleted(await productCategories.delete('pcat_missing'), 'pcat_missing', 'product-category')
  })
})
