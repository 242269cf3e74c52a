import { Provider } from 'jotai'
import { RouterProvider } from 'react-router-dom'
import type { AppStore } from '@/atoms/query'
import { Toaster } from '@/ui/Toaster'
import { TooltipProvider } from '@/ui/TooltipProvider'
import type { createAppRouter } from './router'

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <Provider store={store}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </Provider>
  )
}
