import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createAppStore } from '@/atoms/core/query'
import { checkSessionAtom } from '@/atoms/core/session'
import { serializeViews, VIEWS_METADATA_KEY, type SavedView } from '@/atoms/views/format'
import { BASE } from '../mocks/http'
import { server as msw } from '../mocks/server'
import { renderOrders, withOrdersDb } from '../panels/orders/helpers'
import { viewsHandlers, viewsServer, type ViewsServer } from './mocks'

withOrdersDb()
let server: ViewsServer
beforeEach(() => {
  localStorage.clear()
  server = viewsServer()
  msw.use(...viewsHandlers(server))
})

const view = (id: string, name: string, search: string, extra: Partial<SavedView> = {}): SavedView => ({ id, name, area: 'orders', path: '/a/orders', search, ...extra })
const keep = (views: SavedView[], defaults: Record<string, string> = {}) => ({ [VIEWS_METADATA_KEY]: serializeViews({ views, defaults }) })

async function signedIn() {
  const store = createAppStore()
  await store.set(checkSessionAtom)
  return store
}

describe('the table’s Views control', () => {
  it('paints the table before the views are read, then lists them', async () => {
    server.user.metadata = keep([view('v1', 'Captured', 'payment_status=captured')])
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    let asked = false
    msw.use(
      http.get(`${BASE}/admin/users/:id`, async () => {
        asked = true
        await answered
        return HttpResponse.json({ user: server.user })
      }),
    )
    renderOrders('/a/orders', await signedIn())
    // The rows are on screen while the views' answer is still held back.
    await screen.findByText('#1049')
    expect(screen.getByRole('button', { name: 'Views' })).toBeTruthy()
    await waitFor(() => expect(asked).toBe(true))
    expect(screen.queryByRole('button', { name: 'Captured' })).toBeNull()

    await act(async () => release())
    await screen.findByRole('button', { name: 'Captured', hidden: true })
  })

  it('opens a view from the keyboard: its filters in the URL, its columns on the table', async () => {
    server.user.metadata = keep([view('v1', 'Captured, no email', 'payment_status=captured&limit=20', { columns: { region: false } })])
    const user = userEvent.setup({ delay: null })
    const { location } = renderOrders('/a/orders', await signedIn())
    await screen.findByText('#1049')
    await screen.findByRole('button', { name: 'Captured, no email', hidden: true })
    expect(screen.getByRole('columnheader', { name: /Region/ })).toBeTruthy()

    screen.getByRole('button', { name: 'Views' }).focus()
    await user.keyboard('{Enter}')
    const menu = screen.getByRole('group', { name: 'Saved views' })
    within(menu).getByRole('button', { name: 'Captured, no email' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location()).toBe('/a/orders?payment_status=captured&limit=20'))
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Region/ })).toBeNull())
    // The list of captured orders has come in for the view's filter.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 1–19 of 19'))
    expect(screen.getByRole('button', { name: 'Views: Captured, no email' })).toBeTruthy()
  })

  it('applies the area’s default view when the area opens with a bare URL, and not over a filtered one', async () => {
    server.user.metadata = keep([view('v1', 'Captured', 'payment_status=captured')], { orders: 'v1' })
    const first = renderOrders('/a/orders', await signedIn())
    await waitFor(() => expect(first.location()).toBe('/a/orders?payment_status=captured'))
    await screen.findByRole('button', { name: 'Views: Captured' })
    first.unmount()

    const second = renderOrders('/a/orders?status=pending', await signedIn())
    // The views are read (the default is listed as such) and the filtered URL stays as it was.
    await screen.findByRole('button', { name: 'Captured · default', hidden: true })
    expect(second.location()).toBe('/a/orders?status=pending')
  })

  it('opens a view whose region was deleted without that part, and says which region it dropped', async () => {
    msw.use(http.get(`${BASE}/admin/regions/reg_gone`, () => HttpResponse.json({ type: 'not_found', message: 'Region with reg_gone was not found' }, { status: 404 })))
    server.user.metadata = keep([view('v1', 'Atlantis orders', 'region_id=reg_gone&payment_status=captured', { names: { reg_gone: 'Atlantis' } })], { orders: 'v1' })
    const { location } = renderOrders('/a/orders', await signedIn())
    await waitFor(() => expect(location()).toBe('/a/orders?payment_status=captured'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('“Atlantis orders” opened without its filter on region “Atlantis”: it no longer exists.')
    expect(alert.textContent).not.toMatch(/reg_/)
  })
})
