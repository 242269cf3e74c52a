import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { registry } from '@/commands/index'
import CollectionsArea from '@/panels/collections/CollectionsArea'
import CustomerGroupsArea from '@/panels/customer-groups/CustomerGroupsArea'
import SalesChannelsArea from '@/panels/sales-channels/SalesChannelsArea'
import { seedCustomerGroups } from '../../mocks/customer-groups/groups'
import { withMockDb } from '../../mocks/handlers'
import { renderArea } from '../renderArea'
import { loadStoreFlags } from '../../support/storeFlags'

// Issue #31: an opened record takes the keyboard (its heading), and a record's sub-table is one key
// (t) away: its cursor row, where j/k, x and Enter work.

const mock = withMockDb()
beforeEach(() => localStorage.clear())
configure({ asyncUtilTimeout: 5000 })

interface Case {
  command: string
  segment: string
  area: ReactElement
  path: () => string
  heading: string
  table: string
}

const cases: Case[] = [
  {
    command: 'collections.focus-products',
    segment: 'collections',
    area: <CollectionsArea />,
    path: () => `/a/collections/${mock.db.collections.find((c) => c.title === 'Summer Collection')?.id}`,
    heading: 'Summer Collection',
    table: 'Products in Summer Collection',
  },
  {
    command: 'sales-channels.focus-products',
    segment: 'sales-channels',
    area: <SalesChannelsArea />,
    path: () => `/a/sales-channels/${mock.db.salesChannels.find((s) => s.name === 'Default Sales Channel')?.id}`,
    heading: 'Default Sales Channel',
    table: 'Products in Default Sales Channel',
  },
  {
    command: 'customer-groups.focus-customers',
    segment: 'customer-groups',
    area: <CustomerGroupsArea />,
    path: () => `/a/customer-groups/${seedCustomerGroups(mock.db).customerGroups.find((g) => g.name === 'Newsletter')?.id}`,
    heading: 'Newsletter',
    table: 'Customers in Newsletter',
  },
]

describe.each(cases)('$command', (c) => {
  it('the heading has the focus as the record opens; t moves it to the table’s cursor row', async () => {
    const user = userEvent.setup({ delay: null })
    const { store } = renderArea(c.segment, c.area, c.path(), { products: <p>Products area</p>, customers: <p>Customers area</p> })
    await loadStoreFlags(store) // sales channels' commands follow the store's flag
    const heading = await screen.findByRole('heading', { level: 2, name: c.heading })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    await waitFor(() => expect(screen.getByRole('grid', { name: c.table }).querySelector('tbody tr[data-row-id]')).toBeTruthy())
    await user.keyboard('t')
    const first = screen.getByRole('grid', { name: c.table }).querySelector('tbody tr[data-row-id]')
    await waitFor(() => expect(document.activeElement).toBe(first))
    await user.keyboard('j')
    expect(document.activeElement).toBe(first?.nextElementSibling)
    expect(registry.get(c.command)).toMatchObject({ hotkey: 't' })
  }, 60_000)
})
