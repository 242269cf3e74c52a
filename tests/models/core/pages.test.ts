import { describe, expect, it } from 'vitest'
import { readEveryPage } from '@/models/core/pages'

/** A list of `total` rows that Medusa answers `cap` a page at most, recording what was asked and how many at once. */
function list(total: number, cap: number) {
  const asked: number[] = []
  let open = 0
  let mostAtOnce = 0
  const page = async (offset: number) => {
    asked.push(offset)
    open += 1
    mostAtOnce = Math.max(mostAtOnce, open)
    await Promise.resolve()
    open -= 1
    const rows = Array.from({ length: Math.max(0, Math.min(cap, total - offset)) }, (_, i) => offset + i)
    return { rows, count: total }
  }
  return { page, asked, mostAtOnce: () => mostAtOnce }
}

describe('readEveryPage', () => {
  it('reads the first page, then steps by what it held, a few pages at a time, each row once', async () => {
    const { page, asked, mostAtOnce } = list(23, 5)
    const taken: number[] = []
    await readEveryPage(page, 2, (rows) => taken.push(...rows))
    expect(asked).toEqual([0, 5, 10, 15, 20])
    expect(taken).toEqual(Array.from({ length: 23 }, (_, i) => i))
    expect(mostAtOnce()).toBe(2)
  })

  it('asks one page of an empty list, and only the first of a list that fits in it', async () => {
    const empty = list(0, 5)
    await readEveryPage(empty.page, 2, () => undefined)
    expect(empty.asked).toEqual([0])
    const small = list(4, 5)
    await readEveryPage(small.page, 2, () => undefined)
    expect(small.asked).toEqual([0])
  })
})
