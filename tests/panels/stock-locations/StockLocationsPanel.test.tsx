import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import StockLocationsArea from '@/panels/stock-locations/StockLocationsArea'
import { withMockDb } from '../../mocks/handlers'
import { withInventoryModules, type InventoryMockDb } from '../../mocks/inventory/db'
import { loadStoreFlags } from '../../support/storeFlags'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
let inventory: InventoryMockDb

beforeEach(() => {
  localStorage.clear()
  inventory = withInventoryModules(mock.db)
})
configure({ asyncUtilTimeout: 5000 })

const renderLocations = async (path = '/a/stock-locations') => {
  const rendered = renderArea('stock-locations', <StockLocationsArea />, path, { inventory: <p>Inventory area</p> })
  await loadStoreFlags(rendered.store)
  return rendered
}
const idOf = (name: string) => inventory.locations.find((l) => l.name === name)?.id ?? ''
const rowsOf = (name: string) =>
  Array.from(screen.getByRole('grid', { name }).querySelectorAll('tbody tr[data-row-id]')).map((row) =>
    Array.from(row.querySelectorAll('td, th'))
      .map((cell) => cell.textContent ?? '')
      .filter(Boolean),
  )

describe('stock locations table', () => {
  it('lists name, city and country, and the sales channels selling from each', async () => {
    await renderLocations()
    await waitFor(() =>
      expect(rowsOf('Stock locations').map((r) => r.slice(0, 3))).toEqual([
        ['Amsterdam warehouse', 'Amsterdam, Netherlands', 'Default Sales Channel, Wholesale'],
        ['Berlin store', 'Berlin, Germany', 'Default Sales Channel'],
      ]),
    )
  }, 60_000)
})

describe('stock location detail', () => {
  it('shows the address, its channels and what is stocked there, linking to the inventory table at it', async () => {
    await renderLocations(`/a/stock-locations/${idOf('Berlin store')}`)
    const article = await screen.findByRole('article', { name: 'Berlin store' })
    expect(within(article).getByText('Alexanderplatz 1')).toBeDefined()
    expect(within(article).getByText(/^1 inventory item stocked here/)).toBeDefined()
    expect(within(article).getByRole('link', { name: 'Show in the inventory table' }).getAttribute('href')).toBe(`/a/inventory?location_id=${idOf('Berlin store')}`)
  }, 60_000)

  it('removes a sales channel from its row after asking', async () => {
    const user = userEvent.setup({ delay: null })
    await renderLocations(`/a/stock-locations/${idOf('Amsterdam warehouse')}`)
    const article = await screen.findByRole('article', { name: 'Amsterdam warehouse' })
    const remove = within(article).getByRole('button', { name: 'Remove sales channel from stock location…: Wholesale' }) as HTMLButtonElement
    await waitFor(() => expect(remove.disabled).toBe(false))
    await user.click(remove)
    const question = await screen.findByText('Stop selling Wholesale from Amsterdam warehouse? Its orders are no longer fulfilled from there.')
    await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(within(article).getByRole('heading', { name: 'Sales channels (1)' })).toBeDefined())
    expect(inventory.channelLocations.filter((link) => link.location_id === idOf('Amsterdam warehouse')).map((link) => link.sales_channel_id)).toEqual(['sc_1'])
  }, 60_000)

  it('has no serious or critical axe violations with the table and a location open', async () => {
    await renderLocations(`/a/stock-locations/${idOf('Amsterdam warehouse')}`)
    await screen.findByRole('article', { name: 'Amsterdam warehouse' })
    await waitFor(() => expect(rowsOf('Stock locations')).toHaveLength(2))
    await expectNoSeriousA11yViolations()
  }, 60_000)
})
