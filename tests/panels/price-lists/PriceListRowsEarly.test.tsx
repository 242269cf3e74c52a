import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import PriceListsArea from '@/panels/price-lists/PriceListsArea'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { server } from '../../mocks/server'
import { renderArea } from '../renderArea'

const mock = withMockDb()

// Issue #32: a list of 15,000 prices takes Medusa seconds to answer; the grid's rows (the list's
// products) are asked beside it, not after it.
describe('a price list opened by its URL', () => {
  it('asks for the grid’s rows while the list itself is still unanswered', async () => {
    const list = (mock.db as PriceListsMockDb).priceLists.find((l) => l.name === 'Summer Sale')
    if (!list) throw new Error('no Summer Sale')
    let answer = () => undefined as void
    const held = new Promise<void>((resolve) => (answer = resolve))
    const asked: string[] = []
    server.events.removeAllListeners('request:start')
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname)
    })
    server.use(http.get(`${BASE}/admin/price-lists/:id`, async () => held.then(() => undefined)))
    renderArea('price-lists', <PriceListsArea />, `/a/price-lists/${list.id}`)
    await waitFor(() => expect(asked).toContain('/admin/products'))
    expect(screen.queryByRole('grid', { name: 'Prices of Summer Sale' })).toBeNull()
    answer()
    await screen.findByRole('grid', { name: 'Prices of Summer Sale' })
  })
})
