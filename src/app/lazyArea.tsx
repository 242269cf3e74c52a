import { useSetAtom } from 'jotai'
import { lazy, useEffect, useState, type ComponentType } from 'react'
import { Navigate } from 'react-router-dom'
import { pushToastAtom } from '@/atoms/core/toasts'
import { lastKnownPath } from './lastPath'

type AreaModule = { default: ComponentType }

/** An area's chunk import, started once (by a prefetch or the first render); `loaded` once it has arrived. */
export interface AreaChunk {
  (): Promise<AreaModule>
  loaded?: ComponentType
}

export function areaChunk(load: () => Promise<AreaModule>): AreaChunk {
  let pending: Promise<AreaModule> | undefined
  const chunk: AreaChunk = () =>
    (pending ??= load().then(
      (module) => {
        chunk.loaded = module.default
        return module
      },
      (error: unknown) => {
        pending = undefined // a later visit tries again
        throw error
      },
    ))
  return chunk
}

function ChunkFailed({ to }: { to: string }) {
  const pushToast = useSetAtom(pushToastAtom)
  useEffect(() => {
    pushToast({ title: 'Could not load that page', message: 'Check your connection; you are back where you were.', tone: 'error' })
  }, [pushToast])
  return <Navigate to={to} replace />
}

/**
 * A lazily loaded area; when its chunk fails to load, the operator returns to the last known path.
 * An area whose chunk has already arrived (prefetched with a deep link's data, or at sign-in) renders
 * at once: going through React.lazy would suspend for a tick anyway, and React holds the reveal of a
 * suspended boundary for up to 300 ms after its fallback, which the first paint would wait out.
 */
export function lazyArea(chunk: AreaChunk) {
  const Lazy = lazy(() =>
    chunk().catch(() => {
      const to = lastKnownPath()
      return { default: () => <ChunkFailed to={to} /> }
    }),
  )
  return function Area() {
    // Chosen once per mount: switching components later would remount the area and lose its state.
    const [Loaded] = useState(() => chunk.loaded)
    return Loaded ? <Loaded /> : <Lazy />
  }
}
