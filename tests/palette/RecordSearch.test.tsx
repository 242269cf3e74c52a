import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { looksLikeCode, looksLikeEmail, looksLikeGiftCardCode, looksLikeOrderNumber } from '@/commands/core/records'
import { recordRequests } from '../commands/harness'
import type { DiscountsMockDb } from '../mocks/discounts/seed'
import { withMockDb } from '../mocks/handlers'
import { server } from '../mocks/server'
import { expectNoSeriousA11yViolations } from '../ui/axe'
import { advance, fakeTimersAndUser } from '../ui/timers'
import { RECORD_SEARCH_DEBOUNCE_MS } from '@/palette/RecordResults'
import { paletteSeedQueryAtom } from '@/palette/state'
import { openPalette, palette, renderHost } from './host'

const mock = withMockDb()
/** The seeded orders, customers and discounts (their handlers add them to the db). */
const db = () => mock.db as DiscountsMockDb
const seen = recordRequests()
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  // fakeTimersAndUser() installs a global `jest` clock for Testing Library; it belongs to that test only.
  delete (globalThis as { jest?: unknown }).jest
})

const recordRequestsSeen = () => seen.filter((r) => r.method === 'GET' && /^\/admin\/(orders|customers|discounts|gift-cards|variants)$/.test(r.path))
const group = (name: string) => within(palette()).findByRole('group', { name })
const optionTexts = (g: HTMLElement) => within(g).getAllByRole('option').map((o) => o.textContent)

describe('shapes of what is typed', () => {
  it('tells order numbers, emails, gift card codes and codes apart, and leaves words to the commands', () => {
    expect(['#1042', '1042', '# 7'].every(looksLikeOrderNumber)).toBe(true)
    expect(looksLikeOrderNumber('10a')).toBe(false)
    expect(['anna@example.com', 'anna@'].every(looksLikeEmail)).toBe(true)
    expect(looksLikeGiftCardCode('ABCD-EFGH-1234-WXYZ')).toBe(true)
    expect(looksLikeGiftCardCode('ABCD-EFGH-1')).toBe(true)
    expect(looksLikeGiftCardCode('ABCD-EFGH')).toBe(false)
    expect(looksLikeGiftCardCode('SUMMER15')).toBe(false)
    expect(['SUMMER15', 'summer15', 'TSHIRT-S', 'VIP', 'sku_1'].every(looksLikeCode)).toBe(true)
    expect(['capture payment', 'create', 'vip', 'ab', '#12', '1042'].some(looksLikeCode)).toBe(false)
  })
})

/** The products table with the palette host, and one of the seeded orders to look up. */
function onProductsLookingFor(orderIndex: number) {
  const user = userEvent.setup({ delay: null })
  const host = renderHost('/a/products')
  const order = db().orders[orderIndex]
  if (!order) throw new Error('no seeded order')
  return { user, order, ...host }
}

