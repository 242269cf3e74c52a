// Seeds a fresh Medusa v1 database through the real HTTP API, with this project's own client: the
// admin API for the catalog, customers, promotions and staff work, the storefront API for checkouts.
// Run from the repository root, with the backend up: npx tsx backend/seed/index.ts
// (scripts/start.sh runs it once after the first migrations). Deterministic: same data, same order.
import { auth } from '../../src/api/admin/auth'
import { regions } from '../../src/api/admin/regions'
import { configureClient } from '../../src/api/client'
import { backdate } from './backdate'
import { seedCatalog } from './catalog'
import { seedCategories } from './categories'
import { type SeedContext, log } from './context'
import { seedCustomers } from './customers'
import { seedDiscounts } from './discounts'
import { seedDraftOrders } from './draft-orders'
import { seedGiftCards } from './gift-cards'
import { seedOrders } from './orders'
import { seedPriceLists } from './price-lists'
import { seedRegions } from './regions'
import { seedSalesChannels } from './sales-channels'
import { seedReturnReasons, seedTaxRateTargets, seedTeam } from './settings'
import { seedShipping } from './shipping'
import { seedStore } from './store'
import { anchorDate } from './util'

const BACKEND_URL = process.env.MEDUSA_BACKEND_URL ?? 'http://127.0.0.1:9000'
const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await run()
  log(`  (${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return result
}

async function main(): Promise<void> {
  // Concurrent checkouts now and then collide in Medusa's SERIALIZABLE transactions (409 conflict):
  // the client then retries with the same Idempotency-Key, as medusa-js did.
  configureClient({ baseUrl: BACKEND_URL, retries: 4, retryDelayMs: 250 })
  const { access_token } = await auth.token(ADMIN)
  if (!access_token) throw new Error('POST /admin/auth/token answered without an access_token')
  configureClient({ apiKey: access_token })

  const { count } = await regions.list({ limit: 1 })
  if (count > 0) {
    log('the store already has regions: not seeding twice. Start over with: npm run backend:reset')
    return
  }

  const started = Date.now()
  await seedStore()
  const regionsByCurrency = await seedRegions()
  const salesChannels = await seedSalesChannels()
  const ctx: SeedContext = {
    anchor: anchorDate(),
    regions: regionsByCurrency,
    salesChannels,
    shipping: await seedShipping(regionsByCurrency),
    products: [],
    collections: {},
    productTypes: {},
    customerGroups: {},
    customers: [],
    returnReasons: {},
    discountCodes: { eur: [], usd: [], gbp: [] },
    vipCodes: {},
    giftCards: [],
  }
  // Steps that do not need each other run side by side; discounts and price lists need the
  // catalog's collections and types and the customer groups.
  await step('catalog, customers, settings', () =>
    Promise.all([
      seedCatalog(ctx).then(() => Promise.all([seedTaxRateTargets(ctx), seedCategories(ctx)])),
      seedCustomers(ctx),
      seedReturnReasons(ctx),
      seedGiftCards(ctx),
      seedTeam(),
    ]),
  )
  await step('promotions', () => Promise.all([seedDiscounts(ctx), seedPriceLists(ctx)]))
  const placed = await step('orders', () => seedOrders(ctx))
  const drafts = await seedDraftOrders(ctx)
  backdate(ctx.anchor, [...placed, ...drafts.orders], drafts.drafts)
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((error: unknown) => {
  const status = typeof error === 'object' && error && 'status' in error ? ` (HTTP ${String(error.status)})` : ''
  console.error(`[seed] failed${status}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
