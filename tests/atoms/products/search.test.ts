import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { productQueries } from '@/atoms/products/keys'
import { recordRequests, requestsOf } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'

withMockDb()
const seen = recordRequests()

// Medusa's `q` search answers every column whatever `fields` says; only `expand=` drops the default
// relations (variants, prices, options, images...): 400 KB for 20 products on the large store (#32).
describe('the product picker search', () => {
  it('asks 20 products by q with no relation', async () => {
    const { products } = await createQueryClient().fetchQuery(productQueries.search('shirt'))
    expect(products.length).toBeGreaterThan(0)
    const [request] = requestsOf(seen, 'GET', '/admin/products')
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ q: 'shirt', limit: '20', fields: 'id,title,handle,status,thumbnail', expand: '' })
  })
})
