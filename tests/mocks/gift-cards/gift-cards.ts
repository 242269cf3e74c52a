import type { GiftCard, Order, Region } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, ilike, invalidData, notFound, opt, page, readBody, readQuery, req, sortBy, type Schema } from '../http'
import { seedOrders, type OrdersMockDb } from '../orders/orders'
import { mergeMetadata } from '../products/ops'

/**
 * /admin/gift-cards as Medusa 1.20 answers it (routes/admin/gift-cards/*, services/gift-card.ts,
 * repositories/gift-card.ts): list with q (code or the order's display id, ILIKE), create, retrieve,
 * update, delete. Answers carry the region and the order (defaultAdminGiftCardRelations). Cards are
 * stored with region_id/order_id only, so an answer always shows current regions and orders.
 */

export type StoredGiftCard = Omit<GiftCard, 'region' | 'order'>
export type GiftCardsMockDb = OrdersMockDb & { giftCards: StoredGiftCard[] }

/** GiftCardService.generateCode: four groups of four letters and digits. */
function generateCode(db: MockDb): string {
  const n = Number(db.nextId('gcode').split('_')[1])
  const group = (i: number) => (n * 7919 + i * 104729).toString(36).toUpperCase().padStart(4, 'X').slice(-4)
  return [group(1), group(2), group(3), group(4)].join('-')
}

export function newGiftCard(db: MockDb, region: Region, value: number, extra: Partial<StoredGiftCard> = {}): StoredGiftCard {
  const at = db.now()
  return {
    id: db.nextId('gift_card'),
    code: generateCode(db),
    value,
    balance: value,
    region_id: region.id,
    order_id: null,
    is_disabled: false,
    ends_at: null,
    // resolveTaxRate: the region's rate when it taxes gift cards.
    tax_rate: region.gift_cards_taxable ? region.tax_rate : null,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    metadata: null,
    ...extra,
  }
}

/** Three cards: one bought in an order, one custom, one disabled and half spent. */
export function seedGiftCards(base: MockDb): GiftCardsMockDb {
  const db = seedOrders(base)
  if ('giftCards' in db) return db as GiftCardsMockDb
  const [europe, america] = db.regions
  const order = db.orders[0]
  if (!europe || !america || !order) throw new Error('gift card seed: no regions or orders')
  const giftCards = [
    newGiftCard(db, europe, 5000, { order_id: order.id }),
    newGiftCard(db, europe, 2500),
    newGiftCard(db, america, 10000, { balance: 5000, is_disabled: true }),
  ]
  return Object.assign(db, { giftCards })
}

function view(db: GiftCardsMockDb, card: StoredGiftCard): GiftCard {
  const region = db.regions.find((r) => r.id === card.region_id) ?? null
  const order: Order | null = db.orders.find((o) => o.id === card.order_id) ?? null
  return { ...card, region, order }
}

const live = (db: GiftCardsMockDb) => db.giftCards.filter((card) => !card.deleted_at)

function found(db: GiftCardsMockDb, id: string): StoredGiftCard {
  const card = live(db).find((c) => c.id === id)
  return card ?? notFound(`Gift card with id: ${id} was not found`)
}

/** class-transformer's Type(() => Date) then IsDate: a string that is no date fails. */
function checkDate(value: unknown) {
  if (value === undefined || value === null) return
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) invalidData('ends_at must be a Date instance')
}

const createSchema: Schema = {
  value: opt('int'),
  ends_at: opt('string'),
  is_disabled: opt('boolean'),
  region_id: req('string'),
  metadata: opt('object'),
}
const updateSchema: Schema = {
  balance: opt('int'),
  is_disabled: opt('boolean'),
  ends_at: opt('string'),
  region_id: opt('string'),
  metadata: opt('object'),
}

type Body = Partial<Pick<GiftCard, 'value' | 'balance' | 'is_disabled' | 'ends_at' | 'region_id' | 'metadata'>>

function regionOf(db: GiftCardsMockDb, id: string): Region {
  return db.regions.find((r) => r.id === id) ?? notFound(`Region with ${id} was not found`)
}

export function giftCardHandlers(base: MockDb) {
  const db = seedGiftCards(base)
  return [
    http.get(
      `${BASE}/admin/gift-cards`,
      admin(db, ({ request }) => {
        // AdminGetGiftCardsParams has no fields/expand: they are refused as unknown properties.
        const query = readQuery(request, { limit: 'int', offset: 'int', q: 'string', order: 'string' })
        const q = query.str('q')
        const matches = live(db).filter((card) => {
          const order = db.orders.find((o) => o.id === card.order_id)
          return ilike(q, card.code, order ? String(order.display_id) : undefined)
        })
        const { items, count, offset, limit } = page(sortBy(matches, query.str('order')), query, 50)
        return HttpResponse.json({ gift_cards: items.map((card) => view(db, card)), count, offset, limit })
      }),
    ),
    http.post(
      `${BASE}/admin/gift-cards`,
      admin(db, async ({ request }) => {
        const body = await readBody<Body & { region_id: string }>(request, createSchema)
        checkDate(body.ends_at)
        const region = regionOf(db, body.region_id)
        // The route sets balance = value. The console always sends a value; a missing one is not imitated.
        const card = newGiftCard(db, region, body.value ?? 0, {
          is_disabled: body.is_disabled ?? false,
          ends_at: body.ends_at ? new Date(body.ends_at).toISOString() : null,
          metadata: body.metadata ?? null,
        })
        db.giftCards.push(card)
        return HttpResponse.json({ gift_card: view(db, card) })
      }),
    ),
    http.get(`${BASE}/admin/gift-cards/:id`, admin(db, ({ params }) => HttpResponse.json({ gift_card: view(db, found(db, params.id ?? '')) }))),
    http.post(
      `${BASE}/admin/gift-cards/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<Body>(request, updateSchema)
        checkDate(body.ends_at)
        const card = found(db, params.id ?? '')
        if (body.region_id && body.region_id !== card.region_id) card.region_id = regionOf(db, body.region_id).id
        if (body.balance !== undefined && body.balance !== null) {
          // MedusaError INVALID_ARGUMENT: the error handler leaves it at 500, without a code.
          if (body.balance < 0 || card.value < body.balance) {
            return HttpResponse.json({ type: 'invalid_argument', message: 'new balance is invalid' }, { status: 500 })
          }
          card.balance = body.balance
        }
        // GiftCardService.update: setMetadata merges, a key sent as '' deleted.
        if (body.metadata) card.metadata = mergeMetadata(card.metadata ?? null, body.metadata)
        if (body.is_disabled !== undefined) card.is_disabled = body.is_disabled
        if (body.ends_at !== undefined) card.ends_at = body.ends_at ? new Date(body.ends_at).toISOString() : null
        card.updated_at = db.now()
        return HttpResponse.json({ gift_card: view(db, card) })
      }),
    ),
    http.delete(
      `${BASE}/admin/gift-cards/:id`,
      admin(db, ({ params }) => {
        // GiftCardService.delete returns quietly for an unknown id: the route still says deleted.
        const card = live(db).find((c) => c.id === params.id)
        if (card) card.deleted_at = db.now()
        return HttpResponse.json({ id: params.id, object: 'gift-card', deleted: true })
      }),
    ),
  ]
}
