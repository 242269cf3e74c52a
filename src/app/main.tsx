import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { queryClientAtom } from 'jotai-tanstack-query'
import { createAppStore } from '@/atoms/core/query'
import '@/ui/theme.css'
import { App } from './App'
import { applyStoredBackendUrl } from './auth/backendUrl'
import { prefetchRoute } from './routeData'

applyStoredBackendUrl()
const store = createAppStore()
// A deep link's data and chunk start now, beside the session check, not after it.
prefetchRoute(`${location.pathname}${location.search}`, store.get(queryClientAtom))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
)
