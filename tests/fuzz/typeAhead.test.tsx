import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { TypeAhead } from '@/palette/typeAhead'
import { withFuzzSeed } from './seed'

/**
 * Fuzzed keys typed ahead of a waiting palette page (issue #33; TypeAhead, palette/typeAhead.ts): what
 * is held while an Enter waits is typed into the next page as the keyboard would have typed it.
 * Contract: never throws; text, Backspace and select all end as the same value a field would hold;
 * any other key drops what was held.
 */

withFuzzSeed()

const key = (k: string, init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init })
const character = fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), fc.constantFrom('é', 'ß', '中', '😀', '𝔸', '\u00a0'))
type Typed = { kind: 'char'; text: string } | { kind: 'backspace' } | { kind: 'selectAll' }
const typedKey: fc.Arbitrary<Typed> = fc.oneof(
  { weight: 6, arbitrary: character.map((text) => ({ kind: 'char' as const, text })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'backspace' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'selectAll' as const }) },
)

/** What a text field holds after the keys: Backspace takes the last character, select all then typing replaces. */
function expected(start: string, keys: readonly Typed[]): string {
  let value = [...start]
  let selected = false
  for (const k of keys) {
    if (k.kind === 'selectAll') {
      selected = true
      continue
    }
    if (selected) value = []
    selected = false
    value = k.kind === 'backspace' ? value.slice(0, -1) : [...value, k.text]
  }
  return value.join('')
}

const event = (k: Typed) => (k.kind === 'char' ? key(k.text) : k.kind === 'backspace' ? key('Backspace') : key('a', { ctrlKey: true }))

afterEach(() => document.body.replaceChildren())

describe('keys typed ahead under fuzzing', () => {
  it('are typed into the next page as the keyboard would have typed them, emoji included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 5 }), fc.array(typedKey, { maxLength: 12 }), async (start, keys) => {
        const typeAhead = new TypeAhead()
        typeAhead.hold()
        expect(keys.map((k) => typeAhead.capture(event(k)))).toEqual(keys.map(() => true))
        typeAhead.release()
        const field = document.createElement('input')
        field.value = start
        document.body.append(field)
        await typeAhead.replay(field)
        // A select all with nothing typed after it leaves the value as it is (selected, to type over).
        expect(field.value).toBe(expected(start, keys))
        // No half of a surrogate pair left behind.
        expect(field.value).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
        field.remove()
      }),
      { numRuns: 200 },
    )
  })

  it('any other key drops what was held and goes through', () => {
    const other = fc.constantFrom('Escape', 'ArrowDown', 'Tab', 'F5', 'Dead', 'Unidentified', 'PageUp')
    fc.assert(
      fc.property(fc.array(typedKey, { maxLength: 6 }), other, (keys, name) => {
        const typeAhead = new TypeAhead()
        typeAhead.hold()
        for (const k of keys) typeAhead.capture(event(k))
        expect(typeAhead.capture(key(name))).toBe(false)
        expect(typeAhead.capture(key('x'))).toBe(false)
      }),
    )
  })

  it('regression: an emoji is held like any character, and Backspace takes all of it (it dropped the held keys)', async () => {
    const typeAhead = new TypeAhead()
    typeAhead.hold()
    expect(['a', '😀', 'b', 'Backspace', 'Backspace'].map((k) => typeAhead.capture(key(k)))).toEqual([true, true, true, true, true])
    typeAhead.release()
    const field = document.createElement('input')
    document.body.append(field)
    await typeAhead.replay(field)
    expect(field.value).toBe('a')
  })
})
