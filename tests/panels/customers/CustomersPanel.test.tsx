import type { CustomerGroup } from '@medusajs/client-types'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import qs from 'qs'
import { beforeEach, describe, expect, it } from 'vitest'
import { listViewAtom } from '@/atoms/core/context'
import CustomersArea from '@/panels/customers/CustomersArea'
import { recordRequests } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { seedOrders } from '../../mocks/orders/orders'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
/** The first render loads the area and its first answers: generous on a loaded machine. */
const SLOW = { timeout: 10_000 }
const seen = recordRequests()

beforeEach(() => localStorage.clear())

const renderCustomers = (path = '/a/customers') => renderArea('customers', <CustomersArea />, path, { orders: <p>Order panel</p> })

const grid = () => screen.getByRole('grid', { name: 'Customers' })
const rowEmails = () => Array.from(grid().querySelectorAll('tbody tr[data-row-id]')).map((row) => row.querySelector('td:nth-child(3)')?.textContent ?? '')
const listQueries = () => seen.filter((r) => r.method === 'GET' && r.path === '/admin/customers').map((r) => qs.parse(r.query.toString()))
const customer = (email: string) => seedOrders(mock.db).customers.find((c) => c.email === email)
const group = (name: string) => (mock.db as unknown as { customerGroups: CustomerGroup[] }).customerGroups.find((g) => g.name === name) as CustomerGroup

describe('customers table', () => {
  it('lists the customers with their groups, asking for the columns it shows', async () => {
    renderCustomers()
    await screen.findByText('jane.doe@example.com', {}, SLOW)
    expect(rowEmails()).toHaveLength(8)
    const row = screen.getByText('jane.doe@example.com').closest('tr') as HTMLElement
    expect(within(row).getByText('Jane Doe')).toBeDefined()
    expect(within(row).getByText('Registered')).toBeDefined()
    // The groups come with Medusa's second, slower answer.
    expect(await within(row).findByText(/Newsletter/)).toBeDefined()
    // The page without its groups (what paints first), then with them.
    const page = { limit: '50', offset: '0', order: '-created_at', fields: 'id,email,first_name,last_name,phone,has_account,created_at' }
    expect(listQueries().map((q) => q.expand).sort()).toEqual(['', 'groups'])
    for (const query of listQueries()) expect(query).toMatchObject(page)
    expect(screen.getByText('8 customers')).toBeDefined()
  })

  it("paints the rows before Medusa's slower answer with their groups, then lays the groups on", async () => {
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    // Falls through to the mock store's own handler once released.
    server.use(http.get(`${BASE}/admin/customers`, async ({ request }) => void (new URL(request.url).searchParams.get('expand') === 'groups' ? await held : undefined)))
    renderCustomers()
    await screen.findByText('jane.doe@example.com', {}, SLOW)
    const row = () => screen.getByText('jane.doe@example.com').closest('tr') as HTMLElement
    expect(within(row()).queryByText(/Newsletter/)).toBeNull()
    expect(within(row()).getByText('…')).toBeDefined()
    release()
    expect(await within(row()).findByText(/Newsletter/)).toBeDefined()
    expect(within(row()).queryByText('…')).toBeNull()
    expect(rowEmails()).toHaveLength(8)
  })

  it("says the groups were not loaded when Medusa's answer with them fails, keeping the rows", async () => {
    server.use(
      http.get(`${BASE}/admin/customers`, ({ request }) =>
        new URL(request.url).searchParams.get('expand') === 'groups' ? Response.json({ type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }) : undefined,
      ),
    )
    renderCustomers()
    await screen.findByText('jane.doe@example.com', {}, SLOW)
    const row = () => screen.getByText('jane.doe@example.com').closest('tr') as HTMLElement
    // Once that answer has failed for good, the cell stops waiting.
    expect(await within(row()).findByText('not loaded', {}, SLOW)).toBeDefined()
    expect(within(row()).queryByText('…')).toBeNull()
    expect(rowEmails()).toHaveLength(8)
  })

  it('asks once when a group filter makes Medusa join the groups anyway', async () => {
    const newsletter = group('Newsletter')
    renderCustomers(`/a/customers?groups=${newsletter.id}`)
    const row = await screen.findByText('jane.doe@example.com', {}, SLOW)
    expect(within(row.closest('tr') as HTMLElement).getByText(/Newsletter/)).toBeDefined()
    expect(listQueries()).toHaveLength(1)
  })

  it('filters by group and account and searches, all in the URL; says the filter in words and publishes it', async () => {
    const user = userEvent.setup({ delay: null })
    const { location, store } = renderCustomers()
    await screen.findByText('jane.doe@example.com', {}, SLOW)
    const newsletter = group('Newsletter')
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Group' })).getByRole('option', { name: 'Newsletter' })).toBeDefined())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), newsletter.id)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'true')
    await waitFor(() => expect(location()).toBe(`/a/customers?groups=${newsletter.id}&has_account=true`))
    await user.type(screen.getByRole('searchbox', { name: 'Search customers by email or name' }), 'o{Enter}')
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ groups: [newsletter.id], has_account: 'true', q: 'o' }))
    await waitFor(() => expect(rowEmails().sort()).toEqual(['emma.wilson@example.com', 'jane.doe@example.com', 'olivia.brown@example.co.uk', 'sofia.rossi@example.it']))
    expect(await screen.findByText("4 customers with an account, in Newsletter, matching 'o'")).toBeDefined()
    await waitFor(() =>
      expect(store.get(listViewAtom)).toMatchObject({ kind: 'customer', count: 4, description: "with an account, in Newsletter, matching 'o'", query: { q: 'o', has_account: true } }),
    )
  })

  it('exports what the table shows from its Export button, filters included', async () => {
    const user = userEvent.setup({ delay: null })
    renderCustomers('/a/customers?has_account=false')
    await screen.findByText('No customer matches these filters', {}, SLOW)
    customer('john.smith@example.com')!.has_account = false
    await user.click(screen.getByRole('button', { name: 'Export customers as CSV' }))
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ has_account: 'false', expand: 'groups,shipping_addresses,billing_address', order: 'created_at', limit: '500' }))
  })
})

