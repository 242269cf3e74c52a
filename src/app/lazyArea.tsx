import { useSetAtom } from 'jotai'
import { useEffect, useState, type ComponentType } from 'react'
import { Navigate } from 'react-router-dom'
import { pushToastAtom } from '@/atoms/core/toasts'
import { HoldKeys } from '@/palette/KeyQueue'
import { LoadingBar } from '@/ui/LoadingBar'
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

/** An area's chunk still loading after 1000 ms shows the loading bar (SPEC §9); keys typed meanwhile wait for it. */
export function AreaLoading() {
  return (
    <>
      <LoadingBar active label="Loading area" />
      <HoldKeys />
    </>
  )
}

/**
 * A lazily loaded area; when its chunk fails to load, the operator returns to the last known path.
 * Not React.lazy: a Suspense boundary whose content arrives after its fallback showed is revealed up
 * to 300 ms late (React throttles reveals), and a linked record's data often arrives before its code.
 * An area whose chunk has already arrived renders at once.
 */
export function lazyArea(chunk: AreaChunk) {
  return function Area() {
    const [Loaded, setLoaded] = useState<ComponentType | undefined>(() => chunk.loaded)
    const [failedTo, setFailedTo] = useState<string | null>(null)
    useEffect(() => {
      if (Loaded) return
      let live = true
      chunk().then(
        (module) => live && setLoaded(() => module.default),
        () => live && setFailedTo(lastKnownPath()),
      )
      return () => {
        live = false
      }
    }, [Loaded])
    if (failedTo !== null) return <ChunkFailed to={failedTo} />
    return Loaded ? <Loaded /> : <AreaLoading />
  }
}
