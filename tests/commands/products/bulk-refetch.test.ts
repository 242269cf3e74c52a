import type { Product } from '@medusajs/client-types'
import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient, holdInvalidations, runMutation } from '@/atoms/core/query'
import { productQueries, updateProductMutation } from '@/atoms/products/keys'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import { pick, runCommand } from '../harness'

const mock = withMockDb()

/** An open products table: an active query under the products key, counting its fetches. */
function openTable(queryClient = createQueryClient()) {
  let fetches = 0
  const observer = new QueryObserver(queryClient, {
    queryKey: [...productQueries.lists(), 'open table'],
    queryFn: async () => ++fetches,
  })
  const unsubscribe = observer.subscribe(() => {})
  return { queryClient, fetches: () => fetches, close: unsubscribe }
}

const selecting = (...titles: string[]): CommandContext => {
  const rows = titles.map((title) => mock.db.products.find((p) => p.title === title)) as unknown as Product[]
  return { ...emptyContext, selection: { kind: 'product', ids: rows.map((p) => p.id), records: rows } }
}

describe('a products bulk edit and the tables open meanwhile', () => {
  it('refetches the open products table once at its end, not after each product it updates', async () => {
    const table = openTable()
    await expect.poll(table.fetches).toBe(1)
    const run = await runCommand('products.bulk-status', {
      queryClient: table.queryClient,
      ctx: selecting('Medusa Hoodie', 'Medusa Cap', 'Medusa T-Shirt'),
      answers: { products: pick('', 'The 3 products selected'), status: 'published' },
    })
    expect(run.outcome.status).toBe('done')
    expect(table.fetches()).toBe(2)
    table.close()
  })
})

describe('holdInvalidations', () => {
  it('keeps a held write’s invalidations for the next flush, once each; other writes invalidate at once', async () => {
    const table = openTable()
    await expect.poll(table.fetches).toBe(1)
    const hold = holdInvalidations(table.queryClient)
    const cap = mock.db.products.find((p) => p.title === 'Medusa Cap')
    if (!cap) throw new Error('no Medusa Cap')
    await runMutation(table.queryClient, hold.held(updateProductMutation), { id: cap.id, body: { status: 'draft' } })
    await runMutation(table.queryClient, hold.held(updateProductMutation), { id: cap.id, body: { status: 'published' } })
    expect(table.fetches()).toBe(1)
    await hold.flush()
    expect(table.fetches()).toBe(2)
    // Nothing held since: a flush asks nothing again.
    await hold.flush()
    expect(table.fetches()).toBe(2)
    // A write outside the hold refetches as it lands.
    await runMutation(table.queryClient, updateProductMutation, { id: cap.id, body: { status: 'draft' } })
    expect(table.fetches()).toBe(3)
    table.close()
  })
})