describe('customer detail', () => {
  it('opens the focused row with Enter and shows profile, groups as links and the orders as links', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderCustomers('/a/customers?q=jane')
    await waitFor(() => expect(rowEmails()).toEqual(['jane.doe@example.com']), SLOW)
    await user.keyboard('j')
    await user.keyboard('{Enter}')
    const jane = customer('jane.doe@example.com')
    await waitFor(() => expect(location()).toBe(`/a/customers/${jane?.id}?q=jane`))
    const article = await screen.findByRole('article', { name: 'Jane Doe' }, SLOW)
    expect(within(article).getByRole('link', { name: 'Newsletter' }).getAttribute('href')).toBe(`/a/customer-groups/${group('Newsletter').id}`)
    const orders = await within(article).findByRole('table', { name: 'Latest orders of jane.doe@example.com' })
    const janes = seedOrders(mock.db).orders.filter((o) => o.customer_id === jane?.id)
    expect(within(orders).getAllByRole('row')).toHaveLength(Math.min(janes.length, 10) + 1)
    const ordersQuery = seen.filter((r) => r.path === '/admin/orders').map((r) => qs.parse(r.query.toString()))[0]
    expect(ordersQuery).toMatchObject({ customer_id: jane?.id, limit: '10', fields: 'id,display_id,created_at,status,payment_status,fulfillment_status,total,currency_code' })
    const newest = [...janes].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]
    await user.click(within(orders).getByRole('link', { name: `#${newest?.display_id}` }))
    await waitFor(() => expect(location()).toBe(`/a/orders/${newest?.id}`))
  })

  it('opens the palette at the edit command from the Edit button, starting from the customer', async () => {
    const user = userEvent.setup({ delay: null })
    renderCustomers(`/a/customers/${customer('jane.doe@example.com')?.id}`)
    const article = await screen.findByRole('article', { name: 'Jane Doe' }, SLOW)
    const edit = within(article).getByRole('button', { name: /^Edit/ })
    // An edit of a customer can be undone: its tooltip (the button's description) and prompts say nothing of undo.
    const tip = document.getElementById(edit.getAttribute('aria-describedby') ?? '')
    expect(tip?.textContent).toMatch(/^Edit customer(?!.*cannot be undone)/)
    await user.click(edit)
    const palette = await screen.findByRole('dialog')
    expect(within(palette).getByRole('heading', { level: 2 }).textContent).toBe('Edit customer › First name')
    expect(within(palette).queryByText('Undo (mod+z) cannot take this back.')).toBeNull()
  })

  it("shows the customer's notes, newest first, each with a Delete button", async () => {
    const jane = customer('jane.doe@example.com')
    const db = seedOrders(mock.db)
    const author = db.notes[0]?.author ?? null
    for (const [value, at] of [['Older note', '2024-03-01T00:00:00.000Z'], ['Newer note', '2024-03-02T00:00:00.000Z']] as const) {
      db.notes.push({ id: `note_${value.length}${at.slice(9, 10)}`, resource_type: 'customer', resource_id: jane?.id ?? '', value, author_id: author?.id ?? '', author: author ?? undefined, created_at: at, updated_at: at, deleted_at: null, metadata: null } as (typeof db.notes)[number])
    }
    renderCustomers(`/a/customers/${jane?.id}`)
    const notes = (await screen.findByRole('heading', { name: 'Notes' }, SLOW)).closest('section') as HTMLElement
    await within(notes).findByText('Newer note', {}, SLOW)
    expect(within(notes).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Newer note', 'Older note'])
    expect(within(notes).getByRole('button', { name: 'Delete customer note: Older note' })).toBeDefined()
  })

  it('says so inside the panel when the customer does not exist', async () => {
    renderCustomers('/a/customers/cus_missing')
    expect(await screen.findByRole('heading', { name: 'Customer not found' }, SLOW)).toBeDefined()
  })
})

describe('accessibility', () => {
  it('has no serious or critical axe violations with the table and a customer open', async () => {
    renderCustomers(`/a/customers/${customer('jane.doe@example.com')?.id}`)
    await screen.findByRole('article', { name: 'Jane Doe' }, SLOW)
    await screen.findByText('john.smith@example.com', {}, SLOW)
    await screen.findByRole('table', { name: 'Latest orders of jane.doe@example.com' })
    await expectNoSeriousA11yViolations()
  })
})
