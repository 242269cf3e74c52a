import type { Product } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { collectionQueries } from '@/atoms/collections/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { isAvailable } from '@/commands/core/define'
import { collectionCommands } from '@/commands/collections'
import { registry } from '@/commands/index'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

const collectionOf = (title: string) => {
  const found = mock.db.collections.find((c) => c.title === title)
  if (!found) throw new Error(`no collection ${title}`)
  return found
}
const productsIn = (collectionId: string) => mock.db.products.filter((p) => p.collection_id === collectionId).map((p) => p.title).sort()
const product = (title: string) => {
  const found = mock.db.products.find((p) => p.title === title)
  if (!found) throw new Error(`no product ${title}`)
  return found
}

/** The context of a collection's panel, the collection loaded as the panel loads it. */
async function onCollection(id: string, selected: Product[] = []): Promise<CommandContext> {
  const { collection } = await createQueryClient().fetchQuery(collectionQueries.detail(id))
  const selection = selected.length ? { kind: 'product' as const, ids: selected.map((p) => p.id), records: selected } : null
  return { ...emptyContext, focus: { kind: 'collection', id, entity: collection }, selection }
}

describe('the collections area', () => {
  it('registers every collection command, on g l', () => {
    const registered = registry.all.filter((c) => c.id.startsWith('collections.'))
    expect(registered.map((c) => c.id).sort()).toEqual(collectionCommands.map((c) => c.id).sort())
    expect(commandOf('collections.list')).toMatchObject({ title: 'Go to collections', hotkey: 'g l' })
  })

  it('collections.list opens the table; collections.open picks one by title or handle and opens it', async () => {
    expect((await runCommand('collections.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/collections' } })
    const run = await runCommand('collections.open', { answers: { collectionId: pick('essentials', 'Essentials') } })
    expect(run.offered.collectionId?.[0]).toMatchObject({ label: 'Essentials', hint: 'essentials · 3 products' })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/collections/pcol_3' } })
  })
})

