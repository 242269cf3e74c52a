import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import ReservationsArea from '@/panels/reservations/ReservationsArea'
import { withMockDb } from '../../mocks/handlers'
import { withInventoryModules, type InventoryMockDb } from '../../mocks/inventory/db'
import { reserve, type MockReservation } from '../../mocks/reservations/reservations'
import { seedOrders } from '../../mocks/orders/orders'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { loadStoreFlags } from '../../support/storeFlags'
import { renderArea } from '../renderArea'

const mock = withMockDb()
configure({ asyncUtilTimeout: 5000 })

let inventory: InventoryMockDb
let photoShoot: MockReservation
beforeEach(() => {
  localStorage.clear()
  inventory = withInventoryModules(mock.db)
  const location = (name: string) => inventory.locations.find((l) => l.name === name)?.id ?? ''
  const item = (sku: string) => inventory.items.find((i) => i.sku === sku)?.id ?? ''
  photoShoot = reserve(mock.db, { inventory_item_id: item('TSHIRT-S-BLACK'), location_id: location('Berlin store'), quantity: 2, description: 'Photo shoot' })
  const order = seedOrders(mock.db).orders.find((o) => o.display_id === 1041)
  const mug = order?.items?.[0]
  const mugItem = inventory.variantItems.find((v) => v.variant_id === mug?.variant_id)?.inventory_item_id ?? ''
  reserve(mock.db, { inventory_item_id: mugItem, location_id: location('Amsterdam warehouse'), quantity: 4, line_item_id: mug?.id ?? null })
})

const renderReservations = async (path = '/a/reservations') => {
  const rendered = renderArea('reservations', <ReservationsArea />, path, { orders: <p>Orders area</p>, inventory: <p>Inventory area</p> })
  await loadStoreFlags(rendered.store)
  return rendered
}

const rowsOf = (name: string) =>
  Array.from(screen.getByRole('grid', { name }).querySelectorAll('tbody tr[data-row-id]')).map((row) =>
    Array.from(row.querySelectorAll('td, th'))
      .map((cell) => cell.textContent ?? '')
      .filter(Boolean),
  )

describe('reservations table', () => {
  it('names each reservation by product and variant with its SKU, its location, quantity and order or description', async () => {
    await renderReservations()
    await waitFor(() =>
      expect(rowsOf('Reservations').map((r) => r.slice(0, 4))).toEqual([
        ['Medusa T-Shirt · S / BlackTSHIRT-S-BLACK', 'Berlin store', '2', 'Photo shoot'],
        ['Medusa Coffee Mug · One SizeMUG-ONE-SIZE', 'Amsterdam warehouse', '4', 'Order #1041'],
      ]),
    )
  }, 60_000)

  it('filters by location from the URL', async () => {
    const berlin = inventory.locations.find((l) => l.name === 'Berlin store')?.id ?? ''
    await renderReservations(`/a/reservations?location=${berlin}`)
    await waitFor(() => expect(rowsOf('Reservations').map((r) => r[1])).toEqual(['Berlin store']))
  }, 60_000)

  it('searches by item SKU on the server', async () => {
    await renderReservations('/a/reservations?q=mug')
    await waitFor(() => expect(rowsOf('Reservations').map((r) => r[3])).toEqual(['Order #1041']))
  }, 60_000)
})

describe('reservation detail', () => {
  it('shows what is reserved, where and why, with its commands', async () => {
    await renderReservations(`/a/reservations/${photoShoot.id}`)
    const article = await screen.findByRole('article', { name: 'Medusa T-Shirt · S / Black × 2' })
    expect(within(article).getByText(/^at Berlin store · created/)).toBeDefined()
    expect(within(article).getByRole('link', { name: 'Medusa T-Shirt · S / Black' }).getAttribute('href')).toBe(`/a/inventory/${photoShoot.inventory_item_id}`)
    expect(within(article).getByText('Photo shoot')).toBeDefined()
    await waitFor(() => expect((within(article).getByRole('button', { name: /^Delete/ }) as HTMLButtonElement).disabled).toBe(false))
    await waitFor(() => expect(rowsOf('Reservations')).toHaveLength(2))
    await expectNoSeriousA11yViolations()
  }, 60_000)
})
