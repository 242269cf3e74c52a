import type { ProductCategory } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { productCategories } from '@/api/admin/product-categories'
import { isAvailable } from '@/commands/core/define'
import { emptyContext, type CommandContext, type ListView } from '@/models/core/context'
import { kebabCase, newProduct } from '../../mocks/db'
import { withMockDb } from '../../mocks/handlers'
import { categoriesOfProduct } from '../../mocks/product-categories/categories'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
const flagged: CommandContext = { ...emptyContext, flags: { product_categories: true } }

const make = async (name: string) => (await productCategories.create({ name, is_active: true })).product_category as ProductCategory

/** 30 draft products, the first 4 already in `already`; the products table filtered to drafts. */
function draftsTable(already: ProductCategory, other: ProductCategory): ListView {
  for (let i = 0; i < 30; i += 1) {
    const title = `Draft boot ${i}`
    mock.db.products.push(newProduct(mock.db, { title, handle: kebabCase(title), status: 'draft' }))
  }
  const drafts = mock.db.products.filter((p) => p.status === 'draft')
  return { kind: 'product', query: { status: ['draft'], category_id: [other.id], order: '-created_at' }, count: drafts.length, description: 'with status draft' }
}

describe('product-categories.add-matching', () => {
  it('is offered on a products table with rows, only with the store’s product_categories flag', () => {
    const list: ListView = { kind: 'product', query: {}, count: 3, description: '' }
    expect(isAvailable(commandOf('product-categories.add-matching'), { ...flagged, list })).toBe(true)
    expect(isAvailable(commandOf('product-categories.add-matching'), { ...flagged, list: { ...list, count: 0 } })).toBe(false)
    expect(isAvailable(commandOf('product-categories.add-matching'), { ...emptyContext, list })).toBe(false)
  })

  it('adds every product the table’s filter matches (category filter included), each once, keeping their other categories', async () => {
    const boots = await make('Boots')
    const winter = await make('Winter')
    const list = draftsTable(boots, winter)
    const drafts = mock.db.products.filter((p) => p.status === 'draft')
    // The table filters on category Winter: every draft is put in it, 4 also already in Boots.
    await productCategories.addProducts(winter.id, { product_ids: drafts.map((p) => ({ id: p.id })) })
    await productCategories.addProducts(boots.id, { product_ids: drafts.slice(0, 4).map((p) => ({ id: p.id })) })
    seen.length = 0
    const run = await runCommand('product-categories.add-matching', { ctx: { ...flagged, list }, answers: { categoryId: pick('boo', 'Boots') } })
    expect(run.confirmations).toEqual([`Add ${drafts.length} products with status draft to category Boots? They keep their other categories.`])
    // The products read are those of the table's query, its category filter included.
    expect(requestsOf(seen, 'GET', '/admin/products').every((r) => r.query.getAll('category_id[]').includes(winter.id) || r.query.get('category_id[0]') === winter.id)).toBe(true)
    expect(run.outcome).toMatchObject({
      status: 'done',
      result: { title: `Added ${drafts.length - 4} of ${drafts.length - 4} products to category Boots; 4 products already in category Boots` },
    })
    for (const p of drafts) expect(categoriesOfProduct(mock.db, p.id).map((c) => c.name).sort()).toEqual(['Boots', 'Winter'])
  })

  it('fails in words when the category was deleted meanwhile, adding nothing', async () => {
    const boots = await make('Boots')
    const list = draftsTable(boots, await make('Winter'))
    await productCategories.delete(boots.id)
    const run = await runCommand('product-categories.add-matching', { ctx: { ...flagged, list: { ...list, query: { status: ['draft'] } } }, given: { categoryId: boots.id } })
    expect(run.outcome).toMatchObject({
      status: 'failed',
      message: `Added 0 of ${list.count} products to the category. Batch 1 of 1 (${list.count} products): failed: Category was not found: it may have been deleted meanwhile.`,
    })
    expect(mock.db.products.filter((p) => p.status === 'draft').every((p) => categoriesOfProduct(mock.db, p.id).length === 0)).toBe(true)
  })
})