describe('collections.create', () => {
  it('sends title, handle and metadata, then opens the new collection', async () => {
    const run = await runCommand('collections.create', { answers: { title: 'Winter 2026', handle: 'winter-2026', metadata: 'season: winter' } })
    const created = collectionOf('Winter 2026')
    expect(created).toMatchObject({ handle: 'winter-2026', metadata: { season: 'winter' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/collections/${created.id}` } })
  })

  it('leaves an empty handle to Medusa, which makes one from the title', async () => {
    await runCommand('collections.create', { answers: { title: 'Spring Drop', handle: '', metadata: '' } })
    expect(collectionOf('Spring Drop').handle).toBe('spring-drop')
  })

  it('refuses a handle with spaces or capitals before sending', async () => {
    const run = await runCommand('collections.create', { answers: { title: 'X', handle: 'Has Spaces' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'handle', message: 'Handle may hold lowercase letters, digits and single dashes' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it("tells Medusa's refusal of a handle in use, and keeps what was typed", async () => {
    const run = await runCommand('collections.create', { answers: { title: 'Summer again', handle: 'summer-collection', metadata: '' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product_collection with handle summer-collection already exists.' })
    expect(run.args).toMatchObject({ title: 'Summer again', handle: 'summer-collection' })
    expect(mock.db.collections.filter((c) => c.handle === 'summer-collection')).toHaveLength(1)
  })
})

describe('collections.update', () => {
  it('starts from the focused collection and sends only the metadata that changed', async () => {
    const summer = collectionOf('Summer Collection')
    summer.metadata = { season: 'summer', old: 'x' }
    const ctx = await onCollection(summer.id)
    const run = await runCommand('collections.update', { ctx, answers: { title: 'Summer 2026', handle: keep, metadata: 'season: summer\nnew: y' } })
    expect(run.prompted).toEqual(['title', 'handle', 'metadata'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Collection saved', message: 'Summer 2026' } })
    expect(collectionOf('Summer 2026')).toMatchObject({ handle: 'summer-collection', metadata: { season: 'summer', new: 'y' } })
  })
})

describe('collections.delete', () => {
  it('names the product count in its question, and the products stay without a collection', async () => {
    const summer = collectionOf('Summer Collection')
    const members = productsIn(summer.id)
    const run = await runCommand('collections.delete', { ctx: await onCollection(summer.id) })
    expect(run.confirmations).toEqual([`Delete Summer Collection (${members.length} products)? Its products stay; they leave the collection.`])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/collections' } })
    expect(mock.db.collections.some((c) => c.id === summer.id)).toBe(false)
    // A soft delete: the products keep pointing at a collection no one can read.
    expect(members.every((title) => product(title).collection_id === summer.id)).toBe(true)
  })
})

describe('collections.add-products', () => {
  it("on a collection's panel, picks several products and adds them in one request", async () => {
    const essentials = collectionOf('Essentials')
    const run = await runCommand('collections.add-products', {
      ctx: await onCollection(essentials.id),
      answers: { productIds: pick('medusa', 'Medusa Cap', 'Medusa Water Bottle') },
    })
    expect(run.prompted).toEqual(['productIds', 'confirm'])
    expect(run.confirmations).toEqual(['Add 2 products to collection Essentials? A product is in one collection: any other one it was in loses it.'])
    expect(requestsOf(seen, 'POST', `/admin/collections/${essentials.id}/products/batch`)).toHaveLength(1)
    expect(productsIn(essentials.id)).toContain('Medusa Cap')
    expect(productsIn(essentials.id)).toContain('Medusa Water Bottle')
    expect(productsIn(collectionOf('Summer Collection').id)).not.toContain('Medusa Cap')
  })

  it("takes the products table's selection without asking, then a collection", async () => {
    const picked = [product('Medusa Longsleeve'), product('Medusa Sticker Pack')] as unknown as Product[]
    const ctx: CommandContext = { ...emptyContext, selection: { kind: 'product', ids: picked.map((p) => p.id), records: picked } }
    const run = await runCommand('collections.add-products', { ctx, answers: { collectionId: pick('winter', 'Winter Collection') } })
    expect(run.prompted).toEqual(['collectionId', 'confirm'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Added to Winter Collection', message: '2 products' } })
    expect(productsIn(collectionOf('Winter Collection').id)).toEqual(expect.arrayContaining(['Medusa Longsleeve', 'Medusa Sticker Pack']))
  })

  it("tells Medusa's refusal (a collection deleted meanwhile), and keeps the products for a retry", async () => {
    const picked = [product('Medusa Cap')] as unknown as Product[]
    const ctx: CommandContext = { ...emptyContext, selection: { kind: 'product', ids: picked.map((p) => p.id), records: picked } }
    const run = await runCommand('collections.add-products', { ctx, given: { collectionId: 'pcol_gone' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product collection was not found: it may have been deleted meanwhile.' })
    expect(run.args.productIds).toEqual(picked.map((p) => p.id))
  })
})

describe('collections.remove-products', () => {
  it("removes the collection's selected products; they stay, in no collection", async () => {
    const winter = collectionOf('Winter Collection')
    const selected = [product('Medusa Hoodie')] as unknown as Product[]
    const run = await runCommand('collections.remove-products', { ctx: await onCollection(winter.id, selected) })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.confirmations).toEqual(['Remove Medusa Hoodie from collection Winter Collection? The products stay, in no collection.'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Removed from Winter Collection', message: '1 product' } })
    expect(product('Medusa Hoodie').collection_id).toBeNull()
  })

  it("without a selection, its picker lists only the collection's products", async () => {
    const winter = collectionOf('Winter Collection')
    const run = await runCommand('collections.remove-products', { ctx: await onCollection(winter.id), answers: { productIds: pick('', 'Medusa Sweatpants') } })
    expect(run.offered.productIds?.map((o) => o.label).sort()).toEqual(['Medusa Hoodie', 'Medusa Sweatpants', 'Medusa Sweatshirt'])
    expect(productsIn(winter.id)).toEqual(['Medusa Hoodie', 'Medusa Sweatshirt'])
  })
})

describe('collections.add-matching', () => {
  it('is offered only on a products table with rows', () => {
    const command = commandOf('collections.add-matching')
    expect(isAvailable(command, emptyContext)).toBe(false)
    expect(isAvailable(command, { ...emptyContext, list: { kind: 'product', query: {}, count: 0, description: '' } })).toBe(false)
    expect(isAvailable(command, { ...emptyContext, list: { kind: 'customer', query: {}, count: 3, description: '' } })).toBe(false)
    expect(isAvailable(command, { ...emptyContext, list: { kind: 'product', query: {}, count: 3, description: '' } })).toBe(true)
  })
})
