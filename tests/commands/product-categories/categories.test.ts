import type { ProductCategory } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { productCategories } from '@/api/admin/product-categories'
import { createQueryClient } from '@/atoms/core/query'
import { productCategoryQueries } from '@/atoms/product-categories/keys'
import { isAvailable } from '@/commands/core/define'
import { productCategoryCommands } from '@/commands/product-categories'
import { registry } from '@/commands/index'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, keep, pick, runCommand } from '../harness'

withMockDb()
const FLAG_ON = { product_categories: true }

const make = async (name: string, parentId?: string, more: { handle?: string } = {}) =>
  (await productCategories.create({ name, ...more, ...(parentId ? { parent_category_id: parentId } : {}) })).product_category as ProductCategory

/** The context of a category's panel: the category focused, loaded as the panel loads it. */
async function onCategory(id: string): Promise<CommandContext> {
  const { product_category } = await createQueryClient().fetchQuery(productCategoryQueries.detail(id))
  return { ...emptyContext, flags: FLAG_ON, focus: { kind: 'product-category', id, entity: product_category } }
}
const read = async (id: string) => (await productCategories.retrieve(id)).product_category
const childNames = async (parentId: string) =>
  ((await productCategories.list({ parent_category_id: parentId })).product_categories as ProductCategory[]).map((c) => c.name)

describe('the categories area', () => {
  it('registers every category command, on g t, offered only with the store’s product_categories flag', () => {
    const registered = registry.all.filter((c) => c.id.startsWith('product-categories.'))
    expect(registered.map((c) => c.id).sort()).toEqual(productCategoryCommands.map((c) => c.id).sort())
    expect(commandOf('product-categories.list')).toMatchObject({ title: 'Go to categories', hotkey: 'g t', group: 'Categories' })
    for (const command of registered) {
      expect(isAvailable(command, emptyContext), command.id).toBe(false)
      expect(command.why?.(emptyContext), command.id).toBe('Needs the store’s product_categories feature flag')
    }
    expect(isAvailable(commandOf('product-categories.create'), { ...emptyContext, flags: FLAG_ON })).toBe(true)
  })

  it('product-categories.open picks a category by name, its handle and parent as hint, and opens it', async () => {
    const shoes = await make('Shoes')
    await make('Running', shoes.id)
    const run = await runCommand('product-categories.open', { ctx: { ...emptyContext, flags: FLAG_ON }, answers: { categoryId: pick('runn', 'Running') } })
    expect(run.offered.categoryId?.[0]).toMatchObject({ label: 'Running', hint: '/running · in Shoes · inactive · public' })
    expect((await runCommand('product-categories.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/product-categories' } })
  })
})

describe('creating categories', () => {
  it('product-categories.create sends name, handle, description, status and visibility, then opens it', async () => {
    const run = await runCommand('product-categories.create', {
      answers: { name: 'Running shoes', handle: '', description: 'For the road', status: keep, visibility: 'internal' },
    })
    const [created] = ((await productCategories.list({ q: 'Running shoes' })).product_categories as ProductCategory[])
    expect(created).toMatchObject({ handle: 'running-shoes', description: 'For the road', is_active: true, is_internal: true, parent_category_id: null })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/product-categories/${created?.id}` } })
  })

  it("tells Medusa's refusal of a handle in use and keeps what was typed", async () => {
    await make('Shoes', undefined, { handle: 'shoes' })
    const run = await runCommand('product-categories.create', { answers: { name: 'Boots', handle: 'shoes', description: '', status: 'active', visibility: 'public' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product_category with handle shoes already exists.' })
    expect(run.args).toMatchObject({ name: 'Boots', handle: 'shoes' })
  })

  it('product-categories.create-child puts the new category under the focused one, last', async () => {
    const shoes = await make('Shoes')
    await make('Running', shoes.id)
    const run = await runCommand('product-categories.create-child', {
      ctx: await onCategory(shoes.id),
      answers: { name: 'Trail', handle: '', description: '', status: 'active', visibility: 'public' },
    })
    expect(run.prompted).not.toContain('parentId')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Category Trail added', message: 'Under Shoes' } })
    expect(await childNames(shoes.id)).toEqual(['Running', 'Trail'])
  })
})

describe('product-categories.update', () => {
  it('starts from the focused category; the metadata typed replaces the old (a removed line is gone)', async () => {
    const shoes = await make('Shoes')
    await productCategories.update(shoes.id, { metadata: { season: 'all', old: 'x' } })
    const run = await runCommand('product-categories.update', {
      ctx: await onCategory(shoes.id),
      answers: { name: 'Footwear', handle: keep, description: keep, status: 'active', visibility: keep, metadata: 'season: all' },
    })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Category saved', message: 'Footwear' } })
    expect(await read(shoes.id)).toMatchObject({ name: 'Footwear', handle: 'shoes', is_active: true, is_internal: false, metadata: { season: 'all' } })

    await runCommand('product-categories.update', {
      ctx: await onCategory(shoes.id),
      answers: { name: keep, handle: keep, description: keep, status: keep, visibility: 'internal', metadata: keep },
    })
    expect(await read(shoes.id)).toMatchObject({ is_internal: true, metadata: { season: 'all' } })
  })
})

describe('product-categories.delete', () => {
  it('asks, saying it cannot be undone, then deletes a category without sub-categories', async () => {
    const shoes = await make('Shoes')
    const run = await runCommand('product-categories.delete', { ctx: await onCategory(shoes.id) })
    expect(run.confirmations).toEqual(['Delete category Shoes? Its products stay; they leave the category. This cannot be undone.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/product-categories' } })
    expect((await productCategories.list()).count).toBe(0)
  })

  it('is not offered on a category with sub-categories, and says why in words', async () => {
    const shoes = await make('Shoes')
    await make('Running', shoes.id)
    const ctx = await onCategory(shoes.id)
    const command = commandOf('product-categories.delete')
    expect(isAvailable(command, ctx)).toBe(false)
    expect(command.why?.(ctx)).toBe('Shoes has sub-categories: delete or move them first')
  })

  it('tells Medusa’s refusal in words, without the id it names', async () => {
    const shoes = await make('Shoes')
    await make('Running', shoes.id)
    // A button hands the id in before the category has loaded: Medusa refuses.
    const run = await runCommand('product-categories.delete', { ctx: { ...emptyContext, flags: FLAG_ON }, given: { categoryId: shoes.id } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'This category has sub-categories: delete or move them first' })
    expect((await read(shoes.id)).name).toBe('Shoes')
  })
})
