import { render, screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { createAppStore, type AppStore } from '@/atoms/core/query'
import { appRunner, createRunner, type AppRunner, type Registry, type Runner, type RunnerCore } from '@/commands/index'
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

/** A focusable control before the page, and the router's location for the test to read (location()). */
const probePage = (
  <>
    <button type="button">Before</button>
    <Routes>
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  </>
)

/**
 * The palette host as the dashboard mounts it, beside `page` (by default probePage), under a router at
 * `path`. `runner` runs commands as a button does: the store's console runner, or with `registry` a
 * runner of that registry's commands.
 */
export function renderHost(path?: string, page?: ReactNode): Rendered<AppRunner>
export function renderHost(path: string, page: ReactNode, registry: Registry): Rendered<Runner>
export function renderHost(path = '/a/orders', page: ReactNode = probePage, registry?: Registry): Rendered<RunnerCore> {
  const store = createAppStore()
  const own = registry && createRunner(store, registry)
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {page}
        <PaletteKey />
        <CommandHost runner={own} />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  )
  return { ...utils, store, runner: own ?? appRunner(store), location: () => screen.getByTestId('location').textContent }
}

type Rendered<R> = ReturnType<typeof render> & { store: AppStore; runner: R; location: () => string | null }

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
