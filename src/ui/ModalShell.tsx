import { useLayoutEffect, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { tabbableWithin } from './focusable'
import styles from './ModalShell.module.css'

export interface ModalShellProps {
  /** Id of the element holding the dialog's title (aria-labelledby). */
  labelledBy: string
  describedBy?: string
  /** Escape was pressed inside the dialog. */
  onEscape: () => void
  variant: 'centered' | 'fullscreen'
  /** Other keys, after focus trapping and Escape (e.g. mod+Enter to save). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  children: ReactNode
}

/** The first element to focus: one marked data-autofocus, else the first control of the body, else the dialog. */
function initialFocusTarget(dialog: HTMLElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>('[data-autofocus]')
  if (marked && !marked.closest('[hidden]')) return marked
  const body = dialog.querySelector<HTMLElement>('[data-modal-body]')
  return (body && tabbableWithin(body)[0]) ?? dialog
}

/**
 * A modal dialog rendered into document.body: role=dialog, aria-modal, focus moved inside on open,
 * Tab and Shift+Tab kept inside, Escape reported, and focus returned on close to the element that
 * had it when the dialog opened. Mount it only while the modal is open.
 */
export function ModalShell({ labelledBy, describedBy, onEscape, variant, onKeyDown, children }: ModalShellProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const [returnFocusTo] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  )

  // In the commit that shows the dialog: a key typed right after it opens (Escape) already lands inside.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(document.activeElement)) initialFocusTarget(dialog).focus()
    // The page under the modal stops scrolling only when it scrolls at all: the console's areas scroll
    // inside their own box, and a style change on <body> would have the page painted again under the
    // modal in the frame that opens it (the palette's opening key).
    const root = document.scrollingElement
    const scrolls = root !== null && root.scrollHeight > root.clientHeight
    const { overflow } = document.body.style
    if (scrolls) document.body.style.overflow = 'hidden'
    return () => {
      if (scrolls) document.body.style.overflow = overflow
      if (returnFocusTo?.isConnected) returnFocusTo.focus()
    }
  }, [returnFocusTo])

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current
    // Events from nested modals bubble here through React portals: those are not ours to handle.
    if (!dialog || event.defaultPrevented || !dialog.contains(event.target as Node)) return
    if (event.key === 'Escape') {
      event.stopPropagation()
      event.preventDefault()
      onEscape()
      return
    }
    if (event.key === 'Tab') {
      const items = tabbableWithin(dialog)
      const first = items[0]
      const last = items.at(-1)
      const active = document.activeElement
      if (!first || !last) {
        event.preventDefault()
        dialog.focus()
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
      return
    }
    onKeyDown?.(event)
  }

  const fullscreen = variant === 'fullscreen'
  return createPortal(
    <div className={fullscreen ? `${styles.overlay} ${styles.fullscreenOverlay}` : styles.overlay}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.dialog} ${fullscreen ? styles.fullscreen : styles.centered}`}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
