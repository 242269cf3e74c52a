import { createContext, useEffect, useMemo, useRef } from 'react'
import type { ReactNode } from 'react'

/** SPEC §9: the provider's delay and skip-delay (Radix delayDuration / skipDelayDuration). */
export const TOOLTIP_PROVIDER_DELAY_MS = 100
export const TOOLTIP_SKIP_DELAY_MS = 300

export interface TooltipCoordinator {
  delayDuration: number
  /** False while a tooltip is open and for skipDelayDuration after the last one closed. */
  isOpenDelayed: () => boolean
  /** A tooltip opened; the one open before it (if any) is closed through its `close`. */
  onOpen: (id: string, close: () => void) => void
  onClose: (id: string) => void
}

export const TooltipContext = createContext<TooltipCoordinator | null>(null)

export interface TooltipProviderProps {
  /** Delay for tooltips that ask for the provider's (delayDuration="provider"). */
  delayDuration?: number
  /** After a tooltip closes, another opening within this many ms shows at once. */
  skipDelayDuration?: number
  children: ReactNode
}

/**
 * Coordinates the tooltips below it as Radix does: one open at a time, and moving from one trigger
 * to the next within skipDelayDuration skips the opening delay.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_PROVIDER_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  children,
}: TooltipProviderProps) {
  const openDelayed = useRef(true)
  const skipTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const active = useRef<{ id: string; close: () => void } | null>(null)

  useEffect(() => () => clearTimeout(skipTimer.current), [])

  const coordinator = useMemo<TooltipCoordinator>(
    () => ({
      delayDuration,
      isOpenDelayed: () => openDelayed.current,
      onOpen: (id, close) => {
        const previous = active.current
        active.current = { id, close }
        if (previous && previous.id !== id) previous.close()
        clearTimeout(skipTimer.current)
        openDelayed.current = false
      },
      onClose: (id) => {
        if (active.current?.id === id) active.current = null
        clearTimeout(skipTimer.current)
        skipTimer.current = setTimeout(() => {
          openDelayed.current = true
        }, skipDelayDuration)
      },
    }),
    [delayDuration, skipDelayDuration],
  )

  return <TooltipContext value={coordinator}>{children}</TooltipContext>
}
