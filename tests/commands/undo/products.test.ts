import type { Product } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { SHAPE } from '@/commands/products/bulk-send'
import { productsByIds } from '@/models/products/matching'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, recordRequests, requestsOf } from '../harness'
import { newest, undoSetUp } from './setup'

// Each products inverse against msw: the undo reads the products again, sets back only those still as
// the run left them, names the others, is journalled itself and can be redone.

const mock = withMockDb()
const seen = recordRequests()

const product = (title: string) => {
  const found = mock.db.products.find((p) => p.title === title)
  if (!found) throw new Error(`no product ${title}`)
  return found
}
const tagsOf = (title: string) => product(title).tag_ids.map((id) => mock.db.tags.find((t) => t.id === id)?.value).sort()

/** The bulk prompt's answer: the products table's selection, read with what a bulk edit previews. */
async function selectionOf(...titles: string[]) {
  const products = await productsByIds(titles.map((t) => product(t).id), SHAPE)
  const rows = products as Product[]
  return {
    args: { products: 'selection' },
    ctx: { selection: { kind: 'product' as const, ids: rows.map((p) => p.id), records: rows }, picked: { products: { id: 'selection', products } } },
  }
}

describe('undo of Set product status', () => {
  it('sets the status back, journals the undo, marks the run undone, and redoes it', async () => {
    const { run, undo, entries } = undoSetUp()
    const hoodie = product('Medusa Hoodie')
    expect((await run('products.set-status', { productId: hoodie.id, status: 'published' })).status).toBe('done')
    const done = newest(await entries())
    expect(done.undo).toMatchObject({
      undoable: true,
      plans: [{ revert: 'products', steps: [{ id: hoodie.id, name: 'Medusa Hoodie', field: 'status', before: 'draft', after: 'published' }] }],
    })

    // The palette names its undo after the run it takes back.
    expect(commandOf('activity.undo-last').title).toBe('Undo Set product status')

    expect(await undo()).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Undone: Set product status' } })
    expect(commandOf('activity.undo-last').title).toBe('Undo last change')
    expect(product('Medusa Hoodie').status).toBe('draft')
    const [undone, original] = await entries()
    expect(undone).toMatchObject({
      command: { title: 'Undo: Set product status' },
      records: [{ name: 'Medusa Hoodie', kind: 'product' }],
      outcome: { status: 'done' },
      undo: { undoable: true, undoes: { id: done.id, title: 'Set product status', redo: false } },
    })
    expect(original?.undo.undoneBy).toBe(undone?.id)

    // mod+z goes past the undo: nothing else of this operator is undoable.
    expect(await undo()).toMatchObject({ status: 'failed', message: expect.stringMatching(/^Nothing to undo/) })
    // The undo's own Undo is the redo.
    expect(await undo(undone?.id)).toMatchObject({ status: 'done', result: { title: 'Redone: Set product status' } })
    expect(product('Medusa Hoodie').status).toBe('published')
    expect(newest(await entries())).toMatchObject({ command: { title: 'Redo: Set product status' }, undo: { undoes: { id: undone?.id, redo: true } } })
  })

  it('on a table selection (one run per row) undoes every row in one step', async () => {
    const { run, undo } = undoSetUp()
    const rows = [product('Medusa Hoodie'), product('Medusa Cap')] as unknown as Product[]
    const selection = { kind: 'product' as const, ids: rows.map((p) => p.id), records: rows }
    const outcome = await run('products.set-status', { status: 'proposed' }, { selection })
    expect(outcome).toMatchObject({ status: 'bulk', done: 2 })
    await undo()
    expect([product('Medusa Hoodie').status, product('Medusa Cap').status]).toEqual(['draft', 'draft'])
  })
})

describe('redo, and the Undo of a named run', () => {
  it('mod+shift+z redoes the last undo; a run undone already is not undone twice', async () => {
    const { run, undo, runner, ctx, entries } = undoSetUp()
    const hoodie = product('Medusa Hoodie')
    await run('products.set-status', { productId: hoodie.id, status: 'published' })
    const done = newest(await entries())
    await undo()
    expect(await runner.execute(commandOf('activity.redo'), { entry: 'last-undo' }, { ctx: ctx() })).toMatchObject({ status: 'done', result: { title: 'Redone: Set product status' } })
    expect(product('Medusa Hoodie').status).toBe('published')
    // The toast's and the Activity area's Undo name the run: this one was undone already.
    expect(await runner.execute(commandOf('activity.undo'), { entry: done.id }, { ctx: ctx() })).toMatchObject({ status: 'failed', message: 'Set product status was undone already' })
  })
})

