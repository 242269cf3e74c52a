import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppStore } from '@/atoms/core/query'
import '@/ui/theme.css'
import { App } from './App'
import { applyStoredBackendUrl } from './auth/backendUrl'

applyStoredBackendUrl()
const store = createAppStore()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
)
