import type { GiftCard } from '@medusajs/client-types'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider, useAtomValue } from 'jotai'
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { giftCards } from '@/api/admin/gift-cards'
import { createAppStore } from '@/atoms/core/query'
import { RecordDetail } from '@/panels/shared/RecordDetail'
import { KEEP_WAITING_MS, SLOW_ANSWER_MS } from '@/ui/SlowAnswer'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { advanceAsync as advance, settle } from '../../ui/timers'

// DESIGN.md "Errors": an outage is told where the record would be, retried with backoff, and the
// record shows by itself once the server answers; nothing is thrown to the page's error screen. A
// request that hangs is said to be slow after SLOW_ANSWER_MS, with the ways out. The clock is fake:
// every wait below is a timer advanced by the test, never a real one.

const KEY = ['gift-cards', 'detail', 'gc_1']
const card = { id: 'gc_1', code: 'GIFT-AB12' } as GiftCard
const cardAtom = atomWithQuery(() => ({ queryKey: KEY, queryFn: () => giftCards.retrieve('gc_1') }))

function CardDetail() {
  const query = useAtomValue(cardAtom)
  return (
    <RecordDetail noun="gift card" kind="gift-card" id="gc_1" query={query} entity={query.data?.gift_card}>
      {(record) => <p>Gift card {record.code}</p>}
    </RecordDetail>
  )
}

/** The card's route: each request answered by `answer(n)` (n counts from 1); `up()` makes later ones succeed. */
function serve(answer: (call: number) => Response | Promise<Response>) {
  const state = { up: false, calls: 0 }
  server.use(
    http.get(`${BASE}/admin/gift-cards/gc_1`, () => {
      state.calls += 1
      return state.up ? HttpResponse.json({ gift_card: card }) : answer(state.calls)
    }),
  )
  return state
}
const hang = () => new Promise<Response>(() => undefined)

const renderCard = () => {
  const store = createAppStore()
  render(
    <Provider store={store}>
      <CardDetail />
    </Provider>,
  )
  return store
}

const status = () => screen.getByRole('status').textContent

describe('a record during an outage', () => {
  withMockDb()
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('says the server cannot be reached while it retries, then shows the record by itself', async () => {
    const state = serve(() => HttpResponse.error())
    renderCard()
    expect((await settle(() => screen.getByRole('alert'))).textContent).toContain('The server cannot be reached')
    expect(screen.getByRole('alert').textContent).toContain('the gift card shows here as soon as the server answers')
    const tried = state.calls
    state.up = true
    // The next scheduled retry comes within a second of the first failure.
    await advance(1000)
    expect(await settle(() => screen.getByText('Gift card GIFT-AB12'))).toBeTruthy()
    expect(state.calls).toBe(tried + 1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("tells a 503 with SPEC §8's title, and 'Retry now' asks again at once", async () => {
    const state = serve(() => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }))
    renderCard()
    expect((await settle(() => screen.getByRole('alert'))).textContent).toContain('Server is currently unavailable')
    // Retries one and two seconds after the failures before them; the next is four seconds away.
    await advance(1000)
    await advance(2000)
    await settle(() => expect(state.calls).toBe(3))
    state.up = true
    // The clock stands still from here: a request now is the button's, not the scheduled retry.
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }))
    expect(await settle(() => screen.getByText('Gift card GIFT-AB12'))).toBeTruthy()
    expect(state.calls).toBe(4)
  })

  it('says the server is slow to answer at three seconds without an answer, not before', async () => {
    serve(hang)
    renderCard()
    expect(status()).toBe('Loading gift card…')
    await advance(SLOW_ANSWER_MS - 1)
    expect(status()).toBe('Loading gift card…')
    expect(screen.queryByRole('button', { name: 'Stop waiting' })).toBeNull()
    await advance(1)
    expect(status()).toBe('The server is slow to answer (3 s so far)')
    for (const name of ['Retry now', 'Keep waiting', 'Stop waiting']) expect(screen.getByRole('button', { name })).toBeTruthy()
  })

  it('Keep waiting hides the offer until ten seconds later, when it says how long it has been', async () => {
    serve(hang)
    renderCard()
    await advance(SLOW_ANSWER_MS)
    fireEvent.click(screen.getByRole('button', { name: 'Keep waiting' }))
    expect(screen.queryByRole('button', { name: 'Keep waiting' })).toBeNull()
    expect(status()).toBe('Loading gift card…')
    await advance(KEEP_WAITING_MS - 1)
    expect(screen.queryByRole('button', { name: 'Keep waiting' })).toBeNull()
    await advance(1)
    expect(status()).toBe('The server is slow to answer (13 s so far)')
    expect(screen.getByRole('button', { name: 'Keep waiting' })).toBeTruthy()
  })

  it('Retry now sends the request again and shows the record its answer brings, while the first still hangs', async () => {
    const state = serve((call) => (call === 1 ? hang() : HttpResponse.json({ gift_card: card })))
    renderCard()
    await advance(SLOW_ANSWER_MS)
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }))
    expect(await settle(() => screen.getByText('Gift card GIFT-AB12'))).toBeTruthy()
    expect(state.calls).toBe(2)
  })

  it('Stop waiting cancels the request and says so, and its Retry asks again', async () => {
    const state = serve(hang)
    const store = renderCard()
    await advance(SLOW_ANSWER_MS)
    fireEvent.click(screen.getByRole('button', { name: 'Stop waiting' }))
    expect(status()).toBe('Stopped waiting for the gift card: it was not loaded.')
    await settle(() => expect(store.get(queryClientAtom).getQueryState(KEY)?.fetchStatus).toBe('idle'))
    // No slow offer comes back for a request no longer awaited.
    await advance(KEEP_WAITING_MS)
    expect(screen.queryByRole('button', { name: 'Keep waiting' })).toBeNull()
    const retry = screen.getByRole('button', { name: 'Retry' })
    expect(document.activeElement).toBe(retry)
    state.up = true
    fireEvent.click(retry)
    expect(await settle(() => screen.getByText('Gift card GIFT-AB12'))).toBeTruthy()
    expect(state.calls).toBe(2)
  })
})
