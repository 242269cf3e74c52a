import type { AdminAuthRes, AdminPostAuthReq } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetClientConfig } from '@/api/client'
import { catalogHandlers } from './products/catalog'
import { collectionHandlers } from './collections/collections'
import { salesChannelHandlers } from './sales-channels/sales-channels'
import { createMockDb, publicUser, type MockDb } from './db'
import { admin, authBodyProblems, BASE, invalidData, readJson, unauthorized } from './http'
import { productVariantHandlers } from './products/variants'
import { orderHandlers } from './orders/orders'
import { productHandlers } from './products/products'
import { server } from './server'
import { uploadHandlers } from './uploads/uploads'
import { batchJobHandlers } from './batch-jobs/batch-jobs'
import { appHandlers } from './apps/apps'
import { customerGroupHandlers } from './customer-groups/groups'
import { customerHandlers } from './customers/customers'
import { discountHandlers } from './discounts/discounts'
import { giftCardHandlers } from './gift-cards/gift-cards'
import { dynamicCodeHandlers } from './discounts/codes'
import { teamHandlers } from './team/team'
import { priceListHandlers } from './price-lists/price-lists'
import { regionHandlers, regionTaxRateFallbackHandlers } from './regions/regions'
import { storeHandlers } from './store/store'
import { shippingHandlers } from './shipping/shipping'
import { taxRateHandlers } from './tax-rates/tax-rates'
import { returnReasonHandlers } from './return-reasons/return-reasons'
import { publishableKeyHandlers } from './publishable-api-keys/publishable-api-keys'
import { productCategoryHandlers } from './product-categories/categories'
import { inventoryItemHandlers } from './inventory/inventory-items'
import { stockLocationHandlers } from './inventory/stock-locations'
import { reservationHandlers } from './reservations/reservations'

/**
 * Every mock route over one db: the admin session, products and their variants and options, and the
 * catalog around them (store, collections, sales channels, tags, types, variant search), and uploads.
 */

/** GET/POST/DELETE /admin/auth (routes/admin/auth: create-session, get-session, delete-session). */
export function authHandlers(db: MockDb) {
  return [
    http.get(`${BASE}/admin/auth`, admin(db, () => (db.session ? HttpResponse.json<AdminAuthRes>({ user: db.session }) : unauthorized()))),
    http.post(`${BASE}/admin/auth`, async ({ request }) => {
      const body = await readJson(request)
      const { email, password } = body as Partial<Record<keyof AdminPostAuthReq, unknown>>
      const problems = authBodyProblems(body)
      if (problems.length) invalidData(problems.join(', '))
      const user = db.users.find((u) => u.email === String(email).toLowerCase() && u.password === password)
      // A wrong email or password: res.sendStatus(401).
      if (!user) return unauthorized()
      db.session = publicUser(user)
      return HttpResponse.json<AdminAuthRes>({ user: db.session })
    }),
    http.delete(
      `${BASE}/admin/auth`,
      admin(db, () => {
        db.session = null
        return new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
      }),
    ),
  ]
}

/** All the handlers, for `server.use(...handlersFor(db))`. Specific paths come before `:id` ones. */
export function handlersFor(db: MockDb) {
  return [...authHandlers(db), ...regionHandlers(db), ...shippingHandlers(db), ...taxRateHandlers(db), ...returnReasonHandlers(db), ...publishableKeyHandlers(db), ...storeHandlers(db), ...collectionHandlers(db), ...productCategoryHandlers(db), ...salesChannelHandlers(db), ...catalogHandlers(db), ...productHandlers(db), ...productVariantHandlers(db), ...orderHandlers(db), ...batchJobHandlers(db), ...appHandlers(db), ...uploadHandlers(db), ...customerGroupHandlers(db), ...customerHandlers(db), ...discountHandlers(db), ...giftCardHandlers(db), ...dynamicCodeHandlers(db), ...teamHandlers(db), ...priceListHandlers(db), ...inventoryItemHandlers(db), ...stockLocationHandlers(db), ...reservationHandlers(db), ...regionTaxRateFallbackHandlers(db)]
}

export interface MockDbAccess {
  /** This test's db: fresh and seeded before each test. */
  readonly db: MockDb
}

/**
 * For a test file: msw listens for the suite (an unhandled request fails the test), and each test gets
 * a fresh db with every handler installed over it. Read the db through the returned object.
 */
export function withMockDb(): MockDbAccess {
  let current: MockDb | undefined
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    current = createMockDb()
    server.use(...handlersFor(current))
  })
  afterEach(() => {
    server.resetHandlers()
    resetClientConfig()
  })
  afterAll(() => server.close())
  return {
    get db(): MockDb {
      if (!current) throw new Error('withMockDb: the db exists only inside a test (beforeEach has not run)')
      return current
    },
  }
}

export { createMockDb, type MockDb } from './db'
