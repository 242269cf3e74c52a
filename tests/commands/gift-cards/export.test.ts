import { http } from 'msw'
import { resolveObjectURL } from 'node:buffer'
import { afterEach, describe, expect, it } from 'vitest'
import { parseCsv } from '@/commands/core/csv'
import { OFFSET_OVERLAP } from '@/commands/core/export-walk'
import { GIFT_CARD_EXPORT_COLUMNS, GIFT_CARDS_EXPORT_PAGE as PAGE } from '@/commands/gift-cards/export'
import { emptyContext } from '@/models/core/context'
import { grouped } from '@/models/core/text'
import { withMockDb } from '../../mocks/handlers'
import { BASE, unauthorized } from '../../mocks/http'
import { newGiftCard, seedGiftCards, type StoredGiftCard } from '../../mocks/gift-cards/gift-cards'
import { server } from '../../mocks/server'
import { recordRequests, requestsOf, runCommand, type HarnessRun } from '../harness'

/**
 * gift-cards.export (issue #32: 2,013 cards on the large store): Medusa's list has no created_at
 * filter, so the export walks by id with offsets, each page overlapping the last, written at once.
 */

const mock = withMockDb()
const seen = recordRequests()
const everyone = { q: undefined }

/** The mock's three cards and `extra` more, alternating Europe and North America. */
function storeWith(extra: number): StoredGiftCard[] {
  const db = seedGiftCards(mock.db)
  const [europe, america] = db.regions
  if (!europe || !america) throw new Error('no regions')
  for (let i = 0; i < extra; i += 1) db.giftCards.push(newGiftCard(db, i % 2 ? america : europe, 1000 + i))
  return db.giftCards
}

async function fileOf(run: HarnessRun): Promise<string> {
  if (run.outcome.status !== 'done' || run.outcome.result?.type !== 'download') throw new Error(`no download: ${JSON.stringify(run.outcome)}`)
  return (await resolveObjectURL(run.outcome.result.url)?.text()) ?? ''
}

const listRequests = () => requestsOf(seen, 'GET', '/admin/gift-cards')
const codesOf = (text: string) => parseCsv(text).rows.map((row) => row.code)

afterEach(() => server.events.removeAllListeners('request:start'))

describe('gift-cards.export', () => {
  it('writes every card once, a line each with its amounts, currency, region, order and recipient, in pages by id', async () => {
    const cards = storeWith(2 * PAGE + PAGE / 2 - 3)
    const bought = cards[0] as StoredGiftCard
    Object.assign(cards[1] as StoredGiftCard, { metadata: { email: 'ana@shop.example' } })
    const order = seedGiftCards(mock.db).orders.find((o) => o.id === bought.order_id)

    const run = await runCommand('gift-cards.export', { given: everyone })
    const text = await fileOf(run)
    expect(text.startsWith(`${GIFT_CARD_EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true)
    const rows = parseCsv(text).rows
    expect(rows.map((r) => r.code)).toEqual(cards.map((c) => c.code))
    expect(rows[0]).toMatchObject({ value: '50.00', balance: '50.00', currency: 'eur', region: 'Europe', order: `#${order?.display_id}`, is_disabled: 'false' })
    expect(rows[1]).toMatchObject({ value: '25.00', recipient_email: 'ana@shop.example', order: '' })
    expect(rows[2]).toMatchObject({ value: '100.00', balance: '50.00', currency: 'usd', is_disabled: 'true' })
    // Three pages: each after the first starts OFFSET_OVERLAP cards back and asks that many more.
    expect(listRequests().map((r) => [r.query.get('order'), r.query.get('offset'), r.query.get('limit')])).toEqual([
      ['id', '0', String(PAGE)],
      ['id', String(PAGE - OFFSET_OVERLAP), String(PAGE + OFFSET_OVERLAP)],
      ['id', String(2 * PAGE - OFFSET_OVERLAP), String(PAGE + OFFSET_OVERLAP)],
    ])
  })

  it('misses none when cards before its place are deleted meanwhile, and takes one created meanwhile', async () => {
    const cards = storeWith(2 * PAGE)
    const all = cards.map((c) => c.code)
    const late = newGiftCard(mock.db, seedGiftCards(mock.db).regions[0] ?? (undefined as never), 999)
    let pages = 0
    server.events.on('request:start', () => {
      pages += 1
      if (pages !== 2) return
      // After the first page: more cards than the overlap deleted among those already written.
      for (const card of cards.slice(10, 10 + 3 * OFFSET_OVERLAP)) card.deleted_at = new Date().toISOString()
      cards.push(late)
    })
    const codes = codesOf(await fileOf(await runCommand('gift-cards.export', { given: everyone })))
    expect(codes).toEqual([...all, late.code])
    // The page that met none of the last page's cards was asked again from further back.
    const offsets = listRequests().map((r) => Number(r.query.get('offset')))
    expect(offsets[1]).toBe(PAGE - OFFSET_OVERLAP)
    expect(offsets[2]).toBeLessThan(PAGE - 3 * OFFSET_OVERLAP)
  })

  it('ends when every card after its place was deleted meanwhile, with the ones it had written', async () => {
    const cards = storeWith(2 * PAGE)
    const written = cards.slice(0, PAGE).map((c) => c.code)
    let pages = 0
    server.events.on('request:start', () => {
      pages += 1
      if (pages === 2) for (const card of cards.slice(PAGE - 5 * OFFSET_OVERLAP)) card.deleted_at = new Date().toISOString()
    })
    const codes = codesOf(await fileOf(await runCommand('gift-cards.export', { given: everyone })))
    expect(codes).toEqual(written)
    expect(listRequests().length).toBeLessThanOrEqual(5)
  })

  it('exports what the gift cards table’s search shows, and says when nothing matches', async () => {
    const cards = storeWith(0)
    const wanted = cards[1] as StoredGiftCard
    const ctx = { ...emptyContext, list: { kind: 'gift-card' as const, query: { q: wanted.code.slice(0, 9) }, count: 1, description: '' } }
    const codes = codesOf(await fileOf(await runCommand('gift-cards.export', { ctx })))
    expect(codes).toEqual([wanted.code])
    expect(listRequests()[0]?.query.get('q')).toBe(wanted.code.slice(0, 9))

    const none = await runCommand('gift-cards.export', { given: { q: 'NOPE-NOPE' } })
    expect(none.outcome).toMatchObject({ status: 'failed', message: 'No gift card matches “NOPE-NOPE”: nothing to export' })
  })

  it('says how far it got when a page fails and saves no partial file', async () => {
    const total = storeWith(PAGE + 7).length
    let pages = 0
    server.use(
      http.get(`${BASE}/admin/gift-cards`, () => {
        pages += 1
        return pages === 2 ? unauthorized() : undefined
      }),
    )
    const run = await runCommand('gift-cards.export', { given: everyone })
    expect(run.outcome).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(new RegExp(`^The export stopped after ${grouped(PAGE)} of ${grouped(total)} gift cards: .+\\. No file was saved: run it again for every gift card\\.$`)),
    })
  })
})
