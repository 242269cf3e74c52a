import { render, waitFor } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import type { ReactElement } from 'react'
import { expect } from 'vitest'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { createAppStore } from '@/atoms/core/query'
import { CommandHost } from '@/palette/CommandHost'
import { PaletteKey } from '@/palette/PaletteKey'
import { Toaster } from '@/ui/Toaster'
import { TooltipProvider } from '@/ui/TooltipProvider'

/** The dashboard's frame as far as an area needs it: its outlet, the palette key and the command host. */
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

/**
 * Renders one area under /a/<segment>/* at `path`, with the palette, toasts and tooltips, and any
 * neighbouring areas the test links to (`others`: segment to a stand-in element), in `store` (a new one
 * unless the test started requests in its own).
 */
export function renderArea(segment: string, area: ReactElement, path: string, others: Record<string, ReactElement> = {}, store = createAppStore()) {
  const children = [
    { path: `${segment}/*`, element: area },
    ...Object.entries(others).map(([other, element]) => ({ path: `${other}/*`, element })),
  ]
  const router = createMemoryRouter([{ path: '/a', element: <Frame />, children }], { initialEntries: [path] })
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

/**
 * Clicks a command button once it is enabled: a panel's buttons are disabled until its record is the
 * commands' context, and a click on a disabled button does nothing (on a loaded machine that can be
 * after the test found the button).
 */
export async function clickWhenEnabled(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 })
  await user.click(button)
}
