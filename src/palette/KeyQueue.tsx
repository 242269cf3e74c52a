import { atom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { isEditable, MODIFIER_KEYS } from './hotkeys'
import { paletteAtom } from './state'

/**
 * Keys typed while code is still loading (the commands' hotkeys just after the dashboard's first
 * paint, an area's panels after `g p`) are held and replayed once it is there, in order, at whatever
 * has focus then: `g o j j Enter` typed fast opens the second order instead of losing keys.
 */

/** How many things are loading that keys wait for: the command host, each suspended area. */
export const keyHoldsAtom = atom(1)

/** Mount while something keys wait for is loading (an area's Suspense fallback). */
export function HoldKeys() {
  const setHolds = useSetAtom(keyHoldsAtom)
  useEffect(() => {
    setHolds((n) => n + 1)
    return () => setHolds((n) => n - 1)
  }, [setHolds])
  return null
}

/** The command host calls this once its hotkeys are bound: the first hold is released. */
export function useReleaseInitialHold() {
  const setHolds = useSetAtom(keyHoldsAtom)
  useEffect(() => {
    setHolds((n) => n - 1)
    return () => setHolds((n) => n + 1)
  }, [setHolds])
}

// A replay is of what was just typed: a long load drops keys typed long before it ended.
const MAX_HELD = 32
const MAX_AGE_MS = 15_000

interface HeldKey {
  init: KeyboardEventInit
  keyCode: number
  at: number
}

/** Our own replayed events, which the hold lets through (test environments dispatch untrusted keys too). */
const replayed = new WeakSet<Event>()

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Whether the browser would activate this element on this key (a click): a replayed, untrusted key
 * never does, so the replay clicks it itself. Enter on a button or a link, Space on a button.
 */
function activatesOn(target: HTMLElement, { key, shiftKey, altKey }: KeyboardEventInit): boolean {
  if (shiftKey || altKey) return false
  const button = target instanceof HTMLButtonElement || (target instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(target.type))
  if (key === ' ') return button
  return key === 'Enter' && (button || (target instanceof HTMLAnchorElement && target.hasAttribute('href')))
}

function replay({ init, keyCode }: HeldKey) {
  const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body
  let handled = false
  for (const type of ['keydown', 'keyup'] as const) {
    const event = new KeyboardEvent(type, { ...init, bubbles: true, cancelable: true, composed: true })
    // hotkeys-js reads keyCode, which KeyboardEventInit cannot set.
    Object.defineProperty(event, 'keyCode', { value: keyCode })
    Object.defineProperty(event, 'which', { value: keyCode })
    replayed.add(event)
    if (!target.dispatchEvent(event) && type === 'keydown') handled = true
  }
  // Enter held on a focused button while the page loaded presses it once the keys are replayed.
  if (!handled && activatesOn(target, init) && !(target as HTMLButtonElement).disabled) target.click()
}

/** Holds plain keys while anything is loading and replays them after. Mounted from the first paint. */
export function KeyQueue() {
  const holding = useAtomValue(keyHoldsAtom) > 0
  const paletteOpen = useAtomValue(paletteAtom).open
  const held = useRef<HeldKey[]>([])
  const store = useStore()

  // Bound in the commit that paints the page: React runs passive effects a task later, and a key typed
  // in between (as soon as the page shows) would reach neither this hold nor the hotkeys, not yet bound.
  useLayoutEffect(() => {
    // An open palette takes its keys itself (PaletteKey seeds its query until it is on screen).
    if (paletteOpen) return
    // Held while anything loads, and while earlier keys still wait for their replay: order is kept.
    const mustWait = () => store.get(keyHoldsAtom) > 0 || held.current.length > 0
    const hold = (event: KeyboardEvent) => {
      if (replayed.has(event) || MODIFIER_KEYS.has(event.key) || event.ctrlKey || event.metaKey || isEditable(event.target)) return
      if (!mustWait() || held.current.length >= MAX_HELD) return
      event.preventDefault()
      event.stopImmediatePropagation()
      const { key, code, shiftKey, altKey, repeat } = event
      held.current.push({ init: { key, code, shiftKey, altKey, repeat }, keyCode: event.keyCode, at: Date.now() })
    }
    // The key's release must not reach hotkeys-js either, or it would forget a key it never saw pressed.
    const swallowRelease = (event: KeyboardEvent) => {
      if (!replayed.has(event) && !MODIFIER_KEYS.has(event.key) && !isEditable(event.target) && held.current.some((k) => k.init.code === event.code)) {
        event.stopImmediatePropagation()
      }
    }
    window.addEventListener('keydown', hold, true)
    window.addEventListener('keyup', swallowRelease, true)
    return () => {
      window.removeEventListener('keydown', hold, true)
      window.removeEventListener('keyup', swallowRelease, true)
    }
  }, [paletteOpen, store])

  useEffect(() => {
    if (holding || held.current.length === 0) return
    let stopped = false
    void (async () => {
      // One key a frame, after the frame in which the loaded panel mounted and took focus; a key that
      // starts another load (`g p`) holds the rest again until that is there too.
      while (!stopped && held.current.length > 0) {
        await nextFrame()
        if (stopped || store.get(keyHoldsAtom) > 0) return
        const key = held.current.shift()
        if (key && Date.now() - key.at <= MAX_AGE_MS) replay(key)
      }
    })()
    return () => {
      stopped = true
    }
  }, [holding, store])

  return null
}
