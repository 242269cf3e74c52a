import hotkeys from 'hotkeys-js'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { CommandContext } from '@/models/core/context'
import type { RunSource } from '@/atoms/activity/entry'
import { isAvailable, type AnyCommand } from '@/commands/core/define'

export const PALETTE_HOTKEYS = 'ctrl+k,command+k'
/** Keys that only modify others: pressed alone they type and choose nothing. */
export const MODIFIER_KEYS: ReadonlySet<string> = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'])
const SEQUENCE_TIMEOUT_MS = 1500

/** hotkeys-js has no `mod`: bind ctrl on one platform and command on the other. */
export function toHotkeysJs(hotkey: string): string {
  return hotkey.includes('mod') ? ['ctrl', 'command'].map((m) => hotkey.replace('mod', m)).join(',') : hotkey
}

/** Keys a text field keeps for itself (its own undo and redo), even though they carry mod. */
const TEXT_FIELD_KEYS: ReadonlySet<string> = new Set(['mod+z', 'mod+shift+z'])

export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** A modal (the palette, a form) owns the keyboard while it is open. */
function modalOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null
}

export function inScope(command: AnyCommand, ctx: CommandContext): boolean {
  return !command.scope || ctx.focus?.kind === command.scope
}

interface HotkeyBindings {
  commands: readonly AnyCommand[]
  context: () => CommandContext
  /** Begins a command: its run is journalled as started by a hotkey. */
  start: (command: AnyCommand, source: RunSource) => void
  openSheet: () => void
  /** True while the palette or the sheet is open (even before their code has loaded). */
  blocked: () => boolean
}

/** Binds every command's hotkey, `g` sequences and '?', from the registry (the palette key is PaletteKey's). */
export function useHotkeyBindings(bindings: HotkeyBindings) {
  // The callbacks change with the page (the router's navigate does): read them at each key, so a
  // navigation neither rebinds every hotkey nor forgets a `g` waiting for its second key.
  const latest = useRef(bindings)
  useLayoutEffect(() => {
    latest.current = bindings
  })
  const { commands } = bindings
  useEffect(() => {
    const context = () => latest.current.context()
    const start = (command: AnyCommand) => latest.current.start(command, 'hotkey')
    const openSheet = () => latest.current.openSheet()
    const blocked = () => latest.current.blocked()
    // The second key of a `g` sequence belongs to the sequence, not to a single-key hotkey ('a' on a
    // panel) that hotkeys-js would fire for the same keydown, whichever listener hears it first.
    let pendingPrefix: string | null = null
    const sequenceKeys = new WeakSet<KeyboardEvent>()
    const single = new Map<string, AnyCommand[]>()
    for (const command of commands) {
      if (!command.hotkey || command.hotkey.includes(' ')) continue
      const key = toHotkeysJs(command.hotkey)
      single.set(key, [...(single.get(key) ?? []), command])
    }
    for (const [key, candidates] of single) {
      const textKey = candidates.some((c) => c.hotkey && TEXT_FIELD_KEYS.has(c.hotkey))
      hotkeys(key, (event) => {
        if (modalOpen() || blocked() || pendingPrefix || sequenceKeys.has(event)) return
        if (textKey && isEditable(event.target)) return
        const ctx = context()
        const command = candidates.find((c) => inScope(c, ctx) && isAvailable(c, ctx))
        if (!command) return
        event.preventDefault()
        start(command)
      })
    }

    let timer: ReturnType<typeof setTimeout> | undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target) || modalOpen() || blocked()) return
      if (event.key === '?') {
        event.preventDefault()
        openSheet()
        return
      }
      if (pendingPrefix) {
        const sequence = `${pendingPrefix} ${event.key.toLowerCase()}`
        pendingPrefix = null
        sequenceKeys.add(event)
        clearTimeout(timer)
        const ctx = context()
        const command = commands.find((c) => c.hotkey === sequence && isAvailable(c, ctx))
        if (command) {
          event.preventDefault()
          start(command)
        }
        return
      }
      if (event.key === 'g' && !event.shiftKey) {
        pendingPrefix = 'g'
        timer = setTimeout(() => (pendingPrefix = null), SEQUENCE_TIMEOUT_MS)
      }
    }
    document.addEventListener('keydown', onKeyDown)

    return () => {
      for (const key of single.keys()) hotkeys.unbind(key)
      document.removeEventListener('keydown', onKeyDown)
      clearTimeout(timer)
    }
  }, [commands])
}
