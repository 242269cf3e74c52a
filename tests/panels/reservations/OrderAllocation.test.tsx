import type { Order } from '@medusajs/client-types'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { createAppStore } from '@/atoms/core/query'
import { fetchWholeOrder } from '@/atoms/orders/keys'
import { queryClientAtom } from 'jotai-tanstack-query'
import { OrderAllocation } from '@/panels/reservations/OrderAllocation'
import { TooltipProvider } from '@/ui/TooltipProvider'
import { withMockDb } from '../../mocks/handlers'
import { withInventoryModules } from '../../mocks/inventory/db'
import { orderHandlers, seedOrders } from '../../mocks/orders/orders'
import { reserve } from '../../mocks/reservations/reservations'
import { server } from '../../mocks/server'
import { loadStoreFlags } from '../../support/storeFlags'

const mock = withMockDb()
configure({ asyncUtilTimeout: 5000 })
beforeEach(() => server.use(...orderHandlers(mock.db)))

/** The allocation section of order #1048 as its panel shows it, on the store the mock db is. */
async function renderAllocation(): Promise<{ section: () => HTMLElement | null }> {
  const store = createAppStore()
  await loadStoreFlags(store)
  const id = seedOrders(mock.db).orders.find((o) => o.display_id === 1048)?.id ?? ''
  const order: Order = await fetchWholeOrder(store.get(queryClientAtom), id)
  const { container } = render(
    <Provider store={store}>
      <TooltipProvider>
        <MemoryRouter>
          <OrderAllocation order={order} />
        </MemoryRouter>
      </TooltipProvider>
    </Provider>,
  )
  return { section: () => container.querySelector('section') }
}

const rowsIn = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr')).map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent))

describe('an order’s allocation', () => {
  it('shows what each line has reserved, where, and what is left to allocate, on a store with the modules', async () => {
    const inventory = withInventoryModules(mock.db)
    const order = seedOrders(mock.db).orders.find((o) => o.display_id === 1048)
    const shirt = order?.items?.find((i) => i.title === 'Medusa T-Shirt')
    const amsterdam = inventory.locations.find((l) => l.name === 'Amsterdam warehouse')?.id ?? ''
    const item = inventory.variantItems.find((v) => v.variant_id === shirt?.variant_id)?.inventory_item_id ?? ''
    reserve(mock.db, { inventory_item_id: item, location_id: amsterdam, quantity: 1, line_item_id: shirt?.id ?? null })
    await renderAllocation()
    const section = await screen.findByRole('region', { name: 'Allocation (1 to allocate)' })
    expect(rowsIn(within(section).getByRole('table'))).toEqual([
      ['Medusa T-Shirt · M / Black', 'Amsterdam warehouse 1', '1 reserved'],
      ['Medusa Sweatshirt · S', '—', '0 reserved · 1 to allocate'],
    ])
    await waitFor(() => expect((within(section).getByRole('button', { name: 'Allocate items' }) as HTMLButtonElement).disabled).toBe(false))
    expect(within(section).getByRole('button', { name: 'Edit a line’s reservation' })).toBeDefined()
  }, 60_000)

  it('is not there on a store without the modules', async () => {
    const { section } = await renderAllocation()
    expect(section()).toBeNull()
    expect(screen.queryByText(/Allocation/)).toBeNull()
  }, 60_000)
})