describe('records in the root palette', () => {
  it("finds an order by '#' and its number in one request, first, and Enter opens it", async () => {
    const { user, location, order } = onProductsLookingFor(3)
    await openPalette(user)
    await user.keyboard(`#${order.display_id}`)
    const records = await group('Records')
    expect(optionTexts(records)).toEqual([expect.stringContaining(`Order#${order.display_id} · ${order.email}`)])
    // The exact record is the first option, so Enter opens it.
    expect(within(palette()).getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true')
    expect(recordRequestsSeen().map((r) => `${r.path}?display_id=${r.query.get('display_id')}`)).toEqual([`/admin/orders?display_id=${order.display_id}`])
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location()).toBe(`/a/orders/${order.id}`))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the order when Enter comes before its record is found, and opens nothing when no record matches', async () => {
    const { user, location, order } = onProductsLookingFor(5)
    await openPalette(user)
    await user.keyboard(`#${order.display_id}{Enter}`)
    // Still looking: the Enter waits for the exact record, which is then the top row.
    expect(within(palette()).getByText('Searching records…')).toBeTruthy()
    await waitFor(() => expect(location()).toBe(`/a/orders/${order.id}`))
    expect(screen.queryByRole('dialog')).toBeNull()

    // A code no record has: the Enter still waits, then nothing is opened and the palette stays.
    await openPalette(user)
    await user.keyboard('NOSUCH-CODE-9{Enter}')
    await within(palette()).findByText('No command or record matches')
    expect(location()).toBe(`/a/orders/${order.id}`)
  })

  it('opens the order typed with its Enter before the palette was on screen', async () => {
    const { user, location, store, order } = onProductsLookingFor(6)
    // What PaletteKey keeps while the palette's code loads (PaletteLoading.test.tsx types it so).
    store.set(paletteSeedQueryAtom, { query: `#${order.display_id}`, submit: true })
    await user.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(location()).toBe(`/a/orders/${order.id}`))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('finds a discount by its code typed in lower case, the exact code first, and a customer by email', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderHost()
    await openPalette(user)
    await user.keyboard('summer15')
    const records = await group('Records')
    expect(optionTexts(records)[0]).toMatch(/^DiscountSUMMER15/)
    await user.keyboard('{Enter}')
    const summer = db().discounts.find((d) => d.code === 'SUMMER15')
    await waitFor(() => expect(location()).toBe(`/a/discounts/${summer?.id}`))

    const customer = db().customers[0]
    if (!customer) throw new Error('no seeded customer')
    await openPalette(user)
    await user.keyboard(customer.email)
    expect(optionTexts(await group('Records'))[0]).toContain(customer.email)
    await expectNoSeriousA11yViolations(palette())
  })

  it("shows each finder's records as they come, keeps an arrow-key choice when a slower finder's arrive, and Enter opens the choice", async () => {
    // The discounts search is held: the variants' hits are shown meanwhile, the list still searching.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get('*/admin/discounts', async () => void (await held)))
    const summer = db().discounts.find((d) => d.code === 'SUMMER15')
    if (!summer) throw new Error('no SUMMER15')
    db().discounts.push({ ...summer, id: 'disc_tshirt_s', code: 'TSHIRT-S' })
    const user = userEvent.setup({ delay: null })
    const { location } = renderHost()
    await openPalette(user)
    await user.keyboard('TSHIRT-S')
    const records = await group('Records')
    expect(optionTexts(records)).toEqual([expect.stringMatching(/SWEATSHIRT-S$/), expect.stringMatching(/TSHIRT-S-WHITE$/), expect.stringMatching(/TSHIRT-S-BLACK$/)])
    expect(within(palette()).getByText('Searching records…')).toBeTruthy()
    const selected = () => within(palette()).getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent
    // Down to the second variant, past whatever rows come before it.
    for (let moves = 0; moves < 20 && !/TSHIRT-S-WHITE$/.test(selected() ?? ''); moves += 1) await user.keyboard('{ArrowDown}')
    expect(selected()).toMatch(/TSHIRT-S-WHITE$/)

    // The exact discount comes first when it comes; the choice stays where the keys put it.
    release()
    const options = () => within(palette()).getAllByRole('option').map((option) => option.textContent ?? '')
    await waitFor(() => expect(options()[0]).toMatch(/^DiscountTSHIRT-S/))
    expect(options().filter((text) => text.startsWith('Variant'))).toHaveLength(3)
    expect(within(palette()).queryByText('Searching records…')).toBeNull()
    expect(selected()).toMatch(/TSHIRT-S-WHITE$/)
    await user.keyboard('{Enter}')
    const tshirt = mock.db.products.find((p) => p.title === 'Medusa T-Shirt')
    await waitFor(() => expect(location()).toBe(`/a/products/${tshirt?.id}`))
  })

  it('keeps the records of the finders that answered when one fails, and says the search failed', async () => {
    server.use(http.get('*/admin/discounts', () => HttpResponse.json({ message: 'Discounts are down' }, { status: 500 })))
    const user = userEvent.setup({ delay: null })
    renderHost()
    await openPalette(user)
    await user.keyboard('TSHIRT-S')
    const records = await group('Records')
    await within(palette()).findByText(/^Records could not be searched: /)
    expect(optionTexts(records)).toHaveLength(3)
  })

  it('searches once per pause in typing, and never for a plain command word', async () => {
    // The clock moves only when told: how long each key takes to render on a busy machine does not count.
    const user = fakeTimersAndUser()
    renderHost()
    await openPalette(user)
    await user.keyboard('capture payment')
    advance(RECORD_SEARCH_DEBOUNCE_MS * 2)
    expect(recordRequestsSeen().map((r) => `${r.path}?${r.query}`)).toEqual([])
    await user.clear(within(palette()).getByRole('combobox'))
    await user.keyboard('#99999')
    advance(RECORD_SEARCH_DEBOUNCE_MS - 1)
    expect(recordRequestsSeen()).toEqual([])
    advance(1)
    expect(await within(palette()).findByText('No command or record matches')).toBeDefined()
    expect(recordRequestsSeen().map((r) => r.query.get('display_id'))).toEqual(['99999'])
  })
})
