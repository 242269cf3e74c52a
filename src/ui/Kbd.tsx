import styles from './Kbd.module.css'
import { VisuallyHidden } from './VisuallyHidden'

/** Only macOS (and iOS) name their modifiers differently; every other platform reads 'Ctrl'. */
export type Platform = 'mac' | 'other'

type KeyName = { mac: string; other: string; spoken?: string }

/** Modifiers in the order each platform writes them: Apple's ⌃⌥⇧⌘, and Ctrl+Alt+Shift+Meta elsewhere. */
const MODIFIERS: Record<string, KeyName & { order: { mac: number; other: number } }> = {
  ctrl: { mac: '⌃', other: 'Ctrl', spoken: 'Control', order: { mac: 0, other: 0 } },
  alt: { mac: '⌥', other: 'Alt', spoken: 'Option', order: { mac: 1, other: 1 } },
  shift: { mac: '⇧', other: 'Shift', spoken: 'Shift', order: { mac: 2, other: 2 } },
  meta: { mac: '⌘', other: 'Meta', spoken: 'Command', order: { mac: 3, other: 3 } },
}

const MODIFIER_ALIASES: Record<string, string> = {
  ctrl: 'ctrl',
  control: 'ctrl',
  alt: 'alt',
  option: 'alt',
  opt: 'alt',
  shift: 'shift',
  meta: 'meta',
  cmd: 'meta',
  command: 'meta',
}

const KEYS: Record<string, KeyName> = {
  enter: { mac: '↵', other: 'Enter', spoken: 'Return' },
  return: { mac: '↵', other: 'Enter', spoken: 'Return' },
  esc: { mac: 'Esc', other: 'Esc', spoken: 'Escape' },
  escape: { mac: 'Esc', other: 'Esc', spoken: 'Escape' },
  backspace: { mac: '⌫', other: 'Backspace', spoken: 'Delete' },
  delete: { mac: '⌦', other: 'Del', spoken: 'Forward delete' },
  del: { mac: '⌦', other: 'Del', spoken: 'Forward delete' },
  tab: { mac: '⇥', other: 'Tab', spoken: 'Tab' },
  space: { mac: 'Space', other: 'Space' },
  up: { mac: '↑', other: '↑', spoken: 'Up arrow' },
  down: { mac: '↓', other: '↓', spoken: 'Down arrow' },
  left: { mac: '←', other: '←', spoken: 'Left arrow' },
  right: { mac: '→', other: '→', spoken: 'Right arrow' },
  arrowup: { mac: '↑', other: '↑', spoken: 'Up arrow' },
  arrowdown: { mac: '↓', other: '↓', spoken: 'Down arrow' },
  arrowleft: { mac: '←', other: '←', spoken: 'Left arrow' },
  arrowright: { mac: '→', other: '→', spoken: 'Right arrow' },
  pageup: { mac: 'PgUp', other: 'PgUp', spoken: 'Page up' },
  pagedown: { mac: 'PgDn', other: 'PgDn', spoken: 'Page down' },
  home: { mac: 'Home', other: 'Home' },
  end: { mac: 'End', other: 'End' },
  comma: { mac: ',', other: ',', spoken: 'Comma' },
  plus: { mac: '+', other: '+', spoken: 'Plus' },
}

/**
 * Reads the platform from navigator.platform, else from userAgentData: Chromium builds the latter on
 * first use, which took 25 ms of a first paint that shows dozens of key hints.
 */
export function detectPlatform(): Platform {
  if (typeof navigator === 'undefined') return 'other'
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } }
  const name = nav.platform || nav.userAgentData?.platform || ''
  return /mac|iphone|ipad|ipod/i.test(name) ? 'mac' : 'other'
}

type Part = { modifier?: string; key: string }

/** Splits one chord, 'mod+shift+k', into its parts; 'mod' is ⌘ on macOS and Ctrl elsewhere. */
function parseChord(chord: string, platform: Platform): Part[] {
  const parts = chord
    .split('+')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .map((token): Part => {
      if (token === 'mod') return { modifier: platform === 'mac' ? 'meta' : 'ctrl', key: token }
      const modifier = MODIFIER_ALIASES[token]
      return modifier ? { modifier, key: token } : { key: token }
    })
  const order = (part: Part) => (part.modifier ? (MODIFIERS[part.modifier]?.order[platform] ?? 9) : 10)
  return parts.sort((a, b) => order(a) - order(b))
}

function keyLabel(key: string, platform: Platform, spoken: boolean): string {
  const known = KEYS[key]
  if (known) return spoken ? (known.spoken ?? known[platform]) : known[platform]
  if (/^f\d{1,2}$/.test(key) || key.length === 1) return key.toUpperCase()
  return key.charAt(0).toUpperCase() + key.slice(1)
}

function chordLabel(chord: string, platform: Platform, spoken: boolean): string {
  const labels = parseChord(chord, platform).map(({ modifier, key }) => {
    const mod = modifier ? MODIFIERS[modifier] : undefined
    if (!mod) return keyLabel(key, platform, spoken)
    return spoken && platform === 'mac' ? (mod.spoken ?? mod.mac) : mod[platform]
  })
  return labels.join(platform === 'mac' && !spoken ? '' : '+')
}

/** A hotkey is one chord ('mod+k') or a sequence of chords separated by spaces ('g o'). */
function label(hotkey: string, platform: Platform, spoken: boolean): string {
  const chords = hotkey.trim().replace(/\s*\+\s*/g, '+').split(/\s+/).filter(Boolean)
  return chords.map((chord) => chordLabel(chord, platform, spoken)).join(spoken ? ' then ' : ' ')
}

/**
 * How a hotkey is written on screen: formatHotkey('mod+k', 'mac') is '⌘K', and 'Ctrl+K' elsewhere.
 * Hotkeys use hotkeys-js names ('mod', 'shift', 'alt', 'enter', 'up', ...); a space separates the
 * chords of a sequence: formatHotkey('g o') is 'G O'.
 */
export function formatHotkey(hotkey: string, platform: Platform = detectPlatform()): string {
  return label(hotkey, platform, false)
}

/** How a screen reader should say it: 'Command+K' on macOS, where the symbols read poorly. */
export function speakHotkey(hotkey: string, platform: Platform = detectPlatform()): string {
  return label(hotkey, platform, true)
}

export interface KbdProps {
  /** A hotkeys-js style hotkey such as 'mod+k' or 'shift+c', or a sequence such as 'g o'. */
  hotkey: string
  platform?: Platform
  className?: string
}

/** A hotkey as a key cap; screen readers hear the spoken form. */
export function Kbd({ hotkey, platform = detectPlatform(), className }: KbdProps) {
  const visual = formatHotkey(hotkey, platform)
  const spoken = speakHotkey(hotkey, platform)
  return (
    <kbd className={className ? `${styles.kbd} ${className}` : styles.kbd}>
      {visual === spoken ? (
        visual
      ) : (
        <>
          <span aria-hidden="true">{visual}</span>
          <VisuallyHidden>{spoken}</VisuallyHidden>
        </>
      )}
    </kbd>
  )
}
