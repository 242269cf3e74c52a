import { render, screen, within } from '@testing-library/react'
import { Provider } from 'jotai'
import type { ComponentType } from 'react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { beforeEach } from 'vitest'
import { createAppStore } from '@/atoms/core/query'
import { CommandHost } from '@/palette/CommandHost'
import { PaletteKey } from '@/palette/PaletteKey'
import { Toaster } from '@/ui/Toaster'
import { TooltipProvider } from '@/ui/TooltipProvider'
import { draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { withMockDb, type MockDbAccess } from '../../mocks/handlers'
import { orderEditHandlers } from '../../mocks/order-edits/order-edits'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'

/** msw over a fresh db with orders, draft orders and order edits, for each test. */
export function withAreaDb(): MockDbAccess {
  const access = withMockDb()
  beforeEach(() => {
    localStorage.clear()
    server.use(...draftOrderHandlers(access.db), ...orderEditHandlers(access.db), ...orderHandlers(access.db))
  })
  return access
}

/** The dashboard's frame, cut down: the area, and the palette host that runs what its buttons ask for. */
function Frame() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <PaletteKey />
      <CommandHost />
    </>
  )
}

/** One area under /a/<path>/* inside the app's store and router, with the palette host and toasts. */
export function renderArea(path: string, area: string, Area: ComponentType) {
  const store = createAppStore()
  const router = createMemoryRouter([{ path: '/a', element: <Frame />, children: [{ path: `${area}/*`, element: <Area /> }] }], {
    initialEntries: [path],
  })
  const utils = render(
    <Provider store={store}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </Provider>,
  )
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...utils, store, router, location }
}

export const palette = () => screen.getByRole('dialog')
export const pageTitle = () => within(palette()).getByRole('heading', { level: 2 }).textContent

/** A table's body rows as the text of their cells (the checkbox cell, when any, is empty). */
export function rowTexts(grid: HTMLElement): string[][] {
  return [...grid.querySelectorAll('tbody tr[data-row-id]')].map((row) =>
    [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? '').filter(Boolean),
  )
}

export const currency = (amount: number, code: string) => new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).format(amount)
