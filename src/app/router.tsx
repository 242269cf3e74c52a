import { createElement } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { InvitePage } from './auth/InvitePage'
import { LoginPage } from './auth/LoginPage'
import { DEFAULT_AFTER_LOGIN } from './auth/paths'
import { RequireSession } from './auth/RequireSession'
import { ResetPasswordPage } from './auth/ResetPasswordPage'
import { areas } from './areas'
import { DashboardLayout } from './DashboardLayout'
import { NotFoundPage, RouteErrorPage } from './ErrorPages'
import { lazyArea } from './lazyArea'

/** Routes of SPEC §2: index, login, reset password, invite, the /a/* dashboard, not found. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        element: (
          <RequireSession>
            <Navigate to={DEFAULT_AFTER_LOGIN} replace />
          </RequireSession>
        ),
      },
      { path: 'login', element: <LoginPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'invite', element: <InvitePage /> },
      {
        path: 'a',
        element: (
          <RequireSession>
            <DashboardLayout />
          </RequireSession>
        ),
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={DEFAULT_AFTER_LOGIN} replace /> },
          ...areas.map((area) => ({ path: `${area.path}/*`, element: createElement(lazyArea(area.load)) })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
