import { Provider } from 'jotai'
import { BrowserRouter } from 'react-router-dom'
import type { AppStore } from '@/atoms/query'
import { Toaster } from '@/ui/Toaster'
import { TooltipProvider } from '@/ui/TooltipProvider'
import { AppErrorBoundary } from './ErrorBoundary'
import { AppRoutes } from './routes'

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <TooltipProvider>
        <BrowserRouter>
          <AppErrorBoundary>
            <AppRoutes />
          </AppErrorBoundary>
        </BrowserRouter>
        <Toaster />
      </TooltipProvider>
    </Provider>
  )
}
