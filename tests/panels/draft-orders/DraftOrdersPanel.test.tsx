import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import qs from 'qs'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { DRAFT_ORDER_LIST_EXPAND, DRAFT_ORDER_ROWS_EXPAND } from '@/atoms/draft-orders/keys'
import DraftOrdersArea from '@/panels/draft-orders/DraftOrdersArea'
import { recordRequests } from '../../commands/harness'
import { seedDraftOrders } from '../../mocks/draft-orders/draft-orders'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { palette, pageTitle, rowTexts, withAreaDb } from './helpers'
import { clickWhenEnabled, renderArea } from '../renderArea'

const mock = withAreaDb()
const seen = recordRequests()
const SLOW = { timeout: 10_000 }

const renderDrafts = (path = '/a/draft-orders') => renderArea('draft-orders', <DraftOrdersArea />, path)
const grid = () => screen.getByRole('grid', { name: 'Draft orders' })
const listQueries = () => seen.filter((r) => r.method === 'GET' && r.path === '/admin/draft-orders').map((r) => qs.parse(r.query.toString()))
const section = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement

describe('draft orders table', () => {
  it('lists the drafts newest first: number, customer, status, total before tax in the region currency, date', async () => {
    renderDrafts()
    await screen.findByText('Haruki Tanaka', {}, SLOW)
    expect(rowTexts(grid()).map((r) => r[0])).toEqual(['#4', '#3', '#2', '#1'])
    // #1: two T-shirts (19.50) and gift wrap (3.00), standard shipping (8.00); #2: a sweatshirt, free shipping; #4: shipping only.
    await waitFor(() =>
      expect(rowTexts(grid()).map((r) => r.slice(1, 4))).toEqual([
        ['Haruki Tanakaharuki.tanaka@example.jp', 'open', formatMoney(1200, 'jpy')],
        ['Emma Wilsonemma.wilson@example.com', 'completed order #1050', formatMoney(1200 + 800, 'eur')],
        ['John Smithjohn.smith@example.com', 'open', formatMoney(3350, 'usd')],
        ['Jane Doejane.doe@example.com', 'open', formatMoney(2 * 1950 + 300 + 800, 'eur')],
      ]),
    )
    // The rows without items and shipping (painted first), then with them; only the
    // relations the columns read (the route refuses `fields`).
    const page = { limit: '50', offset: '0', order: '-created_at' }
    expect(listQueries()).toEqual(expect.arrayContaining([{ expand: DRAFT_ORDER_ROWS_EXPAND, ...page }, { expand: DRAFT_ORDER_LIST_EXPAND, ...page }]))
    expect(listQueries()).toHaveLength(2)
  })

  it("paints the drafts before Medusa's slower answer with their items, then adds up each total", async () => {
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    // Falls through to the mock store's own handler once released.
    server.use(http.get(`${BASE}/admin/draft-orders`, async ({ request }) => void (new URL(request.url).searchParams.get('expand') === DRAFT_ORDER_LIST_EXPAND ? await held : undefined)))
    renderDrafts()
    await screen.findByText('Haruki Tanaka', {}, SLOW)
    expect(rowTexts(grid()).map((r) => r[3])).toEqual(['…', '…', '…', '…'])
    release()
    await waitFor(() => expect(rowTexts(grid()).map((r) => r[3])).toEqual([formatMoney(1200, 'jpy'), formatMoney(2000, 'eur'), formatMoney(3350, 'usd'), formatMoney(5000, 'eur')]))
  })

  it("says the totals were not loaded when Medusa's answer with the items fails, keeping the drafts", async () => {
    server.use(
      http.get(`${BASE}/admin/draft-orders`, ({ request }) =>
        new URL(request.url).searchParams.get('expand') === DRAFT_ORDER_LIST_EXPAND ? Response.json({ type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }) : undefined,
      ),
    )
    renderDrafts()
    await screen.findByText('Haruki Tanaka', {}, SLOW)
    await waitFor(() => expect(rowTexts(grid()).map((r) => r[3])).toEqual(['not loaded', 'not loaded', 'not loaded', 'not loaded']), SLOW)
  })

  it('filters by status through the URL and the request', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderDrafts()
    await screen.findByText('Haruki Tanaka', {}, SLOW)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed')
    await waitFor(() => expect(location()).toBe('/a/draft-orders?status=completed'))
    await waitFor(() => expect(rowTexts(grid()).map((r) => r[0])).toEqual(['#3']))
    expect(listQueries().at(-1)).toMatchObject({ status: ['completed'] })
  })
})

