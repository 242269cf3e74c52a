import { describe, expect, it } from 'vitest'
import {
  CROCKFORD, MAX_COPY, MAX_SPACE, base32x4, copyDisplayId, copyEmail, copyGiftCardCode, dynamicCode, isCopyableId, largeId,
} from '../../backend/seed/large/ids'

const MEDUSA_ID = /^[a-z_]+_[0-9A-HJKMNP-TV-Z]{26}$/
const ORDER = 'order_01M8CBP69TC1K7P5GCSC38FHCZ'

describe('large store ids', () => {
  it('keeps the prefix, the time part and the last 12 characters, and writes space and copy between', () => {
    const copy = largeId(ORDER, 2, 1)
    expect(copy).toMatch(MEDUSA_ID)
    expect(copy).toHaveLength(ORDER.length)
    expect(copy.slice(0, 16)).toBe(ORDER.slice(0, 16))
    expect(copy.slice(-12)).toBe(ORDER.slice(-12))
    expect(copy.slice(16, 20)).not.toBe(ORDER.slice(16, 20))
    expect(largeId('pvma__01M8CBN8YJAJHP0CEEEKMNR1TD', 3, 7)).toMatch(/^pvma__01M8CBN8YJ[0-9A-Z]{4}0CEEEKMNR1TD$/)
  })

  it('gives every copy of every row in every space its own id', () => {
    const originals = [ORDER, 'order_01M8CBQ1W73QWDNWB6FTRCDQ9G', 'cus_01M8CBN763H2TTRRC58X3B803J', 'order_01M8CBP69TAAAAAAAAAAAAAAAA']
    const ids = new Set<string>(originals)
    let made = originals.length
    for (const id of originals) {
      for (const space of [0, 1, 2, MAX_SPACE]) {
        for (const k of [1, 2, 31, 32, 663, 2041, 20_000, MAX_COPY]) {
          ids.add(largeId(id, space, k))
          made += 1
        }
      }
    }
    expect(ids.size).toBe(made)
  })

  it('never gives a copy its original id, whatever the original\'s random middle spells', () => {
    // Middles that spell space 2 and copy 1 or 211 the plain way: XOR still moves them.
    for (const middle of [base32x4(2 * 65536 + 1), base32x4(2 * 65536 + 211), '0000']) {
      const original = `addr_01M8GSQAAZ${middle}KZKKW4DNMGCW3`
      for (const k of [1, 211, 663]) expect(largeId(original, 2, k)).not.toBe(original)
    }
  })

  it('is deterministic, so a foreign key maps to the key it points at', () => {
    expect(largeId(ORDER, 2, 17)).toBe(largeId(ORDER, 2, 17))
  })

  it('refuses ids without a ULID and numbers out of range', () => {
    expect(isCopyableId('manual')).toBe(false)
    expect(() => largeId('manual', 1, 1)).toThrow(/ULID/)
    expect(() => largeId('order_01M8CBP69TC1K7P5GCSC38FHCI', 1, 1)).toThrow(/ULID/) // I is not Crockford
    expect(() => largeId(ORDER, MAX_SPACE + 1, 1)).toThrow(RangeError)
    expect(() => largeId(ORDER, 1, 0)).toThrow(RangeError)
    expect(() => largeId(ORDER, 1, MAX_COPY + 1)).toThrow(RangeError)
  })

  it('writes 20-bit numbers as 4 Crockford characters, most significant first', () => {
    expect(base32x4(0)).toBe('0000')
    expect(base32x4(31)).toBe('000Z')
    expect(base32x4(32)).toBe('0010')
    expect(base32x4(0xfffff)).toBe('ZZZZ')
    expect([...base32x4(123_456)].every((c) => CROCKFORD.includes(c))).toBe(true)
    expect(() => base32x4(0x100000)).toThrow(RangeError)
  })
})

describe('large store numbers and codes', () => {
  it('numbers order copies after the originals without gaps or repeats', () => {
    const originals = 151
    const numbers = new Set<number>()
    for (let k = 1; k <= 663; k += 1) for (let d = 1; d <= originals; d += 1) numbers.add(copyDisplayId(d, originals, k))
    expect(numbers.size).toBe(151 * 663)
    expect(Math.min(...numbers)).toBe(152)
    expect(Math.max(...numbers)).toBe(151 * 664)
  })

  it('gives a customer copy and its orders one email, different for every copy', () => {
    expect(copyEmail('lotte.martin@example.com', 17)).toBe('lotte.martin17@example.com')
    const emails = new Set(Array.from({ length: 2041 }, (_, i) => copyEmail('ava@example.com', i + 1)))
    expect(emails.size).toBe(2041)
  })

  it('keeps gift card codes in Medusa shape and unique per copy', () => {
    const codes = Array.from({ length: 182 }, (_, i) => copyGiftCardCode('5LBA-IBKI-W2LE-3HB4', i + 1))
    expect(new Set(codes).size).toBe(182)
    for (const code of codes) expect(code).toMatch(/^5LBA-IBKI-W2LE-[0-9A-Z]{4}$/)
  })

  it('names dynamic codes after their discount, in upper case as Medusa stores them', () => {
    expect(dynamicCode('VIP', 1)).toBe('VIP-00001')
    expect(dynamicCode('VIP', 20_000)).toBe('VIP-20000')
    const codes = Array.from({ length: 20_000 }, (_, i) => dynamicCode('VIP', i + 1))
    expect(new Set(codes).size).toBe(20_000)
    expect(codes.every((c) => c === c.toUpperCase())).toBe(true)
  })
})
