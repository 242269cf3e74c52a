import { lazy, Suspense, type ComponentType } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { LoadingBar } from '@/ui/LoadingBar'
import { DASHBOARD_SEGMENT } from '@/models/core/routes'
import { areas } from './areas'
import { DEFAULT_AFTER_LOGIN } from './auth/paths'
import { RequireSession } from './auth/RequireSession'
import { DashboardLayout } from './DashboardLayout'
import { NotFoundPage } from './ErrorPages'
import { lazyArea } from './lazyArea'

// The signed-out pages load on demand: an operator with a session never needs them.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })))
const LoginPage = page(() => import('./auth/LoginPage'), 'LoginPage')
const ResetPasswordPage = page(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage')
const InvitePage = page(() => import('./auth/InvitePage'), 'InvitePage')
const areaPanels = areas.map((area) => ({ ...area, Panels: lazyArea(area.load) }))

/** Routes of SPEC §2: index, login, reset password, invite, the /a/* dashboard, not found. */
export function AppRoutes() {
  return (
    // A page still loading after 1000 ms shows the loading bar (SPEC §9).
    <Suspense fallback={<LoadingBar active />}>
      <Routes>
        <Route
          index
          element={
            <RequireSession>
              <Navigate to={DEFAULT_AFTER_LOGIN} replace />
            </RequireSession>
          }
        />
        <Route path="login" element={<LoginPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="invite" element={<InvitePage />} />
        <Route
          path={DASHBOARD_SEGMENT}
          element={
            <RequireSession>
              <DashboardLayout />
            </RequireSession>
          }
        >
          <Route index element={<Navigate to={DEFAULT_AFTER_LOGIN} replace />} />
          {areaPanels.map(({ domain, Panels }) => (
            <Route key={domain} path={`${domain}/*`} element={<Panels />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  )
}
