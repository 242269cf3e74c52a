import { queryOptions } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { queryClientAtom } from 'jotai-tanstack-query'
import { createAppStore, queryKeyOf } from '@/atoms/core/query'
import { markUnread, relationsUnread, stagedQueryAtomFamily, withRelationsOf } from '@/atoms/core/stagedQuery'

interface Row {
  id: string
  name: string
  tags?: string[]
}
interface Page {
  rows: Row[]
  count: number
}

/** A promise and its resolve, to answer each request when the test says. */
function held<T>() {
  let resolve = (_value: T) => undefined as void
  let reject = (_error: Error) => undefined as void
  const promise = new Promise<T>((done, fail) => ((resolve = done), (reject = fail)))
  return { promise, resolve, reject }
}

function stagedPages() {
  const answers = { rows: held<Page>(), full: held<Page>() }
  const asked: string[] = []
  const family = stagedQueryAtomFamily({
    rows: (page: number) => queryOptions({ queryKey: ['things', 'list', page, 'rows'] as const, queryFn: () => (asked.push('rows'), answers.rows.promise) }),
    // No retry: a failed answer is final at once (the app's one retry waits a second).
    full: (page: number) => queryOptions({ queryKey: ['things', 'list', page] as const, queryFn: () => (asked.push('full'), answers.full.promise), retry: false }),
    merge: (rows: Page, full: Page) => ({ ...rows, rows: withRelationsOf(rows.rows, full.rows, (row, { tags }) => ({ ...row, tags })) }),
    unread: (rows: Page) => ({ ...rows, rows: markUnread(rows.rows) }),
  })
  return { answers, asked, family }
}

describe('a staged list query', () => {
  it('asks for the rows, gives them when they come, then asks for the relations and lays them on', async () => {
    const { answers, asked, family } = stagedPages()
    const store = createAppStore()
    const pageAtom = family(1)
    store.sub(pageAtom, () => undefined)
    expect(store.get(pageAtom).data).toBeUndefined()
    expect(asked).toEqual(['rows'])

    answers.rows.resolve({ rows: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], count: 2 })
    await vi.waitFor(() => expect(store.get(pageAtom).data).toEqual({ rows: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], count: 2 }))
    await vi.waitFor(() => expect(asked).toEqual(['rows', 'full']))

    // The full answer is older for 'a' (renamed since) and lacks 'b': the rows' own fields win, 'b' stays unread.
    answers.full.resolve({ rows: [{ id: 'a', name: 'old A', tags: ['x'] }], count: 2 })
    await vi.waitFor(() => expect(store.get(pageAtom).data).toEqual({ rows: [{ id: 'a', name: 'A', tags: ['x'] }, { id: 'b', name: 'B' }], count: 2 }))
    const merged = store.get(pageAtom).data
    // The same answers give the same page object (the table keeps its rows).
    expect(store.get(pageAtom).data).toBe(merged)
  })

  it("marks the rows as unread when the relations' answer fails (their cells say so rather than wait), still without an error", async () => {
    const { answers, family } = stagedPages()
    const store = createAppStore()
    const pageAtom = family(3)
    store.sub(pageAtom, () => undefined)
    const rows = { rows: [{ id: 'a', name: 'A' }], count: 1 }
    answers.rows.resolve(rows)
    await vi.waitFor(() => expect(store.get(pageAtom).data).toBe(rows))
    expect(relationsUnread(rows.rows[0] as Row)).toBe(false)
    answers.full.reject(new Error('Medusa answered 500'))
    await vi.waitFor(() => expect(relationsUnread(store.get(pageAtom).data?.rows[0] as Row)).toBe(true))
    const page = store.get(pageAtom)
    expect(page.data?.rows).toEqual([{ id: 'a', name: 'A' }])
    expect(page.isError).toBe(false)
    // The same failure gives the same page object.
    expect(store.get(pageAtom).data).toBe(page.data)
  })

  it('gives the full answer already in the cache before the rows come, and names the rows query as its own', async () => {
    const { asked, family } = stagedPages()
    const store = createAppStore()
    store.get(queryClientAtom).setQueryData(['things', 'list', 2], { rows: [{ id: 'a', name: 'A', tags: ['x'] }], count: 1 })
    const pageAtom = family(2)
    store.sub(pageAtom, () => undefined)
    await vi.waitFor(() => expect(store.get(pageAtom).data).toEqual({ rows: [{ id: 'a', name: 'A', tags: ['x'] }], count: 1 }))
    expect(asked).toEqual(['rows'])
    expect(family(2)).toBe(pageAtom)
    expect(queryKeyOf(pageAtom)).toEqual(['things', 'list', 2, 'rows'])
  })
})
