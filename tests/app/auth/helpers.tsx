import { render } from '@testing-library/react'
import axe from 'axe-core'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { createAppStore, type AppStore } from '@/atoms/core/query'
import { InvitePage } from '@/app/auth/InvitePage'
import { LoginPage } from '@/app/auth/LoginPage'
import { RequireSession } from '@/app/auth/RequireSession'
import { ResetPasswordPage } from '@/app/auth/ResetPasswordPage'

/** Shows where the router is, so tests can assert navigations. */
export function LocationProbe() {
  const location = useLocation()
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </div>
  )
}

export interface RenderOptions {
  store?: AppStore
  /** What /a/* renders inside RequireSession. */
  dashboard?: ReactNode
}

/** The signed-out pages and a guarded /a/*, as the app shell routes them, at `path`. */
export function renderApp(path: string, { store = createAppStore(), dashboard }: RenderOptions = {}) {
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/invite" element={<InvitePage />} />
          <Route
            path="/a/*"
            element={
              <RequireSession>
                <main>
                  <h1>Dashboard</h1>
                  {dashboard}
                </main>
              </RequireSession>
            }
          />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  )
  return { ...utils, store }
}

/** The router's current path and search. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? ''
}

/** axe-core over the whole document; returns the serious and critical violations only. */
export async function seriousViolations(): Promise<{ id: string; impact: string | null | undefined; nodes: string[] }[]> {
  // What index.html provides in the real page.
  document.documentElement.lang = 'en'
  document.title = 'Medusa console'
  const results = await axe.run(document, { resultTypes: ['violations'] })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.html) }))
}
