import styles from './Kbd.module.css'
import { VisuallyHidden } from './VisuallyHidden'

/** Only macOS (and iOS) name their modifiers differently; every other platform reads 'Ctrl'. */
export type Platform = 'mac' | 'other'

type KeyName = { mac: string; other: string; spoken?: string }

/** A key written the same on every platform, with the words a screen reader says for it. */
const same = (cap: string, spoken: string): KeyName => ({ mac: cap, other: cap, spoken })

/** Modifiers in the order both platforms write them: Apple's ⌃⌥⇧⌘, and Ctrl+Alt+Shift+Meta elsewhere. */
const MODIFIERS: Record<string, KeyName> = {
  ctrl: { mac: '⌃', other: 'Ctrl', spoken: 'Control' },
  alt: { mac: '⌥', other: 'Alt', spoken: 'Option' },
  shift: { mac: '⇧', other: 'Shift', spoken: 'Shift' },
  meta: { mac: '⌘', other: 'Meta', spoken: 'Command' },
}
const MODIFIER_ORDER = Object.keys(MODIFIERS)

/** The other names hotkeys-js and KeyboardEvent.key give the keys below. */
const ALIASES: Record<string, string> = {
  control: 'ctrl', option: 'alt', opt: 'alt', cmd: 'meta', command: 'meta',
  return: 'enter', escape: 'esc', del: 'delete',
  arrowup: 'up', arrowdown: 'down', arrowleft: 'left', arrowright: 'right',
}

/** Keys whose cap is not their name capitalised ('home' is 'Home', 'space' is 'Space'). */
const KEYS: Record<string, KeyName> = {
  enter: { mac: '↵', other: 'Enter', spoken: 'Return' },
  backspace: { mac: '⌫', other: 'Backspace', spoken: 'Delete' },
  delete: { mac: '⌦', other: 'Del', spoken: 'Forward delete' },
  tab: { mac: '⇥', other: 'Tab', spoken: 'Tab' },
  esc: same('Esc', 'Escape'),
  up: same('↑', 'Up arrow'),
  down: same('↓', 'Down arrow'),
  left: same('←', 'Left arrow'),
  right: same('→', 'Right arrow'),
  pageup: same('PgUp', 'Page up'),
  pagedown: same('PgDn', 'Page down'),
  comma: same(',', 'Comma'),
  plus: same('+', 'Plus'),
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
      const name = ALIASES[token] ?? token
      return Object.hasOwn(MODIFIERS, name) ? { modifier: name, key: token } : { key: name }
    })
  const order = (part: Part) => (part.modifier ? MODIFIER_ORDER.indexOf(part.modifier) : MODIFIER_ORDER.length)
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
