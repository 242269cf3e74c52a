import { createContext, useContext, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from './Button'
import { tabbableWithin } from './focusable'
import { ArrowLeftIcon, CloseIcon } from './icons'
import styles from './ModalParts.module.css'
import { ModalShell } from './ModalShell'

export interface LayeredScreen {
  title: string
  subtitle?: string
  content: ReactNode
}

export interface LayeredModalApi {
  /** Puts a screen on top of the stack; it gets focus, and Back returns to the one beneath. */
  push: (screen: LayeredScreen) => void
  /** Removes the top screen (never the first one). */
  pop: () => void
  /** Back to the first screen. */
  reset: () => void
  /** How many screens are on the stack, the first one included. */
  depth: number
}

const LayeredModalContext = createContext<LayeredModalApi | null>(null)

/** push / pop / reset for the layered modal around the calling component. */
export function useLayeredModal(): LayeredModalApi {
  const api = useContext(LayeredModalContext)
  if (!api) throw new Error('useLayeredModal must be used within a LayeredModal')
  return api
}

export interface LayeredModalProps {
  open: boolean
  /** Close button and Escape. The stack starts again from the first screen on the next open. */
  onClose: () => void
  /** The first screen, always at the bottom of the stack. */
  title: string
  subtitle?: string
  children: ReactNode
}

type Layer = { key: number; screen: LayeredScreen; returnFocusTo: HTMLElement | null }

/**
 * A modal holding a stack of screens. Screens beneath the top stay mounted (hidden), so their
 * inputs keep what was typed and focus goes back to where it was when the top screen is popped.
 */
export function LayeredModal(props: LayeredModalProps) {
  return props.open ? <LayeredModalDialog {...props} /> : null
}

function LayeredModalDialog({ onClose, title, subtitle, children }: LayeredModalProps) {
  const titleId = useId()
  const subtitleId = useId()
  const [layers, setLayers] = useState<Layer[]>([])
  const nextKey = useRef(1)
  const bodyRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  /** Where focus goes once the stack has rendered: the new top screen, or back where it was. */
  const pendingFocus = useRef<{ kind: 'top' } | { kind: 'back'; to: HTMLElement | null } | null>(null)

  const api = useMemo<LayeredModalApi>(() => {
    const active = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null)
    return {
      depth: layers.length + 1,
      push: (screen) => {
        pendingFocus.current = { kind: 'top' }
        const layer = { key: nextKey.current++, screen, returnFocusTo: active() }
        setLayers((current) => [...current, layer])
      },
      pop: () => {
        const top = layers.at(-1)
        if (!top) return
        pendingFocus.current = { kind: 'back', to: top.returnFocusTo }
        setLayers((current) => current.slice(0, -1))
      },
      reset: () => {
        const first = layers[0]
        if (!first) return
        pendingFocus.current = { kind: 'back', to: first.returnFocusTo }
        setLayers([])
      },
    }
  }, [layers])

  useLayoutEffect(() => {
    const pending = pendingFocus.current
    pendingFocus.current = null
    if (!pending) return
    if (pending.kind === 'top') {
      const screens = bodyRef.current?.querySelectorAll<HTMLElement>(':scope > [data-layer]')
      const top = screens?.[screens.length - 1]
      ;((top && tabbableWithin(top)[0]) ?? titleRef.current)?.focus()
    } else if (pending.to?.isConnected) {
      pending.to.focus()
    } else {
      // What had focus before the push is gone: keep focus inside the dialog.
      titleRef.current?.focus()
    }
  }, [layers])

  const top = layers.at(-1)?.screen ?? { title, subtitle }
  return (
    <LayeredModalContext value={api}>
      <ModalShell
        labelledBy={titleId}
        describedBy={top.subtitle ? subtitleId : undefined}
        onEscape={onClose}
        variant="centered"
      >
        <header className={styles.header}>
          {layers.length > 0 ? (
            <Button variant="ghost" iconOnly aria-label="Back" onClick={api.pop}>
              <ArrowLeftIcon className={styles.icon} />
            </Button>
          ) : null}
          <div className={styles.heading}>
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
              {top.title}
            </h2>
            {top.subtitle ? (
              <p id={subtitleId} className={styles.subtitle}>
                {top.subtitle}
              </p>
            ) : null}
          </div>
          <Button variant="ghost" iconOnly aria-label="Close" onClick={onClose}>
            <CloseIcon className={styles.icon} />
          </Button>
        </header>
        <div ref={bodyRef} className={styles.body} data-modal-body>
          <div data-layer={0} hidden={layers.length > 0}>
            {children}
          </div>
          {layers.map((layer, index) => (
            <div key={layer.key} data-layer={layer.key} hidden={index < layers.length - 1}>
              {layer.screen.content}
            </div>
          ))}
        </div>
      </ModalShell>
    </LayeredModalContext>
  )
}
