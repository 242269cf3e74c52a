import type { Product } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext, type ListView } from '@/models/core/context'
import { isAvailable } from '@/commands/core/define'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

const product = (title: string) => {
  const found = mock.db.products.find((p) => p.title === title)
  if (!found) throw new Error(`no product ${title}`)
  return found
}
const tagsOf = (title: string) => product(title).tag_ids.map((id) => mock.db.tags.find((t) => t.id === id)?.value).sort()

/** The products table with these rows selected (as the table shows them). */
const selecting = (...titles: string[]): CommandContext => {
  const rows = titles.map((t) => product(t)) as unknown as Product[]
  return { ...emptyContext, selection: { kind: 'product', ids: rows.map((p) => p.id), records: rows } }
}
const filtered = (query: Record<string, unknown>, description: string): CommandContext => {
  const count = mock.db.products.filter((p) => !query.status || (query.status as string[]).includes(p.status)).length
  const list: ListView = { kind: 'product', query, count, description }
  return { ...emptyContext, list }
}

describe('bulk edits of products', () => {
  it('are offered on a products selection or a products table with rows, not elsewhere', () => {
    for (const id of ['products.bulk-status', 'products.bulk-add-tags', 'products.bulk-remove-tags', 'products.bulk-collection', 'products.bulk-type'] as const) {
      const command = commandOf(id)
      expect(isAvailable(command, emptyContext)).toBe(false)
      expect(isAvailable(command, { ...emptyContext, selection: { kind: 'customer', ids: ['cus_1'] } })).toBe(false)
      expect(isAvailable(command, selecting('Medusa Cap'))).toBe(true)
      expect(isAvailable(command, filtered({}, ''))).toBe(true)
    }
  })
})

describe('products.bulk-status', () => {
  it('previews old → new per product on the selection, skips those already so, and updates the rest', async () => {
    const run = await runCommand('products.bulk-status', {
      ctx: selecting('Medusa Hoodie', 'Medusa Cap', 'Medusa T-Shirt'),
      answers: { products: pick('', 'The 3 products selected'), status: 'published' },
    })
    expect(run.offered.products).toEqual([{ id: 'selection', label: 'The 3 products selected', hint: 'Medusa Hoodie, Medusa Cap, Medusa T-Shirt' }])
    expect(run.confirmations).toEqual(['Set status to published on 2 products: Medusa Hoodie (draft → published), Medusa Cap (draft → published); 1 product already published.'])
    expect(requestsOf(seen, 'POST').map((r) => r.path)).toEqual([`/admin/products/${product('Medusa Hoodie').id}`, `/admin/products/${product('Medusa Cap').id}`])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Status set to published on 2 of 2 products', message: 'Medusa Hoodie, Medusa Cap' } })
    expect(product('Medusa Hoodie').status).toBe('published')
  })

  it("on the table's filter, gathers every matching product and names the filter", async () => {
    const ctx = filtered({ status: ['draft'], order: '-created_at' }, 'with status draft')
    const run = await runCommand('products.bulk-status', { ctx, answers: { products: pick('', 'All 3 products with status draft'), status: 'proposed' } })
    expect(run.confirmations[0]).toMatch(/^Set status to proposed on 3 products: /)
    expect(mock.db.products.filter((p) => p.status === 'draft')).toEqual([])
  })

  it('fails naming the products Medusa refused, and keeps the answers for a retry', async () => {
    const cap = product('Medusa Cap')
    server.use(
      http.post(`${BASE}/admin/products/${cap.id}`, () => HttpResponse.json({ type: 'not_allowed', message: 'Not now' }, { status: 400 })),
    )
    const run = await runCommand('products.bulk-status', {
      ctx: selecting('Medusa Hoodie', 'Medusa Cap'),
      answers: { products: pick('', 'The 2 products selected'), status: 'published' },
    })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Status set to published on 1 of 2 products. Failed: Medusa Cap: Not now' })
    expect(run.args).toMatchObject({ products: 'selection', status: 'published' })
  })
})

