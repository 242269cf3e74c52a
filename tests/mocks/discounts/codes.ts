import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, duplicate, notFound, opt, readBody, req, type Schema } from '../http'
import { discountView, newDiscount, seedDiscounts, type DiscountsMockDb, type MockDiscount } from './seed'

/**
 * A dynamic discount's codes as Medusa 1.20 makes them (routes/admin/discounts/create-dynamic-code.ts,
 * delete-dynamic-code.ts, DiscountService.createDynamicCode/deleteDynamicCode): one code per POST,
 * stored as a child discount in C's store (seed.ts: `db.discounts`, parent_discount_id set, the
 * parent's rule and regions). What the real server does and these mocks imitate:
 * - the child takes the PARENT's usage_limit: the usage_limit in the body is overwritten;
 * - ends_at = now + the parent's valid_duration;
 * - a code already taken by any live discount: 422 "Discount with code X already exists."
 *   (the unique index on code, through formatException);
 * - deleting a code the parent does not have answers 200 with the parent, changing nothing.
 */

const DEFAULT_RELATIONS = ['parent_discount', 'regions', 'rule.conditions']
const CODE_SCHEMA: Schema = { code: req('string'), usage_limit: opt('number'), metadata: opt('object') }

/** ISO 8601 durations as Medusa's iso8601-duration `toSeconds` reads them (a month is 30 days, a year 365). */
function durationMs(duration: string): number {
  const match = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration)
  if (!match) return 0
  const [y, mo, w, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0))
  const days = (y ?? 0) * 365 + (mo ?? 0) * 30 + (w ?? 0) * 7 + (d ?? 0)
  return ((days * 24 + (h ?? 0)) * 60 * 60 + (mi ?? 0) * 60 + (s ?? 0)) * 1000
}

const live = (db: DiscountsMockDb) => db.discounts.filter((d) => !d.deleted_at)

function parentOf(db: DiscountsMockDb, id: string): MockDiscount {
  return live(db).find((d) => d.id === id) ?? notFound(`Discount with id ${id} was not found`)
}

export function dynamicCodeHandlers(base: MockDb) {
  const db = seedDiscounts(base)
  return [
    http.post(
      `${BASE}/admin/discounts/:id/dynamic-codes`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ code: string; usage_limit?: number; metadata?: Record<string, unknown> }>(request, CODE_SCHEMA)
        // IsNotEmpty comes after IsString in the class, so an empty string is refused with its message.
        if (!body.code) return HttpResponse.json({ type: 'invalid_data', message: 'code should not be empty' }, { status: 400 })
        const parent = parentOf(db, params.id ?? '')
        if (!parent.is_dynamic) return HttpResponse.json({ type: 'not_allowed', message: 'Discount must be set to dynamic' }, { status: 400 })
        const code = body.code.toUpperCase().trim()
        if (live(db).some((d) => d.code === code)) duplicate(`Discount with code ${code} already exists.`)
        const now = db.now()
        const child = newDiscount(db, {
          code,
          rule: parent.rule,
          region_ids: [],
          is_dynamic: true,
          is_disabled: false,
          parent_discount_id: parent.id,
          starts_at: now,
          ends_at: parent.valid_duration ? new Date(Date.parse(now) + durationMs(parent.valid_duration)).toISOString() : null,
          usage_limit: parent.usage_limit,
          metadata: body.metadata ?? null,
        })
        // The route answers the created child (retrieve(created.id)), not the parent.
        return HttpResponse.json({ discount: discountView(db, child, DEFAULT_RELATIONS) })
      }),
    ),
    http.delete(
      `${BASE}/admin/discounts/:id/dynamic-codes/:code`,
      admin(db, ({ params }) => {
        const code = decodeURIComponent(params.code ?? '')
        // findOne({ parent_discount_id, code }): exact, case-sensitive; nothing found deletes nothing.
        const child = live(db).find((d) => d.parent_discount_id === params.id && d.code === code)
        if (child) child.deleted_at = db.now()
        const parent = parentOf(db, params.id ?? '')
        return HttpResponse.json({ discount: discountView(db, parent, DEFAULT_RELATIONS) })
      }),
    ),
  ]
}