describe('undo of Publish product', () => {
  it('sets back the status the operator saw: proposed stays proposed after the undo', async () => {
    const { run, undo } = undoSetUp()
    const socks = product('Medusa Socks') as unknown as Product
    await run('products.publish', { productId: socks.id }, { focus: { kind: 'product', id: socks.id, entity: socks } })
    expect(product('Medusa Socks').status).toBe('published')
    await undo()
    expect(product('Medusa Socks').status).toBe('proposed')
  })
})

describe('undo of the products bulk edits', () => {
  it('leaves the one product changed since and names it; undoes the others', async () => {
    const { run, undo, entries } = undoSetUp()
    const target = await selectionOf('Medusa Hoodie', 'Medusa Cap', 'Medusa Longsleeve')
    await run('products.bulk-status', { ...target.args, status: 'published' }, target.ctx)
    // Another client sets one of them meanwhile.
    product('Medusa Cap').status = 'proposed'
    seen.length = 0

    expect(await undo()).toMatchObject({
      status: 'done',
      result: { title: 'Undone: Set status of products…', message: '2 changes taken back; 1 record left as they are\nMedusa Cap: status is now proposed, changed since — left as it is' },
    })
    expect([product('Medusa Hoodie').status, product('Medusa Cap').status, product('Medusa Longsleeve').status]).toEqual(['draft', 'proposed', 'draft'])
    // Read again in one batch, and only the two still published sent back.
    expect(requestsOf(seen, 'GET', '/admin/products')).toHaveLength(1)
    expect(requestsOf(seen, 'POST').map((r) => r.path)).toEqual([`/admin/products/${product('Medusa Hoodie').id}`, `/admin/products/${product('Medusa Longsleeve').id}`])
    const undone = newest(await entries())
    expect(undone.outcome).toEqual({ status: 'partly', done: 2, failed: 1 })
    expect(undone.records.find((r) => r.failed)).toMatchObject({ name: 'Medusa Cap', failed: 'status is now proposed, changed since — left as it is' })
    // The redo sets again only what the undo set back.
    await undo(undone.id)
    expect([product('Medusa Hoodie').status, product('Medusa Cap').status, product('Medusa Longsleeve').status]).toEqual(['published', 'proposed', 'published'])
  })

  it('takes tags, type and collection back to what each product had', async () => {
    const { run, undo } = undoSetUp()
    const before = { shorts: tagsOf('Medusa Shorts'), cap: tagsOf('Medusa Cap') }
    const tags = await selectionOf('Medusa Shorts', 'Medusa Cap')
    await run('products.bulk-add-tags', { ...tags.args, tags: 'winter' }, tags.ctx)
    expect(tagsOf('Medusa Cap')).toContain('winter')
    await undo()
    expect({ shorts: tagsOf('Medusa Shorts'), cap: tagsOf('Medusa Cap') }).toEqual(before)

    const typed = await selectionOf('Medusa Sweatpants', 'Medusa Cap')
    const capType = product('Medusa Cap').type_id
    await run('products.bulk-type', { ...typed.args, type: 'Outerwear' }, typed.ctx)
    await undo()
    expect([product('Medusa Sweatpants').type_id, product('Medusa Cap').type_id]).toEqual([null, capType])

    const moved = await selectionOf('Medusa Longsleeve', 'Medusa Cap')
    const capCollection = product('Medusa Cap').collection_id
    const winter = mock.db.collections.find((c) => c.id !== capCollection)
    await run('products.bulk-collection', { ...moved.args, collectionId: winter?.id }, moved.ctx)
    expect(product('Medusa Longsleeve').collection_id).toBe(winter?.id)
    await undo()
    expect([product('Medusa Longsleeve').collection_id, product('Medusa Cap').collection_id]).toEqual([null, capCollection])
  })

  it('a partly done run undoes the part that was done', async () => {
    const { run, undo, entries } = undoSetUp()
    const target = await selectionOf('Medusa Hoodie', 'Medusa Cap')
    // The Cap is gone before its turn: the run fails on it, after the Hoodie was published.
    mock.db.products = mock.db.products.filter((p) => p.title !== 'Medusa Cap')
    expect(await run('products.bulk-status', { ...target.args, status: 'published' }, target.ctx)).toMatchObject({ status: 'failed' })
    expect(newest(await entries()).undo).toMatchObject({ undoable: true, plans: [{ steps: [{ name: 'Medusa Hoodie' }] }] })
    await undo()
    expect(product('Medusa Hoodie').status).toBe('draft')
  })
})

