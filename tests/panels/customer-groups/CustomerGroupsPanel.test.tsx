import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { listViewAtom, selectionAtom } from '@/atoms/core/context'
import CustomerGroupsArea from '@/panels/customer-groups/CustomerGroupsArea'
import { recordRequests, requestsOf } from '../../commands/harness'
import { isMember, seedCustomerGroups } from '../../mocks/customer-groups/groups'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()
const db = () => seedCustomerGroups(mock.db)

beforeEach(() => localStorage.clear())
// Role queries over a table and a panel are slow in the test DOM on a busy machine: wait longer, assert the same.
configure({ asyncUtilTimeout: 5000 })

const renderGroups = (path = '/a/customer-groups') => renderArea('customer-groups', <CustomerGroupsArea />, path, { customers: <p>Customers area</p> })

const grid = (name: string) => screen.getByRole('grid', { name })
/** Each body row's cell texts, without the checkbox cell. */
const rowsOf = (name: string) =>
  Array.from(grid(name).querySelectorAll('tbody tr[data-row-id]')).map((row) =>
    Array.from(row.querySelectorAll('td, th'))
      .map((cell) => cell.textContent ?? '')
      .filter(Boolean),
  )
const palette = () => screen.getByRole('dialog')

describe('customer groups table', () => {
  it('lists the groups by name with their member counts, and puts the search in the URL', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderGroups()
    await waitFor(() => expect(rowsOf('Customer groups').map((r) => r.slice(0, 2))).toEqual([['Newsletter', '4'], ['Staff', '1'], ['VIP', '2'], ['Wholesale', '1']]))
    expect(requestsOf(seen, 'GET', '/admin/customer-groups')[0]?.query.toString()).toBe('limit=20&offset=0&order=name')

    await user.type(screen.getByRole('searchbox', { name: 'Search groups by name' }), 'vi{Enter}')
    await waitFor(() => expect(location()).toBe('/a/customer-groups?q=vi'))
    await waitFor(() => expect(rowsOf('Customer groups').map((r) => r[0])).toEqual(['VIP']))
  }, 60_000)

  it('tells commands what it shows: kind, query without paging, count and filter, and forgets it when it goes', async () => {
    const { store, unmount } = renderGroups('/a/customer-groups?q=s')
    await waitFor(() => expect(store.get(listViewAtom)).toEqual({ kind: 'customer-group', query: { order: 'name', q: 's' }, count: 3, description: "named like 's'" }))
    unmount()
    expect(store.get(listViewAtom)).toBeNull()
  }, 60_000)

  it('sorts by name descending from the header, in the URL', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderGroups()
    await waitFor(() => expect(rowsOf('Customer groups')).toHaveLength(4))
    await user.click(within(grid('Customer groups')).getByRole('button', { name: /Name/ }))
    await waitFor(() => expect(location()).toBe('/a/customer-groups?order=-name'))
    await waitFor(() => expect(rowsOf('Customer groups').map((r) => r[0])).toEqual(['Wholesale', 'VIP', 'Staff', 'Newsletter']))
  }, 60_000)
})

describe('customer group detail', () => {
  it('shows name, count, metadata and the members, with their own search', async () => {
    const user = userEvent.setup({ delay: null })
    renderGroups('/a/customer-groups/cgrp_3')
    const article = await screen.findByRole('article', { name: 'Newsletter' })
    expect(within(article).getByText(/^4 customers · created/)).toBeDefined()
    expect(within(article).getByText('seeded')).toBeDefined()
    await waitFor(() => expect(rowsOf('Customers in Newsletter')).toHaveLength(4))

    await user.type(within(article).getByRole('searchbox', { name: 'Search customers in Newsletter' }), 'emma{Enter}')
    await waitFor(() => expect(rowsOf('Customers in Newsletter').map((r) => r[1])).toEqual(['emma.wilson@example.com']))
    expect(requestsOf(seen, 'GET', '/admin/customer-groups/cgrp_3/customers').at(-1)?.query.get('q')).toBe('emma')
  }, 60_000)

  it('removes the selected members through the palette, and the table and count follow', async () => {
    const user = userEvent.setup({ delay: null })
    const { store } = renderGroups('/a/customer-groups/cgrp_3')
    const article = await screen.findByRole('article', { name: 'Newsletter' })
    await waitFor(() => expect(rowsOf('Customers in Newsletter')).toHaveLength(4))
    const emma = db().customers.find((c) => c.email === 'emma.wilson@example.com')
    await user.click(within(article).getByRole('checkbox', { name: `Select ${emma?.first_name} ${emma?.last_name}` }))
    expect(store.get(selectionAtom)).toMatchObject({ kind: 'customer', ids: [emma?.id] })

    await user.click(within(article).getByRole('button', { name: 'Remove customers from group…' }))
    const question = await screen.findByText('Remove Emma Wilson from Newsletter? The customers stay.')
    await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(rowsOf('Customers in Newsletter')).toHaveLength(3))
    expect(emma && isMember(emma, 'cgrp_3')).toBe(false)
    await waitFor(() => expect(within(article).getByText(/^3 customers · created/)).toBeDefined())
  }, 60_000)

  it("opens each button's command on its first page", async () => {
    const user = userEvent.setup({ delay: null })
    renderGroups('/a/customer-groups/cgrp_1')
    const article = await screen.findByRole('article', { name: 'VIP' })
    await waitFor(() => expect(rowsOf('Customers in VIP')).toHaveLength(2))
    const pages: Record<string, string> = {
      'Edit customer group: name and metadata': 'Edit customer group: name and metadata › Name',
      'Delete customer group': 'Delete customer group',
      'Add customers to group…': 'Add customers to group… › Customers',
      'Remove customers from group…': 'Remove customers from group… › Members to remove',
    }
    for (const [name, page] of Object.entries(pages)) {
      await user.click(within(article).getByRole('button', { name }))
      await screen.findByRole('dialog')
      expect(within(palette()).getByRole('heading', { level: 2 }).textContent).toBe(page)
      if (name === 'Delete customer group') expect(within(palette()).getByText('Delete VIP (2 customers)? Its customers stay; only the group goes.')).toBeDefined()
      await user.keyboard('{Escape}{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
    }
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([])
  }, 60_000)

  it('shows a missing group as not found', async () => {
    renderGroups('/a/customer-groups/cgrp_404')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Customer group not found')
  }, 60_000)
})

describe('accessibility', () => {
  it('has no serious or critical axe violations with the table and a group open', async () => {
    renderGroups('/a/customer-groups/cgrp_1')
    await screen.findByRole('article', { name: 'VIP' })
    await waitFor(() => expect(rowsOf('Customers in VIP')).toHaveLength(2))
    await waitFor(() => expect(rowsOf('Customer groups')).toHaveLength(4))
    await expectNoSeriousA11yViolations()
  }, 60_000)
})
