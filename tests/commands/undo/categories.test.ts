import type { Product, ProductCategory } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { productCategories } from '@/api/admin/product-categories'
import type { ListView } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import { categoriesOfProduct } from '../../mocks/product-categories/categories'
import { newest, undoSetUp } from './setup'

// A category's products added, removed or added by the table's filter: each run's undo takes out only
// the products it added and puts back those it removed (commands/core/membership).

const mock = withMockDb()
const flags = { product_categories: true }
const product = (title: string) => mock.db.products.find((p) => p.title === title) as unknown as Product
const inCategory = (title: string, category: ProductCategory) => categoriesOfProduct(mock.db, product(title).id).some((c) => c.id === category.id)
const make = async (name: string) => (await productCategories.create({ name, is_active: true })).product_category as ProductCategory

describe("undo of a category's products", () => {
  it('takes out only the products the run added, named; puts back those it removed', async () => {
    const shoes = await make('Shoes')
    // The Cap is in it already: the undo leaves it there.
    await productCategories.addProducts(shoes.id, { product_ids: [{ id: product('Medusa Cap').id }] })
    const { run, undo, entries } = undoSetUp()
    await run('product-categories.add-products', { categoryId: shoes.id, productIds: [product('Medusa Coffee Mug').id, product('Medusa Cap').id] }, { flags })
    expect(newest(await entries()).undo.plans).toEqual([
      { revert: 'category-products', target: { id: shoes.id, name: 'Shoes' }, steps: [{ id: product('Medusa Coffee Mug').id, name: 'Medusa Coffee Mug', field: 'member', before: false, after: true }] },
    ])
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect([inCategory('Medusa Coffee Mug', shoes), inCategory('Medusa Cap', shoes)]).toEqual([false, true])

    await run('product-categories.remove-products', { categoryId: shoes.id, productIds: [product('Medusa Cap').id] }, { flags })
    expect(inCategory('Medusa Cap', shoes)).toBe(false)
    await undo()
    expect(inCategory('Medusa Cap', shoes)).toBe(true)
  })

  it("takes out every product the table's filter added, and none that was in it before", async () => {
    const sale = await make('Sale')
    await productCategories.addProducts(sale.id, { product_ids: [{ id: product('Medusa Cap').id }] })
    const matching = mock.db.products.filter((p) => p.title.startsWith('Medusa C')).map((p) => p.title)
    const list: ListView = { kind: 'product', query: { q: 'Medusa C' }, count: matching.length, description: "matching 'Medusa C'" }
    const { run, undo } = undoSetUp()
    await run('product-categories.add-matching', { categoryId: sale.id }, { flags, list })
    expect(matching.every((title) => inCategory(title, sale))).toBe(true)
    const added = matching.length - 1
    expect(added).toBeGreaterThan(0)
    expect(await undo()).toMatchObject({ status: 'done', result: { message: `${added} change${added === 1 ? '' : 's'} taken back` } })
    expect(matching.filter((title) => inCategory(title, sale))).toEqual(['Medusa Cap'])
  })
})
