import { QueryObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { productQueries } from '@/atoms/products/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { defineCommand, erase } from '@/commands/core/define'
import { allCommands, createRegistry, registry } from '@/commands/index'
import { productVariantCommands } from '@/commands/products/variants'
import { productCommands } from '@/commands/products/products'
import { productOrganizeCommands } from '@/commands/products/organize'
import { productCategoryCommands } from '@/commands/products/categories'
import { productBulkCommands } from '@/commands/products/bulk'
import { productImageCommands } from '@/commands/products/images'
import { productAttributeCommands, variantAttributeCommands } from '@/commands/products/attributes'
import { productCopyCommands, variantOrderCommands } from '@/commands/products/duplicate'
import { productImportTemplateCommands } from '@/commands/products/import-template'
import { productRegionPriceCommands } from '@/commands/products/region-prices'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { commandOf, keep, onProduct, pick, recordRequests, requestsOf, runCommand, specOf } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

const productIn = (id: string) => mock.db.products.find((p) => p.id === id)
const removeProduct = (id: string) => {
  mock.db.products = mock.db.products.filter((p) => p.id !== id)
}
const tagValues = (id: string) => (productIn(id)?.tag_ids ?? []).map((tagId) => mock.db.tags.find((t) => t.id === tagId)?.value)

describe('the products area', () => {
  it('registers every products and variants command of the domain, and only those', () => {
    const domain = [
      ...productCommands, ...productOrganizeCommands, ...productVariantCommands, ...productImageCommands, ...productBulkCommands,
      ...productAttributeCommands, ...variantAttributeCommands, ...productCopyCommands, ...variantOrderCommands, ...productCategoryCommands,
      ...productRegionPriceCommands, ...productImportTemplateCommands,
    ]
    const registered = registry.all.filter((c) => c.id.startsWith('products.') || c.id.startsWith('variants.'))
    expect(registered.map((c) => c.id).sort()).toEqual(domain.map((c) => c.id).sort())
    for (const command of domain) expect(registry.get(command.id)).toBe(command)
  })
})

describe('products.list', () => {
  it("is 'Go to products' on g p and opens the products table without asking anything", async () => {
    expect(commandOf('products.list')).toMatchObject({ title: 'Go to products', group: 'Products', hotkey: 'g p' })
    const run = await runCommand('products.list')
    expect(run.prompted).toEqual([])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/products' } })
    expect(seen).toEqual([])
  })

  it('refuses a second command on its hotkey', () => {
    const clash = erase(defineCommand({ id: 'other.go', title: 'Go', group: 'Test', hotkey: 'g p', run: async () => undefined }))
    expect(() => createRegistry([...allCommands, clash])).toThrow('Hotkey g p of other.go is already used by products.list')
  })
})

describe('products.open', () => {
  it('searches products as typed and opens the one picked', async () => {
    const run = await runCommand('products.open', { answers: { productId: pick('sweat', 'Medusa Sweatshirt') } })
    expect(run.prompted).toEqual(['productId'])
    expect(run.offered.productId?.map((o) => [o.label, o.hint])).toEqual([
      ['Medusa Sweatpants', 'medusa-sweatpants'],
      ['Medusa Sweatshirt', 'medusa-sweatshirt'],
    ])
    expect(requestsOf(seen, 'GET', '/admin/products')[0]?.query.get('q')).toBe('sweat')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/products/prod_2' } })
  })

  it("shows the server's message when the search fails, and opens nothing", async () => {
    server.use(
      http.get(`${BASE}/admin/products`, () => HttpResponse.json({ type: 'invalid_data', message: 'q must be a string' }, { status: 400 })),
    )
    const run = await runCommand('products.open', { answers: { productId: pick('sweat', 'Medusa Sweatshirt') } })
    expect(run.outcome).toEqual({ status: 'search-failed', arg: 'productId', message: 'q must be a string' })
  })
})

describe('products.create', () => {
  const linenShirt = {
    title: 'Linen Shirt',
    status: 'published',
    options: 'Size, Colour',
    currency: pick('', 'EUR'),
    variants: 'S / Sand = 45.00\nM / Sand = 47,50\n',
    collectionId: pick('summer', 'Summer Collection'),
    type: 'Shirts',
    tags: 'linen, summer',
    salesChannelIds: pick('', 'Default Sales Channel', 'Wholesale'),
  }

  it('creates the product with its options, two variants priced in eur minor units, and opens it', async () => {
    const run = await runCommand('products.create', { answers: linenShirt })
    // The handle is made from the title: offered on "More fields…", which Enter passes.
    expect(run.prompted).toEqual(['title', 'status', 'options', 'currency', 'variants', 'collectionId', 'type', 'tags', 'salesChannelIds', 'more-fields'])
    // The store's default currency is offered first.
    expect(run.offered.currency?.map((o) => o.label)).toEqual(['EUR', 'USD', 'GBP'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/products/prod_13' } })

    const created = productIn('prod_13')
    expect(created).toMatchObject({
      title: 'Linen Shirt',
      handle: 'linen-shirt',
      status: 'published',
      collection_id: 'pcol_1',
      type_id: 'ptyp_1',
      sales_channel_ids: ['sc_1', 'sc_2'],
    })
    expect(created?.options.map((o) => o.title)).toEqual(['Size', 'Colour'])
    expect(tagValues('prod_13')).toEqual(['linen', 'summer'])
    expect(created?.variants.map((v) => [v.title, v.options.map((o) => o.value), v.prices.map((p) => [p.currency_code, p.amount])])).toEqual([
      ['S / Sand', ['S', 'Sand'], [['eur', 4500]]],
      ['M / Sand', ['M', 'Sand'], [['eur', 4750]]],
    ])
  })

  it('makes one default option and no variants when both are left empty', async () => {
    const run = await runCommand('products.create', {
      answers: { ...linenShirt, title: 'Gift Wrap', options: '', variants: '', collectionId: undefined, type: '', tags: '', salesChannelIds: undefined },
    })
    expect(run.outcome).toMatchObject({ status: 'done', result: { path: '/a/products/prod_13' } })
    expect(productIn('prod_13')).toMatchObject({ handle: 'gift-wrap', collection_id: null, type_id: null, tag_ids: [], sales_channel_ids: ['sc_1'] })
    expect(productIn('prod_13')?.options.map((o) => o.title)).toEqual(['Title'])
    expect(productIn('prod_13')?.variants).toEqual([])
  })

  it("fails with the server's message when the handle made from the title is taken, and creates nothing", async () => {
    const run = await runCommand('products.create', { answers: { ...linenShirt, title: 'Medusa T-Shirt' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product with handle medusa-t-shirt already exists.' })
    expect(requestsOf(seen, 'POST', '/admin/products')).toHaveLength(1)
    expect(mock.db.products).toHaveLength(12)
    expect(mock.db.tags.map((t) => t.value)).not.toContain('linen')
  })

  it('keeps a handle that breaks the pattern in its prompt, before anything is sent', async () => {
    const run = await runCommand('products.create', { answers: { ...linenShirt, handle: 'Linen Shirt' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'handle', message: 'Handle may hold lowercase letters, digits and single dashes' })
    expect(run.prompted.slice(-2)).toEqual(['more-fields', 'handle'])
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('rejects variant lines with the wrong number of values or a price that is not one', async () => {
    const wrongCount = await runCommand('products.create', { answers: { ...linenShirt, variants: 'S / Sand = 45.00\nM = 45.00' } })
    expect(wrongCount.outcome).toEqual({ status: 'rejected', arg: 'variants', message: 'Line 2: give 2 value(s) separated by /, one per option' })
    const badPrice = await runCommand('products.create', { answers: { ...linenShirt, variants: 'S / Sand = ten' } })
    expect(badPrice.outcome).toEqual({ status: 'rejected', arg: 'variants', message: 'Line 1: "ten" is not a price' })
    const noTitle = await runCommand('products.create', { answers: { ...linenShirt, title: '   ' } })
    expect(noTitle.outcome).toEqual({ status: 'rejected', arg: 'title', message: 'Title is required' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })
})

describe('products.update', () => {
  it('edits the focused product: starts from its current values and skips the product prompt', async () => {
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_2', queryClient)
    const run = await runCommand('products.update', {
      ctx,
      queryClient,
      answers: { title: 'Medusa Crewneck', handle: keep, description: keep, status: 'draft' },
    })
    expect(run.prompted).toEqual(['title', 'handle', 'description', 'status'])
    expect(specOf('products.update', 'status').initial?.(ctx, { productId: 'prod_2' })).toBe('published')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Product updated', message: 'Medusa Crewneck' } })
    expect(productIn('prod_2')).toMatchObject({
      title: 'Medusa Crewneck',
      handle: 'medusa-sweatshirt',
      description: 'The sweatshirt every Medusa fan needs.',
      status: 'draft',
    })
    // The panel's detail is refetched with the new title.
    expect(queryClient.getQueryState(productQueries.detail('prod_2').queryKey)?.isInvalidated).toBe(true)
  })

  it('says the product was not found (not its id) when it was deleted meanwhile', async () => {
    const ctx = await onProduct('prod_2')
    removeProduct('prod_2')
    const run = await runCommand('products.update', { ctx, answers: { title: 'Medusa Crewneck', handle: keep, description: keep, status: 'draft' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product was not found: it may have been deleted meanwhile.' })
  })

  it('picked without its panel open, a skipped description keeps the current one', async () => {
    const run = await runCommand('products.update', {
      answers: { productId: pick('sweat', 'Medusa Sweatshirt'), title: 'Medusa Crewneck', handle: 'medusa-crewneck', description: '', status: 'published' },
    })
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(productIn('prod_2')).toMatchObject({ title: 'Medusa Crewneck', description: 'The sweatshirt every Medusa fan needs.' })
  })

  it('keeps a handle with spaces or capitals in its prompt', async () => {
    const ctx = await onProduct('prod_2')
    const run = await runCommand('products.update', { ctx, answers: { title: keep, handle: 'Medusa Crewneck' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'handle', message: 'Handle may hold lowercase letters, digits and single dashes' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })
})

describe('products.set-status', () => {
  it('sets the status of the product picked', async () => {
    const run = await runCommand('products.set-status', { answers: { productId: pick('hoodie', 'Medusa Hoodie'), status: 'published' } })
    expect(run.prompted).toEqual(['productId', 'status'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Status changed', message: 'published' } })
    expect(productIn('prod_5')?.status).toBe('published')
  })

  it("runs once per selected product, confirms the count, and reports '2 done, 1 failed' with the reason", async () => {
    // The table's selection: ids and the rows as shown (a failure is named by the product's title).
    const rows = ['prod_5', 'prod_6', 'prod_9'].map((id) => ({ ...productIn(id), id }))
    const ctx: CommandContext = { ...emptyContext, selection: { kind: 'product', ids: rows.map((r) => r.id), records: rows } }
    removeProduct('prod_6')
    const run = await runCommand('products.set-status', { ctx, answers: { status: 'published' } })
    expect(run.prompted).toEqual(['status', 'confirm'])
    expect(run.confirmations).toEqual(['Set product status: 3 selected products. Continue?'])
    expect(run.outcome).toEqual({
      status: 'bulk',
      done: 2,
      failed: [{ id: 'prod_6', name: rows[1]?.title, message: 'Product was not found: it may have been deleted meanwhile.' }],
      result: { type: 'toast', title: 'Set product status: 2 done, 1 failed', message: `${rows[1]?.title}: Product was not found: it may have been deleted meanwhile.` },
      follow: undefined,
    })
    expect(requestsOf(seen, 'POST').map((r) => r.path)).toEqual(['/admin/products/prod_5', '/admin/products/prod_6', '/admin/products/prod_9'])
    expect([productIn('prod_5')?.status, productIn('prod_9')?.status]).toEqual(['published', 'published'])
  })
})

describe('products.publish', () => {
  it('publishes a draft product picked by title, naming it in the confirm and the toast', async () => {
    const draft = productIn('prod_5')
    expect(draft?.status).not.toBe('published')
    const run = await runCommand('products.publish', { answers: { productId: pick('hoodie', 'Medusa Hoodie') } })
    expect(run.confirmations).toEqual(['Publish Medusa Hoodie? Shoppers see it in its sales channels.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Product published', message: 'Medusa Hoodie' } })
    expect(productIn('prod_5')?.status).toBe('published')
  })

  it('refuses a product that is already published, saying so before any confirm', async () => {
    const published = mock.db.products.find((p) => p.status === 'published')
    if (!published) throw new Error('the mock has no published product')
    const run = await runCommand('products.publish', { answers: { productId: pick(published.title, published.title) } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'productId', message: `${published.title} is already published` })
    expect(run.confirmations).toEqual([])
    expect(requestsOf(seen, 'POST')).toEqual([])
  })
})

describe('products.set-tags', () => {
  it('replaces the tags and refetches the product the panel shows', async () => {
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_1', queryClient)
    // The open detail panel: an active observer of the detail query.
    const detail = new QueryObserver(queryClient, productQueries.detail('prod_1'))
    const unsubscribe = detail.subscribe(() => undefined)
    await queryClient.fetchQuery(productQueries.list({ limit: 50, offset: 0 }))
    expect(specOf('products.set-tags', 'tags').initial?.(ctx, { productId: 'prod_1' })).toBe('cotton, summer')

    const run = await runCommand('products.set-tags', { ctx, queryClient, answers: { tags: 'sale, linen' } })
    expect(run.prompted).toEqual(['tags'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Tags saved', message: 'sale, linen' } })
    expect(tagValues('prod_1')).toEqual(['sale', 'linen'])

    // The mutation declares what it invalidates: the open detail is fetched again, the list marked stale.
    expect(detail.getCurrentResult().data?.product.tags.map((t) => t.value)).toEqual(['sale', 'linen'])
    // The panel's load, the read before writing (another operator's change is asked about), the refetch.
    expect(requestsOf(seen, 'GET', '/admin/products/prod_1')).toHaveLength(3)
    expect(queryClient.getQueryState(productQueries.list({ limit: 50, offset: 0 }).queryKey)?.isInvalidated).toBe(true)
    unsubscribe()
  })

  it("says 'No tags' when the field is emptied, and removes them all", async () => {
    const ctx = await onProduct('prod_4')
    const run = await runCommand('products.set-tags', { ctx, answers: { tags: '' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Tags saved', message: 'No tags' } })
    expect(productIn('prod_4')?.tag_ids).toEqual([])
  })

  it("fails with the server's 404 when the product is gone", async () => {
    removeProduct('prod_1')
    const run = await runCommand('products.set-tags', { answers: { productId: 'prod_1', tags: 'sale' } })
    expect(run.prompted).toEqual(['productId', 'tags'])
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product was not found: it may have been deleted meanwhile.' })
  })
})

describe('products.organize', () => {
  it('sets collection, type and sales channels', async () => {
    const run = await runCommand('products.organize', {
      answers: {
        productId: pick('longsleeve', 'Medusa Longsleeve'),
        collectionId: pick('winter', 'Winter Collection'),
        type: 'Accessories',
        salesChannelIds: pick('', 'Wholesale'),
      },
    })
    expect(run.prompted).toEqual(['productId', 'collectionId', 'type', 'salesChannelIds'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Product organised', message: undefined } })
    expect(productIn('prod_6')).toMatchObject({ collection_id: 'pcol_2', type_id: 'ptyp_2', sales_channel_ids: ['sc_2'] })
  })

  it("fails with the server's message when the collection no longer exists", async () => {
    const ctx = await onProduct('prod_6')
    mock.db.collections = mock.db.collections.filter((c) => c.id !== 'pcol_2')
    const run = await runCommand('products.organize', { ctx, answers: { collectionId: 'pcol_2', type: keep, salesChannelIds: undefined } })
    expect(run.prompted).toEqual(['collectionId', 'type', 'salesChannelIds'])
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product_collection with collection_id pcol_2 does not exist.' })
    expect(productIn('prod_6')?.collection_id).toBeNull()
  })
})

describe('products.delete', () => {
  it('confirms with the focused product’s title, deletes it and goes back to the list without refetching it', async () => {
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_3', queryClient)
    const detail = new QueryObserver(queryClient, productQueries.detail('prod_3'))
    const unsubscribe = detail.subscribe(() => undefined)
    const run = await runCommand('products.delete', { ctx, queryClient })
    unsubscribe()
    expect(run.prompted).toEqual(['confirm'])
    expect(run.confirmations).toEqual(['Delete Medusa Sweatpants? This cannot be undone.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/products' } })
    expect(productIn('prod_3')).toBeUndefined()
    // Its detail would only answer 404 now: it is not asked for again.
    expect(requestsOf(seen, 'GET', '/admin/products/prod_3')).toHaveLength(1)
  })

  it('keeps the product when the server refuses', async () => {
    server.use(
      http.delete(`${BASE}/admin/products/:id`, () =>
        HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }),
      ),
    )
    const run = await runCommand('products.delete', { answers: { productId: pick('sweatpants', 'Medusa Sweatpants') } })
    expect(run.prompted).toEqual(['productId', 'confirm'])
    expect(run.confirmations).toEqual(['Delete Medusa Sweatpants? This cannot be undone.'])
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'An unknown error occurred.' })
    expect(productIn('prod_3')).toBeDefined()
  })
})

describe('products.set-metadata', () => {
  it('sets each key in turn and says how many', async () => {
    const run = await runCommand('products.set-metadata', {
      answers: { productId: pick('mug', 'Medusa Coffee Mug'), metadata: 'material: ceramic\ncare = hand wash\n' },
    })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Metadata saved', message: '2 key(s)' } })
    expect(requestsOf(seen, 'POST').map((r) => r.path)).toEqual(['/admin/products/prod_7/metadata', '/admin/products/prod_7/metadata'])
    expect(productIn('prod_7')?.metadata).toEqual({ material: 'ceramic', care: 'hand wash' })
  })

  it('keeps lines that are not key: value, or nothing at all, in the prompt', async () => {
    const prose = await runCommand('products.set-metadata', { answers: { productId: 'prod_7', metadata: 'ceramic mug' } })
    expect(prose.outcome).toEqual({ status: 'rejected', arg: 'metadata', message: 'Line 1: write key: value' })
    const empty = await runCommand('products.set-metadata', { answers: { productId: 'prod_7', metadata: '\n' } })
    expect(empty.outcome).toEqual({ status: 'rejected', arg: 'metadata', message: 'Metadata (key: value per line) is required' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it("fails with the server's 404 for a product that is gone", async () => {
    removeProduct('prod_7')
    const run = await runCommand('products.set-metadata', { answers: { productId: 'prod_7', metadata: 'material: ceramic' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product was not found: it may have been deleted meanwhile.' })
  })
})

describe('products.taxonomy', () => {
  it('loads tag usage into the cache and opens the taxonomy panel', async () => {
    const run = await runCommand('products.taxonomy')
    expect(run.prompted).toEqual([])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/products/taxonomy' } })
    expect(run.queryClient.getQueryData(productQueries.tagUsage().queryKey)?.tags[0]).toEqual({ id: 'tag_1', value: 'cotton', usage_count: '4' })
  })

  it("fails with the server's message when tag usage cannot be loaded, after the query cache's one retry", async () => {
    server.use(
      http.get(`${BASE}/admin/products/tag-usage`, () =>
        HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }),
      ),
    )
    const run = await runCommand('products.taxonomy')
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'An unknown error occurred.' })
    expect(requestsOf(seen, 'GET', '/admin/products/tag-usage')).toHaveLength(2)
  })
})
