import { afterEach, describe, expect, it } from 'vitest'
import { TypeAhead } from '@/palette/typeAhead'

const key = (k: string, init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init })

function held(typeAhead: TypeAhead, keys: Array<string | KeyboardEvent>) {
  return keys.map((k) => typeAhead.capture(typeof k === 'string' ? key(k) : k))
}

function fieldWith<T extends HTMLInputElement | HTMLTextAreaElement>(element: T, value: string) {
  element.value = value
  document.body.append(element)
  const typed: string[] = []
  const enters: KeyboardEvent[] = []
  element.addEventListener('input', () => typed.push(element.value))
  element.addEventListener('keydown', (event) => {
    if (event instanceof KeyboardEvent && event.key === 'Enter') enters.push(event)
  })
  return { element, typed, enters }
}

afterEach(() => document.body.replaceChildren())

describe('keys typed past a waiting Enter', () => {
  it('holds nothing until a page waits, then text, Backspace, select all and Enter', () => {
    const typeAhead = new TypeAhead()
    expect(held(typeAhead, ['a'])).toEqual([false])
    typeAhead.hold()
    expect(held(typeAhead, ['e', 'Backspace', key('a', { ctrlKey: true }), 'Enter', key('Enter', { metaKey: true }), 'Shift'])).toEqual([true, true, true, true, true, false])
  })

  it('drops what it held at any other key, and lets that key through', () => {
    const typeAhead = new TypeAhead()
    typeAhead.hold()
    held(typeAhead, ['e', 'u', 'r'])
    expect(held(typeAhead, ['ArrowDown', 'x'])).toEqual([false, false])
  })

  it('types into the next page in one change, and its Enter after a render; the rest waits for the page after', async () => {
    const typeAhead = new TypeAhead()
    typeAhead.hold()
    held(typeAhead, [key('a', { ctrlKey: true }), '1', '5', 'x', 'Backspace', 'Enter', 'n', 'o', 'Enter'])
    const price = fieldWith(document.createElement('input'), '12.50')
    await typeAhead.replay(price.element) // still waiting: nothing yet
    expect(price.typed).toEqual([])

    typeAhead.release()
    await typeAhead.replay(price.element)
    expect(price.typed).toEqual(['15'])
    expect(price.enters).toHaveLength(1)
    // The page's own Enter is not held again, though keys still are.
    expect(typeAhead.capture(price.enters[0] as KeyboardEvent)).toBe(false)

    const note = fieldWith(document.createElement('input'), '')
    await typeAhead.replay(note.element)
    expect(note.typed).toEqual(['no'])
    expect(note.enters).toHaveLength(1)
    expect(held(typeAhead, ['z'])).toEqual([false])
  })

  it('types nothing into a file chooser, and gives it the Enter', async () => {
    const typeAhead = new TypeAhead()
    typeAhead.hold()
    held(typeAhead, ['x', 'Enter'])
    typeAhead.release()
    const chooser = document.createElement('input')
    chooser.type = 'file'
    const file = fieldWith(chooser, '')
    await typeAhead.replay(file.element)
    expect(file.typed).toEqual([])
    expect(file.enters).toHaveLength(1)
  })

  it('leaves a starting value selected when select all is the last key; in a text area Enter is a new line (unless it is empty) and ctrl+Enter continues', async () => {
    const typeAhead = new TypeAhead()
    typeAhead.hold()
    held(typeAhead, [key('a', { metaKey: true })])
    typeAhead.release()
    const title = fieldWith(document.createElement('input'), 'Linen Shirt')
    await typeAhead.replay(title.element)
    expect([title.element.selectionStart, title.element.selectionEnd]).toEqual([0, 11])

    typeAhead.hold()
    held(typeAhead, ['a', 'Enter', 'b', key('Enter', { ctrlKey: true })])
    typeAhead.release()
    const lines = fieldWith(document.createElement('textarea'), '')
    await typeAhead.replay(lines.element)
    expect(lines.typed).toEqual(['a\nb'])
    // ctrl+Enter continues from a text area (and is 'Done' on a multiple picker).
    expect(lines.enters.map((e) => e.ctrlKey)).toEqual([true])

    // An empty text area is left with a plain Enter, as its page is.
    typeAhead.hold()
    held(typeAhead, ['Enter'])
    typeAhead.release()
    const empty = fieldWith(document.createElement('textarea'), '')
    await typeAhead.replay(empty.element)
    expect(empty.typed).toEqual([])
    expect(empty.enters.map((e) => e.ctrlKey)).toEqual([false])
  })
})
