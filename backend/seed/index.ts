// Seeds a fresh Medusa v1 database through the real admin HTTP API, with this project's own client.
// Run from the repository root, with the backend up: npx tsx backend/seed/index.ts
// (scripts/start.sh runs it once after the first migrations). Deterministic: same data, same order.
import { auth } from '../../src/api/admin/auth'
import { regions } from '../../src/api/admin/regions'
import { configureClient } from '../../src/api/client'
import { log, type SeedContext } from './context'
import { seedProducts } from './products'
import { seedRegions } from './regions'
import { seedSalesChannels } from './sales-channels'
import { seedShipping } from './shipping'
import { seedStore } from './store'

const BACKEND_URL = process.env.MEDUSA_BACKEND_URL ?? 'http://127.0.0.1:9000'
const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }

async function main(): Promise<void> {
  configureClient({ baseUrl: BACKEND_URL })
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
  const ctx: SeedContext = { regions: regionsByCurrency, salesChannels: await seedSalesChannels() }
  await seedShipping(ctx)
  await seedProducts(ctx)
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((error: unknown) => {
  const status = typeof error === 'object' && error && 'status' in error ? ` (HTTP ${String(error.status)})` : ''
  console.error(`[seed] failed${status}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
