import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import InventoryArea from '@/panels/inventory/InventoryArea'
import { recordRequests, requestsOf } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { withInventoryModules, type InventoryMockDb } from '../../mocks/inventory/db'
import { loadStoreFlags } from '../../support/storeFlags'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()
let inventory: InventoryMockDb

beforeEach(() => {
  localStorage.clear()
  inventory = withInventoryModules(mock.db)
})
configure({ asyncUtilTimeout: 5000 })

const renderInventory = async (path = '/a/inventory') => {
  const rendered = renderArea('inventory', <InventoryArea />, path)
  await loadStoreFlags(rendered.store)
  return rendered
}

const location = (name: string) => inventory.locations.find((l) => l.name === name)?.id ?? ''
const itemOf = (sku: string) => inventory.items.find((i) => i.sku === sku)?.id ?? ''
const rowsOf = (name: string) =>
  Array.from(screen.getByRole('grid', { name }).querySelectorAll('tbody tr[data-row-id]')).map((row) =>
    Array.from(row.querySelectorAll('td, th'))
      .map((cell) => cell.textContent ?? '')
      .filter(Boolean),
  )

describe('inventory table', () => {
  it('lists each item by product and variant, its SKU, stocked, reserved and available, and where', async () => {
    await renderInventory()
    await waitFor(() =>
      expect(rowsOf('Inventory').slice(0, 2)).toEqual([
        ['Medusa T-Shirt · S / Black', 'TSHIRT-S-BLACK', '15', '3', '12', 'Amsterdam warehouse, Berlin store'],
        ['Medusa T-Shirt · M / Black', 'TSHIRT-M-BLACK', '20', '0', '20', 'Amsterdam warehouse'],
      ]),
    )
  }, 60_000)

  it('filters by location on the server: the figures are those at the location', async () => {
    const user = userEvent.setup({ delay: null })
    const { location: url } = await renderInventory()
    await waitFor(() => expect(rowsOf('Inventory').length).toBeGreaterThan(2))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Berlin store')
    await waitFor(() => expect(rowsOf('Inventory')).toEqual([['Medusa T-Shirt · S / Black', 'TSHIRT-S-BLACK', '5', '0', '5', 'Berlin store']]))
    expect(url()).toBe(`/a/inventory?location_id=${location('Berlin store')}`)
    expect([...(requestsOf(seen, 'GET', '/admin/inventory-items').at(-1)?.query.values() ?? [])]).toContain(location('Berlin store'))
  }, 60_000)

  it('searches on the server with q', async () => {
    await renderInventory('/a/inventory?q=mug')
    await waitFor(() => expect(rowsOf('Inventory').map((r) => r[0])).toEqual(['Medusa Coffee Mug · One Size']))
    expect(requestsOf(seen, 'GET', '/admin/inventory-items').some((r) => r.query.get('q') === 'mug')).toBe(true)
  }, 60_000)
})

describe('inventory item detail', () => {
  it('shows the level at each location, and Adjust runs the adjustment starting from the figure there', async () => {
    const user = userEvent.setup({ delay: null })
    await renderInventory(`/a/inventory/${itemOf('TSHIRT-S-BLACK')}`)
    const article = await screen.findByRole('article', { name: 'Medusa T-Shirt · S / Black' })
    const levels = await within(article).findByRole('table', { name: 'Stock of Medusa T-Shirt · S / Black per location' })
    await waitFor(() =>
      expect(Array.from(levels.querySelectorAll('tbody tr')).map((row) => Array.from(row.querySelectorAll('th, td')).slice(0, 5).map((c) => c.textContent))).toEqual([
        ['Amsterdam warehouse', '10', '3', '7', '0'],
        ['Berlin store', '5', '0', '5', '0'],
      ]),
    )
    const adjust = within(levels).getByRole('button', { name: 'Adjust availability: stocked quantity at a location: Berlin store' }) as HTMLButtonElement
    await waitFor(() => expect(adjust.disabled).toBe(false))
    await user.click(adjust)
    const field = (await screen.findByRole('textbox', { name: 'Stocked quantity' })) as HTMLInputElement
    expect(field.value).toBe('5')
    await user.clear(field)
    await user.type(field, '+3{Enter}')
    await waitFor(() => expect(inventory.levels.find((l) => l.inventory_item_id === itemOf('TSHIRT-S-BLACK') && l.location_id === location('Berlin store'))?.stocked_quantity).toBe(8))
  }, 60_000)

  it('has no serious or critical axe violations with the table and an item open', async () => {
    await renderInventory(`/a/inventory/${itemOf('MUG-ONE-SIZE')}`)
    await screen.findByRole('article', { name: 'Medusa Coffee Mug · One Size' })
    await waitFor(() => expect(rowsOf('Inventory').length).toBeGreaterThan(0))
    await expectNoSeriousA11yViolations()
  }, 60_000)
})