describe('products.bulk-add-tags and bulk-remove-tags', () => {
  it('adds tags to what each product has, new tags made by value', async () => {
    const run = await runCommand('products.bulk-add-tags', {
      ctx: selecting('Medusa Cap', 'Medusa Longsleeve'),
      answers: { products: pick('', 'The 2 products selected'), tags: 'winter, summer' },
    })
    expect(run.confirmations).toEqual([
      'Add winter, summer to 2 products: Medusa Cap (summer → summer, winter), Medusa Longsleeve (no tags → winter, summer).',
    ])
    expect(tagsOf('Medusa Cap')).toEqual(['summer', 'winter'])
    expect(tagsOf('Medusa Longsleeve')).toEqual(['summer', 'winter'])
    expect(mock.db.tags.filter((t) => t.value === 'summer')).toHaveLength(1)
  })

  it('refuses an empty tag list before sending', async () => {
    const run = await runCommand('products.bulk-add-tags', { ctx: selecting('Medusa Cap'), answers: { products: pick('', 'The 1 product selected'), tags: ' , ' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'tags', message: 'Tags to add needs at least one tag' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('removes tags, leaving the others and untouched products', async () => {
    const run = await runCommand('products.bulk-remove-tags', {
      ctx: selecting('Medusa T-Shirt', 'Medusa Longsleeve'),
      answers: { products: pick('', 'The 2 products selected'), tags: 'summer' },
    })
    expect(run.confirmations).toEqual(['Remove summer from 1 product: Medusa T-Shirt (cotton, summer → cotton); 1 product without these tags.'])
    expect(tagsOf('Medusa T-Shirt')).toEqual(['cotton'])
    expect(requestsOf(seen, 'POST')).toHaveLength(1)
  })
})

describe('products.bulk-collection and bulk-type', () => {
  it('moves products to a collection in one batch request, previewing from → to', async () => {
    const run = await runCommand('products.bulk-collection', {
      ctx: selecting('Medusa Cap', 'Medusa Longsleeve', 'Medusa Mug'.replace('Mug', 'Coffee Mug')),
      answers: { products: pick('', 'The 3 products selected'), collectionId: pick('winter', 'Winter Collection') },
    })
    expect(run.confirmations).toEqual([
      'Move 3 products to Winter Collection: Medusa Cap (Summer Collection → Winter Collection), Medusa Longsleeve (no collection → Winter Collection), Medusa Coffee Mug (Essentials → Winter Collection).',
    ])
    expect(requestsOf(seen, 'POST').map((r) => r.path)).toEqual(['/admin/collections/pcol_2/products/batch'])
    expect(['Medusa Cap', 'Medusa Longsleeve', 'Medusa Coffee Mug'].map((t) => product(t).collection_id)).toEqual(['pcol_2', 'pcol_2', 'pcol_2'])
  })

  it('sets the type by value, made when new', async () => {
    const run = await runCommand('products.bulk-type', {
      ctx: selecting('Medusa Cap', 'Medusa Shorts'),
      answers: { products: pick('', 'The 2 products selected'), type: 'Headwear' },
    })
    expect(run.confirmations).toEqual(['Set type to Headwear on 2 products: Medusa Cap (Accessories → Headwear), Medusa Shorts (no type → Headwear).'])
    const headwear = mock.db.types.find((t) => t.value === 'Headwear')
    expect(product('Medusa Cap').type_id).toBe(headwear?.id)
    expect(product('Medusa Shorts').type_id).toBe(headwear?.id)
  })

  it('offers both the selection and the filter when both are there', async () => {
    const ctx = { ...filtered({ status: ['published'] }, 'with status published'), selection: selecting('Medusa Cap').selection }
    const run = await runCommand('products.bulk-type', { ctx, answers: { products: pick('', 'The 1 product selected'), type: 'Accessories' } })
    expect(run.offered.products?.map((o) => o.label)).toEqual(['The 1 product selected', 'All 7 products with status published'])
    expect(run.confirmations).toEqual(['Nothing to change (1 product already Accessories).'])
    expect(requestsOf(seen, 'POST')).toEqual([])
  })
})
