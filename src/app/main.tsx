import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { queryClientAtom } from 'jotai-tanstack-query'
import { linkTabsOfSession } from '@/atoms/core/crossTabSession'
import { createAppStore } from '@/atoms/core/query'
import { checkSessionAtom } from '@/atoms/core/session'
import '@/ui/theme.css'
import { App } from './App'
import { applyStoredBackendUrl } from './auth/backendUrl'
import { prefetchRoute } from './routeData'

applyStoredBackendUrl()
const store = createAppStore()
// Another tab of this operator that saves a change refetches it here too.
linkTabsOfSession(store)
// A deep link's data and chunk start now, beside the session check (started here too, not after the
// first render; the dashboard's gate reads its answer, and a failure is shown there).
const path = `${location.pathname}${location.search}`
if (prefetchRoute(path, store.get(queryClientAtom))) store.set(checkSessionAtom).catch(() => undefined)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
)