describe('undo of collection membership', () => {
  it('products added to a collection go back to where each was; products removed go back in', async () => {
    const { run, undo } = undoSetUp()
    const [longsleeve, cap] = [product('Medusa Longsleeve'), product('Medusa Cap')]
    const capCollection = cap.collection_id
    const other = mock.db.collections.find((c) => c.id !== capCollection) as { id: string }
    await run('collections.add-products', { collectionId: other.id, productIds: [longsleeve.id, cap.id] })
    expect([product('Medusa Longsleeve').collection_id, product('Medusa Cap').collection_id]).toEqual([other.id, other.id])
    await undo()
    expect([product('Medusa Longsleeve').collection_id, product('Medusa Cap').collection_id]).toEqual([null, capCollection])

    await run('collections.remove-products', { collectionId: capCollection, productIds: [cap.id] })
    expect(product('Medusa Cap').collection_id).toBeNull()
    await undo()
    expect(product('Medusa Cap').collection_id).toBe(capCollection)
  })
})

describe('undo of sales channel membership', () => {
  it('takes out only the products the run added; puts back those it removed', async () => {
    const { run, undo } = undoSetUp()
    const channelsOf = (title: string) => [...product(title).sales_channel_ids].sort()
    const [web, second] = mock.db.salesChannels.map((c) => c.id) as [string, string]
    const before = { mug: channelsOf('Medusa Coffee Mug'), cap: channelsOf('Medusa Cap') }
    // The Mug is in the second channel already: the undo leaves it there.
    await run('sales-channels.add-products', { salesChannelId: second, productIds: [product('Medusa Coffee Mug').id, product('Medusa Cap').id] })
    expect(channelsOf('Medusa Cap')).toContain(second)
    await undo()
    expect({ mug: channelsOf('Medusa Coffee Mug'), cap: channelsOf('Medusa Cap') }).toEqual(before)

    await run('sales-channels.remove-products', { salesChannelId: web, productIds: [product('Medusa Cap').id] })
    expect(channelsOf('Medusa Cap')).not.toContain(web)
    await undo()
    expect(channelsOf('Medusa Cap')).toEqual(before.cap)
  })
})

describe('undo of Edit product details', () => {
  it("sets the changed title, description and status back, leaving the handle it did not change; a field changed since is left", async () => {
    const { run, undo, entries } = undoSetUp()
    const hoodie = product('Medusa Hoodie')
    const [title, handle, description, status] = [hoodie.title, hoodie.handle, hoodie.description, hoodie.status]
    const edit = { productId: hoodie.id, title: 'Medusa Hoodie 2', handle, description: 'Warmer than ever', status: 'published' }
    expect((await run('products.update', edit)).status).toBe('done')
    expect(newest(await entries()).undo.plans?.[0]?.steps.map((step) => [step.field, step.before, step.after])).toEqual([
      ['title', title, 'Medusa Hoodie 2'],
      ['description', description || null, 'Warmer than ever'],
      ['status', status, 'published'],
    ])
    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Edit product details', message: '3 changes taken back' } })
    expect(product(title)).toMatchObject({ handle, status })
    expect(product(title).description || null).toBe(description || null)

    await run('products.update', edit)
    product('Medusa Hoodie 2').status = 'proposed'
    expect(await undo()).toMatchObject({ result: { message: expect.stringMatching(/^2 changes taken back; 1 record left as they are\nMedusa Hoodie 2?: status is now proposed, changed since — left as it is$/) } })
    expect(product(title)).toMatchObject({ status: 'proposed' })
  })
})

describe('undo of Edit product attributes', () => {
  it('sets back the attributes it sent (an added subtitle and weight cleared again), not those left empty', async () => {
    const { run, undo, entries } = undoSetUp()
    const hoodie = product('Medusa Hoodie')
    const before = { subtitle: hoodie.subtitle ?? null, weight: hoodie.weight ?? null, discountable: hoodie.discountable, material: hoodie.material ?? null }
    expect((await run('products.edit-attributes', { productId: hoodie.id, subtitle: 'Cosy', weight: 500, discountable: !before.discountable })).status).toBe('done')
    expect(newest(await entries()).undo.plans?.[0]?.steps.map((step) => [step.field, step.after])).toEqual([
      ['subtitle', 'Cosy'],
      ['discountable', !before.discountable],
      ['weight', 500],
    ])
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '3 changes taken back' } })
    const after = product('Medusa Hoodie')
    expect({ subtitle: after.subtitle || null, weight: after.weight ?? null, discountable: after.discountable, material: after.material ?? null }).toEqual(before)
  })
})