describe('draft order detail', () => {
  it('shows items, custom items, shipping, totals in the region currency, the customer and address', async () => {
    renderDrafts('/a/draft-orders/dorder_1')
    const article = await screen.findByRole('article', { name: 'Draft order #1' }, SLOW)
    const items = within(article).getByRole('table', { name: 'Items of draft order #1' })
    expect(within(items).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].slice(0, 4).map((c) => c.textContent))).toEqual([
      ['Medusa T-Shirt · S / Black', formatMoney(1950, 'eur'), '2', formatMoney(3900, 'eur')],
    ])
    const custom = within(article).getByRole('table', { name: 'Custom items of draft order #1' })
    expect(within(custom).getByRole('rowheader').textContent).toBe('Gift wrap')
    expect(within(section('Shipping')).getByText('Standard Shipping').nextElementSibling?.textContent).toBe(formatMoney(800, 'eur'))
    const totals = section('Totals (EUR)')
    const total = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent
    // 42.00 of items, 8.00 shipping, 19 % tax on both.
    expect([total('Subtotal'), total('Shipping'), total('Tax'), total('Total')]).toEqual(
      [4200, 800, 950, 5950].map((amount) => formatMoney(amount, 'eur')),
    )
    const customer = section('Customer')
    expect(within(customer).getByText('Jane Doe', { selector: 'dd' })).toBeTruthy()
    expect(within(customer).getByText('1 Rosa-Luxemburg-Platz')).toBeTruthy()
    expect(within(customer).getByText('Europe')).toBeTruthy()
  })

  it(
    "opens the palette at each button's command, on the first page the panel cannot answer",
    async () => {
      const user = userEvent.setup({ delay: null })
      renderDrafts('/a/draft-orders/dorder_1')
      const article = await screen.findByRole('article', { name: 'Draft order #1' }, SLOW)
      const firstPage: Record<string, string> = {
        'Edit draft order: email and addresses': 'Edit draft order: email and addresses › Email',
        'Add variant to draft order': 'Add variant to draft order › Variant',
        'Add custom item to draft order': 'Add custom item to draft order › Title',
        'Mark draft order as paid': 'Mark draft order as paid',
        'Delete draft order': 'Delete draft order',
        'Change line item quantity: Medusa T-Shirt · S / Black': 'Change line item quantity › Quantity',
        'Remove line item from draft order: Gift wrap': 'Remove line item from draft order',
      }
      for (const [name, title] of Object.entries(firstPage)) {
        await clickWhenEnabled(user, within(article).getByRole('button', { name }))
        // The palette's code may still be loading: wait for its page, not just for a dialog.
        await waitFor(() => expect(pageTitle()).toBe(title), SLOW)
        if (name.startsWith('Edit')) expect((document.activeElement as HTMLInputElement).value).toBe('jane.doe@example.com')
        if (name.startsWith('Change line item')) expect((document.activeElement as HTMLInputElement).value).toBe('2')
        if (name === 'Mark draft order as paid') {
          expect(within(palette()).getByText(`Mark draft order #1 as paid for ${formatMoney(5950, 'eur')}? Medusa records the payment and turns the draft into an order.`)).toBeTruthy()
        }
        if (name.startsWith('Remove')) expect(within(palette()).getByText('Remove Gift wrap from draft order #1?')).toBeTruthy()
        await user.keyboard('{Escape}{Escape}')
        expect(screen.queryByRole('dialog')).toBeNull()
      }
      // 5 actions, and Quantity and Remove on each of the two lines.
      expect(within(article).getAllByRole('button')).toHaveLength(5 + 4)
      expect(seen.filter((r) => r.method !== 'GET')).toEqual([])
    },
    60_000,
  )

  it(
    'adds a custom item through the palette and shows it with the new totals',
    async () => {
      const user = userEvent.setup({ delay: null })
      renderDrafts('/a/draft-orders/dorder_4')
      const article = await screen.findByRole('article', { name: 'Draft order #4' }, SLOW)
      expect(within(article).getByText('No items yet')).toBeTruthy()
      // An empty draft cannot be paid.
      await waitFor(() => expect((within(article).getByRole('button', { name: 'Mark draft order as paid' }) as HTMLButtonElement).disabled).toBe(true))
      await user.click(within(article).getByRole('button', { name: 'Add custom item to draft order' }))
      await waitFor(() => expect(pageTitle()).toBe('Add custom item to draft order › Title'), SLOW)
      await user.type(within(palette()).getByRole('textbox'), 'Rush fee{Enter}')
      expect(pageTitle()).toBe('Add custom item to draft order › Unit price')
      await user.type(document.activeElement as HTMLElement, '1500{Enter}')
      expect(pageTitle()).toBe('Add custom item to draft order › Quantity')
      await user.keyboard('{Enter}')
      const custom = await within(article).findByRole('table', { name: 'Custom items of draft order #4' }, SLOW)
      expect(within(custom).getByRole('rowheader').textContent).toBe('Rush fee')
      expect(within(section('Totals (JPY)')).getByText('Subtotal').nextElementSibling?.textContent).toBe(formatMoney(1500, 'jpy'))
      expect(seedDraftOrders(mock.db).draftOrders.find((d) => d.id === 'dorder_4')?.cart.items.map((i) => [i.title, i.unit_price])).toEqual([['Rush fee', 1500]])
      expect(await screen.findByText('Custom item added', {}, SLOW)).toBeTruthy()
    },
    60_000,
  )

  it('disables every change on a completed draft and links to its order', async () => {
    renderDrafts('/a/draft-orders/dorder_3')
    const article = await screen.findByRole('article', { name: 'Draft order #3' }, SLOW)
    const toolbar = within(article).getByRole('toolbar', { name: 'Draft order actions' })
    await waitFor(() => expect(within(toolbar).getAllByRole('button').map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true, true, true, true]))
    const order = seedDraftOrders(mock.db).orders.find((o) => o.draft_order_id === 'dorder_3')
    expect(within(article).getByRole('link', { name: 'Open its order #1050' }).getAttribute('href')).toBe(`/a/orders/${order?.id}`)
  })
})

describe('accessibility', () => {
  it('has no serious or critical axe violations with the table and a draft open', async () => {
    renderDrafts('/a/draft-orders/dorder_1')
    await screen.findByRole('article', { name: 'Draft order #1' }, SLOW)
    await screen.findByText('Haruki Tanaka', {}, SLOW)
    await expectNoSeriousA11yViolations()
  })
})
