import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { createAppStore } from '@/atoms/core/query'
import { checkSessionAtom } from '@/atoms/core/session'
import { backgroundDataReadyAtom } from '@/atoms/core/store'
import { serializeViews, VIEWS_METADATA_KEY, type SavedView } from '@/atoms/views/format'
import { grouped } from '@/models/core/text'
import { NavViews } from '@/panels/views/NavViews'
import { withMockDb } from '../mocks/handlers'
import { BASE } from '../mocks/http'
import { server as msw } from '../mocks/server'
import { viewsHandlers, viewsServer, type ViewsServer } from './mocks'

withMockDb()
let server: ViewsServer
let counts: URLSearchParams[]
beforeEach(() => {
  server = viewsServer()
  counts = []
  msw.use(
    ...viewsHandlers(server),
    http.get(`${BASE}/admin/orders`, ({ request }) => {
      const query = new URL(request.url).searchParams
      counts.push(query)
      return HttpResponse.json({ orders: [], count: query.has('payment_status[0]') ? 20000 : 7, limit: 1, offset: 0 })
    }),
  )
})

const view = (id: string, name: string, query: Record<string, unknown>): SavedView => ({ id, name, area: 'orders', path: '/a/orders', search: 'payment_status=captured', query })

async function renderNav() {
  const store = createAppStore()
  await store.set(checkSessionAtom)
  const where = { path: '' }
  function Where() {
    const location = useLocation()
    where.path = `${location.pathname}${location.search}`
    return null
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/a/customers']}>
        <Where />
        <Routes>
          <Route path="*" element={<NavViews listPath="/a/orders" label="Orders" />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  return { store, where }
}

describe('views in the navigation', () => {
  it('lists an area’s views with their grouped counts, asked for after the first paint, one request each', async () => {
    server.user.metadata = { [VIEWS_METADATA_KEY]: serializeViews({ views: [view('v1', 'Captured', { payment_status: ['captured'] }), view('v2', 'Pending', { status: ['pending'] })], defaults: {} }) }
    const { store, where } = await renderNav()
    // Nothing is asked for before the page's own data has painted.
    expect(server.writes).toEqual([])
    expect(counts).toEqual([])
    expect(screen.queryByRole('list', { name: 'Orders views' })).toBeNull()

    act(() => store.set(backgroundDataReadyAtom, true))
    const captured = await screen.findByRole('link', { name: `Captured ${grouped(20000)}` })
    expect(screen.getByRole('link', { name: 'Pending 7' })).toBeTruthy()
    expect(counts.map((q) => [q.get('limit'), q.get('offset')])).toEqual([
      ['1', '0'],
      ['1', '0'],
    ])
    expect(counts.map((q) => q.get('payment_status[0]') ?? q.get('status[0]'))).toEqual(['captured', 'pending'])

    await userEvent.setup({ delay: null }).click(captured)
    await waitFor(() => expect(where.path).toBe('/a/orders?payment_status=captured'))
  })
})
