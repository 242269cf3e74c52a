import type { GiftCard } from '@medusajs/client-types'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider, useAtomValue } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { giftCards } from '@/api/admin/gift-cards'
import { createAppStore } from '@/atoms/core/query'
import { RecordDetail, SLOW_ANSWER_MS } from '@/panels/shared/RecordDetail'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'

// DESIGN.md "Errors": an outage is told where the record would be, retried with backoff, and the
// record shows by itself once the server answers; nothing is thrown to the page's error screen.

const card = { id: 'gc_1', code: 'GIFT-AB12' } as GiftCard
const cardAtom = atomWithQuery(() => ({ queryKey: ['gift-cards', 'detail', 'gc_1'], queryFn: () => giftCards.retrieve('gc_1') }))

function CardDetail() {
  const query = useAtomValue(cardAtom)
  return (
    <RecordDetail noun="gift card" kind="gift-card" id="gc_1" query={query} entity={query.data?.gift_card}>
      {(record) => <p>Gift card {record.code}</p>}
    </RecordDetail>
  )
}

/** The card's route: down (a refused connection or a status) until `up()`, counting requests and noting when each came. */
function serve(down: () => Response) {
  const state = { up: false, calls: 0, at: [] as number[] }
  server.use(
    http.get(`${BASE}/admin/gift-cards/gc_1`, () => {
      state.calls += 1
      state.at.push(performance.now())
      return state.up ? HttpResponse.json({ gift_card: card }) : down()
    }),
  )
  return state
}

const renderCard = () =>
  render(
    <Provider store={createAppStore()}>
      <CardDetail />
    </Provider>,
  )

describe('a record during an outage', () => {
  withMockDb()
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('says the server cannot be reached while it retries, then shows the record by itself', async () => {
    const state = serve(() => HttpResponse.error())
    renderCard()
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('The server cannot be reached')
    expect(screen.getByRole('alert').textContent).toContain('the gift card shows here as soon as the server answers')
    const tried = state.calls
    state.up = true
    expect(await screen.findByText('Gift card GIFT-AB12', {}, { timeout: 10_000 })).toBeTruthy()
    expect(state.calls).toBeGreaterThan(tried)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("tells a 503 with SPEC §8's title, and 'Retry now' asks again at once", async () => {
    const user = userEvent.setup({ delay: null })
    const state = serve(() => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }))
    renderCard()
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('Server is currently unavailable')
    // After three tries the next scheduled one is two seconds away: a sooner answer is the button's.
    await waitFor(() => expect(state.calls).toBe(3), { timeout: 10_000 })
    state.up = true
    const clicked = performance.now()
    await user.click(screen.getByRole('button', { name: 'Retry now' }))
    expect(await screen.findByText('Gift card GIFT-AB12', {}, { timeout: 10_000 })).toBeTruthy()
    expect(state.calls).toBe(4)
    // The button's request left at the click: the scheduled one was two seconds away. (The time is
    // the request's, not the paint's: a loaded CI machine took over a second to render the answer.)
    expect(state.at[3]! - clicked).toBeLessThan(1000)
  })

  it('says the server is slow to answer after ten seconds without an answer, and keeps waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get(`${BASE}/admin/gift-cards/gc_1`, () => new Promise<Response>(() => undefined)))
    renderCard()
    expect(screen.getByRole('status').textContent).toBe('Loading gift card…')
    act(() => vi.advanceTimersByTime(SLOW_ANSWER_MS))
    expect(screen.getByRole('alert').textContent).toContain('The server is slow to answer')
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeTruthy()
  })
})
