import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { focusAtom } from '@/atoms/core/context'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { orderByNumber, recordRequests, renderOrders, withOrdersDb } from './helpers'

const mock = withOrdersDb()
const requests = recordRequests()
const SLOW = { timeout: 10_000 }

const currency = (amount: number, code: string) => new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).format(amount)

async function openOrder(displayId: number) {
  const order = orderByNumber(mock.db, displayId)
  const utils = renderOrders(`/a/orders/${order.id}`)
  await screen.findByRole('heading', { name: `Order #${displayId}` }, SLOW)
  return { ...utils, order }
}

beforeEach(() => localStorage.clear())

describe('order detail', () => {
  it('paints the order from one request, then adds its returns, swaps, claims and edits from a second', async () => {
    await openOrder(1042)
    await screen.findByText('None', { selector: 'section[aria-labelledby="order-returns-heading"] p' }, SLOW)
    const detailCalls = requests.filter((u) => u.pathname === '/admin/orders/order_23')
    expect(detailCalls).toHaveLength(2)
    const [first, second] = detailCalls.map((u) => ({ fields: u.searchParams.get('fields'), expand: u.searchParams.get('expand')?.split(',') ?? [] }))
    expect(first?.fields).toBeNull()
    expect(first?.expand).toEqual(
      expect.arrayContaining(['items', 'customer', 'shipping_address', 'billing_address', 'payments', 'refunds', 'fulfillments.tracking_links', 'shipping_methods', 'region', 'discounts', 'gift_cards']),
    )
    expect(first?.expand.filter((path) => /^(returns|swaps|claims|edits)\b/.test(path))).toEqual([])
    expect(second).toEqual({ fields: 'id', expand: expect.arrayContaining(['returns', 'swaps', 'claims', 'edits', 'claims.claim_items.images', 'swaps.additional_items']) })
    expect(second?.expand.filter((path) => !/^(returns|swaps|claims|edits)\b/.test(path))).toEqual([])

    const totals = screen.getByRole('region', { name: 'Order' }).querySelector('section[aria-labelledby="order-totals-heading"]') as HTMLElement
    expect(within(totals).getByText('Totals (JPY)')).toBeTruthy()
    // Subtotal 3,159 + 2 × 2,430, shipping 1,200, tax 10 %: yen have no minor unit.
    expect(within(totals).getByText('Subtotal').nextElementSibling?.textContent).toBe(currency(8019, 'JPY'))
    expect(within(totals).getByText('Shipping').nextElementSibling?.textContent).toBe(currency(1200, 'JPY'))
    expect(within(totals).getByText('Tax').nextElementSibling?.textContent).toBe(currency(922, 'JPY'))
    expect(within(totals).getByText('Total').nextElementSibling?.textContent).toBe(currency(10141, 'JPY'))
    expect(within(totals).getByText('Refunded').nextElementSibling?.textContent).toBe(currency(-1521, 'JPY'))
    expect(within(totals).queryByText('Discount')).toBeNull()

    expect(screen.getByText('TRK10420001')).toBeTruthy()
    expect(screen.getByText('TRK10420002')).toBeTruthy()
    expect(screen.getByText('Haruki Tanaka', { selector: 'dd' })).toBeTruthy()
  })

  it('shows a euro order with its discount in euros', async () => {
    await openOrder(1037)
    const totals = document.querySelector('section[aria-labelledby="order-totals-heading"]') as HTMLElement
    // Two T-shirts at 19.50, WELCOME10 takes 3.90.
    expect(within(totals).getByText('Subtotal').nextElementSibling?.textContent).toBe(currency(39, 'EUR'))
    expect(within(totals).getByText('Discount').nextElementSibling?.textContent).toBe(currency(-3.9, 'EUR'))
    expect(screen.getByText('WELCOME10')).toBeTruthy()
  })

  it('merges the notes and notifications (loaded only for the open order) into the timeline by date', async () => {
    const { order } = await openOrder(1042)
    const timeline = await screen.findByRole('list', { name: 'Order timeline' })
    await waitFor(() => expect(within(timeline).getAllByText(/^Note by/)).toHaveLength(2))
    const titles = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent)
    expect(titles).toEqual([
      'Note by Ada Lovelace',
      'Notification: Order refund created',
      expect.stringMatching(/^Refunded /),
      'Notification: Order shipment created',
      'Items shipped',
      'Items fulfilled',
      'Payment captured',
      'Note by Ada Lovelace',
      'Notification: Order placed',
      'Order placed',
    ])
    expect(within(timeline).getByText('Customer asked for gift wrapping')).toBeTruthy()
    expect(within(timeline).getByText(/resent 1×/)).toBeTruthy()

    const notes = requests.filter((u) => u.pathname === '/admin/notes')
    const notifications = requests.filter((u) => u.pathname === '/admin/notifications')
    expect(notes.map((u) => u.searchParams.get('resource_id'))).toEqual([order.id])
    expect(notifications.map((u) => u.searchParams.get('resource_id'))).toEqual([order.id])
  })

  it('loads no notes or notifications while no order is open', async () => {
    renderOrders()
    await screen.findByText('#1049')
    expect(requests.some((u) => u.pathname === '/admin/notes' || u.pathname === '/admin/notifications')).toBe(false)
  })

  it('focuses the order for commands while it is open, and lets go when closed', async () => {
    const user = userEvent.setup({ delay: null })
    const { store, order, location } = await openOrder(1042)
    // The panel sets the focus in an effect, after the heading is on screen.
    await waitFor(() => expect(store.get(focusAtom)).toMatchObject({ kind: 'order', id: order.id, entity: { display_id: 1042 } }))
    await user.click(screen.getByRole('button', { name: 'Close order' }))
    await waitFor(() => expect(location()).toBe('/a/orders'))
    expect(store.get(focusAtom)).toBeNull()
  })

  it('shows a swap with its new items and its return once the exchanges follow the order', async () => {
    await openOrder(1027)
    const section = document.querySelector('section[aria-labelledby="order-returns-heading"]') as HTMLElement
    expect(await within(section).findByText(/^Swap /, {}, SLOW)).toBeTruthy()
    expect(within(section).getByText(/^New: Medusa T-Shirt/)).toBeTruthy()
    expect(within(section).getAllByText('requested').length).toBeGreaterThan(0)
  })

  it('keeps the order on screen and says so when its returns, swaps and claims cannot be loaded', async () => {
    server.use(
      http.get(`${BASE}/admin/orders/:id`, ({ request }) =>
        new URL(request.url).searchParams.get('fields') === 'id'
          ? HttpResponse.json({ type: 'invalid_data', message: 'Relation claims.claim_items.images is broken' }, { status: 400 })
          : undefined,
      ),
    )
    await openOrder(1027)
    const section = document.querySelector('section[aria-labelledby="order-returns-heading"]') as HTMLElement
    const alert = await within(section).findByRole('alert', {}, SLOW)
    expect(alert.textContent).toBe('Returns, swaps and claims could not be loaded: Relation claims.claim_items.images is broken')
    expect(screen.getByRole('heading', { name: 'Order #1027' })).toBeTruthy()
    expect(within(section).queryByText('None')).toBeNull()
  })

  it("says 'Order not found' inline for a 404", async () => {
    renderOrders('/a/orders/order_missing')
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(within(alert).getByRole('heading', { name: 'Order not found' })).toBeTruthy()
    expect(alert.textContent).toContain('Order was not found: it may have been deleted meanwhile.')
    expect(screen.getByRole('grid', { name: 'Orders' })).toBeTruthy()
  })

  it('hands a 5xx to the route error page', async () => {
    server.use(
      http.get(`${BASE}/admin/orders/:id`, () =>
        HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }),
      ),
    )
    // React and the router log the error they hand to the error page.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderOrders('/a/orders/order_23')
    // The query cache retries once (SPEC §9) before giving up.
    expect(await screen.findByText('An unknown server error occured', {}, { timeout: 10_000 })).toBeTruthy()
    logged.mockRestore()
  }, 30_000)

  it('shows a claim with the claimed items, their photos and the replacement, without axe violations', async () => {
    // Medusa keeps a photo per claimed item as a ClaimImage; the same URL on two items shows once.
    const claimItem = orderByNumber(mock.db, 1028).claims?.[0]?.claim_items?.[0]
    if (!claimItem) throw new Error('#1028 has a claimed item')
    const urls = ['http://localhost:9000/uploads/1717200000000-seam.jpg', 'http://localhost:9000/uploads/1717200001000-label close-up.jpg']
    const at = '2024-06-01T00:00:00.000Z'
    claimItem.images = [...urls, urls[0] ?? ''].map((url, i) => ({ id: `cimg_${i + 1}`, claim_item_id: claimItem.id, url, created_at: at, updated_at: at, deleted_at: null, metadata: null }))

    await openOrder(1028)
    const section = document.querySelector('section[aria-labelledby="order-returns-heading"]') as HTMLElement
    expect(await within(section).findByText(/^Replacement claim /, {}, SLOW)).toBeTruthy()
    expect(within(section).getByText(/Medusa Sweatshirt × 1 \(production failure: Seam came apart\)/)).toBeTruthy()
    expect(within(section).getByText(/^Replacement: Medusa Sweatshirt/)).toBeTruthy()

    const photos = within(section).getByRole('list', { name: /^Photos of the claim of / })
    const links = within(photos).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(urls)
    expect(within(photos).getByRole('link', { name: 'Photo 1 of 2: Medusa Sweatshirt (opens in a new tab)' }).getAttribute('target')).toBe('_blank')
    const thumbs = within(photos).getAllByRole('img') as HTMLImageElement[]
    expect(thumbs.map((img) => [img.alt, img.getAttribute('src'), img.getAttribute('loading')])).toEqual([
      ['Photo 1 of 2: Medusa Sweatshirt', urls[0], 'lazy'],
      ['Photo 2 of 2: Medusa Sweatshirt', urls[1], 'lazy'],
    ])
    await screen.findAllByText(/Note by/, {}, SLOW)
    await expectNoSeriousA11yViolations()
  }, 30_000)
})
