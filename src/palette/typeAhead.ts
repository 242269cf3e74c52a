import { useEffect, useRef } from 'react'
import { MODIFIER_KEYS } from './hotkeys'

/** A held ctrl+a (or ⌘A): what is typed next replaces the field's value. */
const SELECT_ALL = '\u0001select-all'
/** A held ctrl+Enter (or ⌘Enter): 'Done' on a multiple picker, continue on a multi-line page. */
const CTRL_ENTER = '\u0001ctrl-enter'
/** The fields text is typed into. */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password'])

/** A key that types one character: 'a', 'é', also '😀' (two UTF-16 units), not 'Enter' or 'Dead'. */
const isCharacter = (key: string) => /^.$/su.test(key)
/** Backspace takes one character off, not half of an emoji's surrogate pair. */
const withoutLastCharacter = (text: string) => Array.from(text).slice(0, -1).join('')

/**
 * Keys typed after an Enter that waits (a picker whose results for the typed text are not in yet)
 * belong to the pages that follow it: "p M ⏎ eur ⏎ 15 ⏎" typed at speed answers three pages. They are
 * held while the Enter waits, then typed into each next page as it opens, up to and including the
 * next Enter. Only text, Backspace, select all and Enter (plain or with ctrl) are held; any other
 * key (Escape, arrows, Tab, a shortcut) drops what was held, so nothing is typed into a page the
 * operator did not expect.
 */
export class TypeAhead {
  private waiting = false
  private keys: string[] = []
  /** Our own replayed Enter, which must reach the page rather than be held again. */
  private readonly replayed = new WeakSet<Event>()

  /** A page's Enter waits for its results: what is typed from now on is held. */
  hold(): void {
    this.waiting = true
  }

  /** The waiting Enter went through (its page is about to give way to the next) or was dropped. */
  release(): void {
    this.waiting = false
  }

  clear(): void {
    this.waiting = false
    this.keys = []
  }

  /** Holds the key when keys are being held; true when it was (the caller stops it). */
  capture(event: KeyboardEvent): boolean {
    if (this.replayed.has(event) || (!this.waiting && this.keys.length === 0)) return false
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey
    if (plain && (isCharacter(event.key) || event.key === 'Backspace' || (event.key === 'Enter' && !event.shiftKey))) {
      this.keys.push(event.key)
      return true
    }
    // Select all, to type over a page's starting value (a price, a title); ctrl+Enter, to continue.
    const mod = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
    if (mod && (event.key.toLowerCase() === 'a' || event.key === 'Enter')) {
      this.keys.push(event.key === 'Enter' ? CTRL_ENTER : SELECT_ALL)
      return true
    }
    if (!MODIFIER_KEYS.has(event.key)) this.clear()
    return false
  }

  /**
   * Types the held keys into the field of the page that just opened (or of a page that stays, as a
   * multiple picker does on Enter), through its first Enter; the rest waits for the page after it.
   * The Enter goes after a render, so the page reads what was typed.
   */
  async replay(field: HTMLElement | null): Promise<void> {
    if (this.waiting || !field) return
    // Text goes to text fields only: a file chooser or a button takes just the Enter.
    const text = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TEXT_TYPES.has(field.type)) ? field : null
    let typed = text?.value ?? ''
    // A text area takes Enter as a new line, as it would have from the keyboard (but goes on while empty).
    const submitsAt = (key: string | undefined) => key === CTRL_ENTER || (key === 'Enter' && (!(field instanceof HTMLTextAreaElement) || typed.trim() === ''))
    let selected = false
    while (this.keys.length > 0 && !submitsAt(this.keys[0])) {
      const key = this.keys.shift() ?? ''
      if (key === SELECT_ALL) {
        selected = true
        continue
      }
      if (selected) typed = ''
      selected = false
      typed = key === 'Backspace' ? withoutLastCharacter(typed) : typed + (key === 'Enter' ? '\n' : key)
    }
    // One change for all of it: the page renders once what was typed, as its state.
    if (text && typed !== text.value) typeInto(text, typed)
    if (selected) text?.select()
    const submit = this.keys[0]
    if (!submitsAt(submit)) return
    await new Promise((resolve) => setTimeout(resolve, 0))
    if (!field.isConnected || this.keys[0] !== submit) return
    this.keys.shift()
    if (field instanceof HTMLButtonElement) return field.click()
    const enter = new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', ctrlKey: submit === CTRL_ENTER, bubbles: true, cancelable: true })
    this.replayed.add(enter)
    field.dispatchEvent(enter)
  }
}

/** Sets a React-controlled field's value as typing would: the value's own setter, then an input event. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  setter?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** What an Enter did once its results were in: its page gave way, stayed (a box ticked) or found nothing. */
export type EnterOutcome = 'answered' | 'ticked' | 'nothing'

/**
 * An Enter typed before the results for its text are in (a picker's options, the root's records):
 * `wait(text)` holds it, and the keys typed after it, until `answered(text)`; then `take()` does what
 * the Enter would have done. The held keys go to the next page, to this one when it stays (`field`),
 * or nowhere when nothing was taken. `cancel()` forgets the Enter when the text changes.
 */
export function useEnterThatWaits(typeAhead: TypeAhead, answered: (text: string) => boolean, take: () => EnterOutcome, field: () => HTMLElement | null) {
  const waitsFor = useRef<string | null>(null)
  useEffect(() => {
    const text = waitsFor.current
    if (text === null || !answered(text)) return
    waitsFor.current = null
    typeAhead.release()
    const outcome = take()
    if (outcome === 'ticked') void typeAhead.replay(field())
    else if (outcome === 'nothing') typeAhead.clear()
  })
  return {
    wait(text: string) {
      waitsFor.current = text
      typeAhead.hold()
    },
    cancel() {
      waitsFor.current = null
    },
  }
}
