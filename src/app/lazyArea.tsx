import { useSetAtom } from 'jotai'
import { lazy, useEffect, type ComponentType } from 'react'
import { Navigate } from 'react-router-dom'
import { pushToastAtom } from '@/atoms/core/toasts'
import { lastKnownPath } from './lastPath'

function ChunkFailed({ to }: { to: string }) {
  const pushToast = useSetAtom(pushToastAtom)
  useEffect(() => {
    pushToast({ title: 'Could not load that page', message: 'Check your connection; you are back where you were.', tone: 'error' })
  }, [pushToast])
  return <Navigate to={to} replace />
}

/** A lazily loaded area; when its chunk fails to load, the operator returns to the last known path. */
export function lazyArea(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    load().catch(() => {
      const to = lastKnownPath()
      return { default: () => <ChunkFailed to={to} /> }
    }),
  )
}
