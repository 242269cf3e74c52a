import { render, screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { createAppStore } from '@/atoms/core/query'
import { CommandHost } from '@/palette/CommandHost'
import { PaletteKey } from '@/palette/PaletteKey'
import { Toaster } from '@/ui/Toaster'

function LocationProbe() {
  const location = useLocation()
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </div>
  )
}

/** The palette host as the dashboard mounts it, under a router whose location the test can read. */
export function renderHost(path = '/a/orders') {
  const store = createAppStore()
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <button type="button">Before</button>
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        <PaletteKey />
        <CommandHost />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  )
  return { ...utils, store, location: () => screen.getByTestId('location').textContent }
}

export const palette = () => screen.getByRole('dialog')
export const field = () => {
  const active = document.activeElement
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) throw new Error('no field has focus')
  return active
}
/** The heading of the page on screen: 'Create product › Title'. */
export const pageTitle = () => within(palette()).getByRole('heading', { level: 2 }).textContent
export const optionLabels = () => within(palette()).queryAllByRole('option').map((o) => o.textContent)
/** What a key cap shows (screen readers hear a spelled-out copy beside it). */
export const keyCap = (element: Element | null | undefined) => {
  const kbd = element?.matches('kbd') ? element : element?.querySelector('kbd')
  return (kbd?.querySelector('[aria-hidden="true"]') ?? kbd)?.textContent
}

export async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}')
  return screen.findByRole('dialog', { name: 'Command palette' })
}
