import { Provider } from 'jotai'
import { BrowserRouter } from 'react-router-dom'
import type { AppStore } from '@/atoms/core/query'
import { Toaster } from '@/ui/Toaster'
import { TooltipProvider } from '@/ui/TooltipProvider'
import { AppErrorBoundary } from './ErrorBoundary'
import { AppRoutes } from './routes'
import { reportRenderError, TelemetryHost } from './telemetry/TelemetryHost'

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <TooltipProvider>
        <BrowserRouter>
          <TelemetryHost />
          <AppErrorBoundary onError={reportRenderError}>
            <AppRoutes />
          </AppErrorBoundary>
        </BrowserRouter>
        <Toaster />
      </TooltipProvider>
    </Provider>
  )
}
