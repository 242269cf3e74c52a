import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '@/app/routes'
import { createAppStore } from '@/atoms/core/query'
import { withMockDb } from '../../mocks/handlers'
import { withInventoryModules } from '../../mocks/inventory/db'
import { mockAnalytics } from '../../mocks/settings/analytics'

const mock = withMockDb()
configure({ asyncUtilTimeout: 10_000 })

/** The dashboard at the orders table, once the store (its flags and modules) has answered. */
async function dashboard() {
  void mockAnalytics(mock, { config: { opt_out: true, anonymize: false } })
  const store = createAppStore()
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/a/orders']}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  )
  // The first render of the orders area transforms its lazy chunk: seconds on a loaded 2-core machine.
  await screen.findByRole('grid', { name: 'Orders' }, { timeout: 30_000 })
  // The flags' sales channels entry shows once the store answered (flags and modules in one answer).
  const nav = screen.getByRole('navigation', { name: 'Areas' })
  await within(nav).findByRole('link', { name: /Sales channels/ })
  return nav
}

/** What the palette lists for `text`. */
async function paletteOffers(text: string) {
  const user = userEvent.setup({ delay: null })
  await user.keyboard('{Control>}k{/Control}')
  const input = await screen.findByPlaceholderText('Type a command or search…')
  await user.type(input, text)
  const list = await screen.findByRole('listbox')
  return within(list).queryAllByRole('option').map((option) => option.textContent ?? '')
}

describe('the inventory areas in the navigation and the palette', () => {
  it('a store without the inventory modules offers neither area nor any inventory command', async () => {
    const nav = await dashboard()
    expect(within(nav).queryByRole('link', { name: /Inventory/ })).toBeNull()
    expect(within(nav).queryByRole('link', { name: /Stock locations/ })).toBeNull()
    const offered = await paletteOffers('stock')
    // The palette answers 'stock' (the products' inventory handling), but nothing of the inventory modules.
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.filter((text) => /inventory item|stock location|availability|variant stock|go to inventory/i.test(text))).toEqual([])
  }, 60_000)

  it('a store with them has both areas in the nav and their commands in the palette', async () => {
    withInventoryModules(mock.db)
    const nav = await dashboard()
    expect(await within(nav).findByRole('link', { name: /Inventory/ })).toBeDefined()
    expect(within(nav).getByRole('link', { name: /Stock locations/ }).getAttribute('href')).toBe('/a/stock-locations')
    const offered = await paletteOffers('stock location')
    expect(offered.some((text) => text.includes('Go to stock locations'))).toBe(true)
  }, 60_000)
})
