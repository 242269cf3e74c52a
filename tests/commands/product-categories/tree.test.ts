import type { Product, ProductCategory } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { productCategories } from '@/api/admin/product-categories'
import { createQueryClient } from '@/atoms/core/query'
import { productCategoryQueries } from '@/atoms/product-categories/keys'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import { pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
const FLAG_ON = { product_categories: true }

const make = async (name: string, parentId?: string) =>
  (await productCategories.create({ name, ...(parentId ? { parent_category_id: parentId } : {}) })).product_category as ProductCategory

async function onCategory(id: string, selected: Product[] = []): Promise<CommandContext> {
  const { product_category } = await createQueryClient().fetchQuery(productCategoryQueries.detail(id))
  const selection = selected.length ? { kind: 'product' as const, ids: selected.map((p) => p.id), records: selected } : null
  return { ...emptyContext, flags: FLAG_ON, focus: { kind: 'product-category', id, entity: product_category }, selection }
}
const childNames = async (parentId: string | null) =>
  ((await productCategories.list({ parent_category_id: parentId ?? 'null' })).product_categories as ProductCategory[]).map((c) => c.name)

describe('moving a category among its siblings', () => {
  it('move-up and move-down change its rank and say where it now is', async () => {
    const shoes = await make('Shoes')
    const [, , trail] = [await make('Road', shoes.id), await make('Track', shoes.id), await make('Trail', shoes.id)]
    const up = await runCommand('product-categories.move-up', { ctx: await onCategory(trail?.id ?? '') })
    expect(up.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Trail moved up', message: '2nd of 3 under Shoes' } })
    expect(await childNames(shoes.id)).toEqual(['Road', 'Trail', 'Track'])
    await runCommand('product-categories.move-down', { ctx: await onCategory(trail?.id ?? '') })
    expect(await childNames(shoes.id)).toEqual(['Road', 'Track', 'Trail'])
  })

  it('refuses to move the last one down, in words, sending nothing', async () => {
    await make('Shoes')
    const bags = await make('Bags')
    const run = await runCommand('product-categories.move-down', { ctx: await onCategory(bags.id) })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Bags is already last among its siblings' })
    expect(requestsOf(seen, 'POST')).toHaveLength(2)
    expect(await childNames(null)).toEqual(['Shoes', 'Bags'])
  })
})

describe('product-categories.move', () => {
  it('offers the top level and every category but itself and what is under it, then moves it under the picked one', async () => {
    const shoes = await make('Shoes')
    const running = await make('Running', shoes.id)
    await make('Spikes', running.id)
    await make('Sale')
    const ctx = await onCategory(running.id)
    const run = await runCommand('product-categories.move', { ctx, answers: { parentId: pick('', 'Sale') } })
    expect(run.offered.parentId?.map((o) => o.label)).toEqual(['Top level', 'Shoes', 'Sale'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Running moved', message: 'Now under Sale, last among its siblings' } })
    expect(await childNames(shoes.id)).toEqual([])
    expect(await childNames((await productCategories.list({ q: 'Sale' })).product_categories[0]?.id ?? '')).toEqual(['Running'])
  })

  it('moves a sub-category to the top level', async () => {
    const shoes = await make('Shoes')
    const running = await make('Running', shoes.id)
    const run = await runCommand('product-categories.move', { ctx: await onCategory(running.id), answers: { parentId: pick('top', 'Top level') } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { message: 'Now at the top level, last' } })
    expect(await childNames(null)).toEqual(['Shoes', 'Running'])
  })
})

describe("a category's products", () => {
  const product = (title: string) => {
    const found = mock.db.products.find((p) => p.title === title)
    if (!found) throw new Error(`no product ${title}`)
    return found as unknown as Product
  }
  const titlesIn = async (id: string) => (await createQueryClient().fetchQuery(productCategoryQueries.products(id, {}))) as { products: Product[] }

  it('add-products adds the picked products; remove-products removes the products table’s selection', async () => {
    const shoes = await make('Shoes')
    const [first, second] = mock.db.products
    const add = await runCommand('product-categories.add-products', {
      ctx: await onCategory(shoes.id),
      answers: { productIds: pick('', first?.title ?? '', second?.title ?? '') },
    })
    expect(add.confirmations).toEqual(['Add 2 products to category Shoes? They keep their other categories.'])
    expect(add.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Added to Shoes', message: '2 products' } })
    expect((await titlesIn(shoes.id)).products.map((p) => p.title).sort()).toEqual([first?.title, second?.title].sort())

    const remove = await runCommand('product-categories.remove-products', { ctx: await onCategory(shoes.id, [product(first?.title ?? '')]) })
    expect(remove.confirmations).toEqual([`Remove ${first?.title} from category Shoes? The products stay, with their other categories.`])
    expect((await titlesIn(shoes.id)).products.map((p) => p.title)).toEqual([second?.title])
  })

  it('tells a product deleted meanwhile by name, adding nothing', async () => {
    const shoes = await make('Shoes')
    const [first] = mock.db.products
    const ctx = await onCategory(shoes.id)
    const run = await runCommand('product-categories.add-products', { ctx, given: { productIds: [first?.id ?? '', 'prod_gone'] } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'A product picked no longer exists (deleted meanwhile?): nothing was changed' })
    expect((await titlesIn(shoes.id)).products).toEqual([])
  })
})
