import { Children, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { ElementType, FocusEvent, PointerEvent, ReactElement, ReactNode, Ref } from 'react'
import { Kbd } from './Kbd'
import styles from './Tooltip.module.css'
import { TooltipContext } from './TooltipProvider'

/** SPEC §9: a tooltip's own delay; it overrides the provider's (as a Radix Tooltip's delayDuration does). */
export const TOOLTIP_DELAY_MS = 700
/** SPEC §9: the popper's resize handler is debounced by 100 ms. */
const RESIZE_DEBOUNCE_MS = 100
const GAP_PX = 6
const EDGE_PX = 4

type TriggerProps = {
  ref?: Ref<HTMLElement>
  'aria-describedby'?: string
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

export interface TooltipProps {
  content: ReactNode
  /** A hotkey such as 'mod+k', shown as a key cap after the content. */
  shortcut?: string
  /** Hover delay in ms; 'provider' takes the TooltipProvider's (700 without one). */
  delayDuration?: number | 'provider'
  side?: 'top' | 'bottom'
  /** One element that takes a ref and DOM event props, usually a button. */
  children: ReactElement<TriggerProps>
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/** Places the tooltip above (or below) the trigger, inside the viewport. */
function place(trigger: HTMLElement, tip: HTMLElement, side: 'top' | 'bottom') {
  const rect = trigger.getBoundingClientRect()
  const above = rect.top - tip.offsetHeight - GAP_PX
  const below = rect.bottom + GAP_PX
  const fitsAbove = above >= EDGE_PX
  const fitsBelow = below + tip.offsetHeight <= window.innerHeight - EDGE_PX
  const top = side === 'top' ? (fitsAbove || !fitsBelow ? above : below) : fitsBelow || !fitsAbove ? below : above
  const centred = rect.left + rect.width / 2 - tip.offsetWidth / 2
  const left = Math.max(EDGE_PX, Math.min(centred, window.innerWidth - tip.offsetWidth - EDGE_PX))
  tip.style.top = `${Math.max(EDGE_PX, top)}px`
  tip.style.left = `${left}px`
}

/**
 * A tooltip for one trigger. It opens after the delay on hover and at once on keyboard focus,
 * closes on leave, blur, press and Escape, and stays in the DOM while hidden so the trigger's
 * aria-describedby always names it (screen readers read it as the description).
 */
export function Tooltip({ content, shortcut, delayDuration = TOOLTIP_DELAY_MS, side = 'top', children }: TooltipProps) {
  const coordinator = useContext(TooltipContext)
  const tipId = useId()
  const [open, setOpen] = useState(false)
  const isOpen = useRef(false)
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pointerIsDown = useRef(false)
  const triggerRef = useRef<HTMLElement | null>(null)
  const tipRef = useRef<HTMLDivElement>(null)

  const hide = useCallback(() => {
    clearTimeout(openTimer.current)
    if (!isOpen.current) return
    isOpen.current = false
    setOpen(false)
    coordinator?.onClose(tipId)
  }, [coordinator, tipId])

  const show = useCallback(() => {
    clearTimeout(openTimer.current)
    if (isOpen.current) return
    isOpen.current = true
    setOpen(true)
    coordinator?.onOpen(tipId, hide)
  }, [coordinator, tipId, hide])

  const showAfterDelay = useCallback(() => {
    const delay = delayDuration === 'provider' ? (coordinator?.delayDuration ?? TOOLTIP_DELAY_MS) : delayDuration
    clearTimeout(openTimer.current)
    if (delay <= 0 || (coordinator && !coordinator.isOpenDelayed())) show()
    else openTimer.current = setTimeout(show, delay)
  }, [coordinator, delayDuration, show])

  // Unmounting while open must still tell the provider, or the skip window would never start.
  useEffect(() => hide, [hide])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // The tooltip is the topmost layer: Escape closes it and nothing beneath (a modal, say).
      event.stopPropagation()
      event.preventDefault()
      hide()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [open, hide])

  useLayoutEffect(() => {
    const trigger = triggerRef.current
    const tip = tipRef.current
    if (!open || !trigger || !tip) return
    place(trigger, tip, side)
    let resizeTimer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(resizeTimer)
      resizeTimer = setTimeout(() => place(trigger, tip, side), RESIZE_DEBOUNCE_MS)
    }
    const onScroll = () => place(trigger, tip, side)
    window.addEventListener('resize', onResize)
    window.addEventListener('scroll', onScroll, true)
    return () => {
      clearTimeout(resizeTimer)
      window.removeEventListener('resize', onResize)
      window.removeEventListener('scroll', onScroll, true)
    }
  }, [open, side])

  const child = Children.only(children)
  const Trigger = child.type as ElementType
  const theirs = child.props
  const setTriggerRef = (node: HTMLElement | null) => {
    triggerRef.current = node
    assignRef(theirs.ref, node)
  }

  return (
    <>
      <Trigger
        {...theirs}
        ref={setTriggerRef}
        aria-describedby={[theirs['aria-describedby'], tipId].filter(Boolean).join(' ')}
        onPointerEnter={(event: PointerEvent<HTMLElement>) => {
          theirs.onPointerEnter?.(event)
          if (event.pointerType !== 'touch') showAfterDelay()
        }}
        onPointerLeave={(event: PointerEvent<HTMLElement>) => {
          theirs.onPointerLeave?.(event)
          hide()
        }}
        onPointerDown={(event: PointerEvent<HTMLElement>) => {
          theirs.onPointerDown?.(event)
          // A press runs the action: the tooltip gets out of the way, and the focus that
          // follows the press must not reopen it.
          pointerIsDown.current = true
          document.addEventListener('pointerup', () => (pointerIsDown.current = false), { once: true })
          hide()
        }}
        onFocus={(event: FocusEvent<HTMLElement>) => {
          theirs.onFocus?.(event)
          if (!pointerIsDown.current) show()
        }}
        onBlur={(event: FocusEvent<HTMLElement>) => {
          theirs.onBlur?.(event)
          hide()
        }}
      />
      <div ref={tipRef} id={tipId} role="tooltip" hidden={!open} className={styles.tooltip}>
        <span className={styles.content}>{content}</span>
        {shortcut ? <Kbd hotkey={shortcut} className={styles.shortcut} /> : null}
      </div>
    </>
  )
}
