import type { Product, ProductCategory } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { productCategories } from '@/api/admin/product-categories'
import { products } from '@/api/admin/products'
import { isAvailable } from '@/commands/core/define'
import { emptyContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, onProduct, pick, runCommand } from '../harness'

const mock = withMockDb()
const FLAG_ON = { product_categories: true }

const make = async (name: string) => (await productCategories.create({ name })).product_category as ProductCategory
const categoriesOf = async (id: string) => ((await products.retrieve(id)).product.categories ?? []).map((c) => c.name).sort()

describe('products.set-categories', () => {
  it('is offered only with the store’s product_categories flag', () => {
    const command = commandOf('products.set-categories')
    expect(command).toMatchObject({ group: 'Products', hotkey: 'shift+k', scope: 'product' })
    expect(isAvailable(command, emptyContext)).toBe(false)
    expect(isAvailable(command, { ...emptyContext, flags: FLAG_ON })).toBe(true)
  })

  it('replaces the focused product’s categories with the picked ones, and none empties them', async () => {
    await make('Shoes')
    await make('Sale')
    const [first] = mock.db.products
    const id = first?.id ?? ''
    const ctx = { ...(await onProduct(id)), flags: FLAG_ON }
    const run = await runCommand('products.set-categories', { ctx, answers: { categoryIds: pick('', 'Shoes', 'Sale') } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: `${first?.title}: categories set`, message: 'Shoes, Sale' } })
    expect(await categoriesOf(id)).toEqual(['Sale', 'Shoes'])
    await runCommand('products.set-categories', { ctx, answers: { categoryIds: undefined } })
    expect(await categoriesOf(id)).toEqual([])
  })

  it('on a table selection, gives every selected product the same categories', async () => {
    await make('Shoes')
    const selected = mock.db.products.slice(0, 2) as unknown as Product[]
    const ctx = { ...emptyContext, flags: FLAG_ON, selection: { kind: 'product' as const, ids: selected.map((p) => p.id), records: selected } }
    const command = commandOf('products.set-categories')
    expect(command.bulk?.confirm?.(selected, ctx)).toBe('Replace the categories of 2 products? Each gets exactly the categories picked.')
    for (const product of selected) await runCommand('products.set-categories', { ctx, given: { productId: product.id }, answers: { categoryIds: pick('sho', 'Shoes') } })
    for (const product of selected) expect(await categoriesOf(product.id)).toEqual(['Shoes'])
  })

  it('tells a product deleted meanwhile by name, not by id', async () => {
    await make('Shoes')
    const [first] = mock.db.products
    const ctx = { ...(await onProduct(first?.id ?? '')), flags: FLAG_ON }
    mock.db.products = mock.db.products.filter((p) => p !== first)
    const run = await runCommand('products.set-categories', { ctx, answers: { categoryIds: pick('', 'Shoes') } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product was not found: it may have been deleted meanwhile.' })
  })
})
