// Medusa v1 (1.20) configuration for the console's development backend.
// Every value has a development default; scripts/lib.sh sets the same ones through the environment.

// The console's origins: `npm run dev` (5173) and `npm run preview` (4173), by name and by address
// (http://127.0.0.1:5173 and http://localhost:5173 are different origins); 4175 serves the second
// shard of the end-to-end suite (tests/e2e/setup.ts), 4177 the console served to the inventory store's
// end-to-end tests (tests/support/medusaInstance.ts).
const CONSOLE_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://127.0.0.1:4175',
  'http://127.0.0.1:4177',
].join(',')
// The original Medusa admin that `npm run bench` builds and serves (scripts/bench-original-admin.ts):
// it calls the admin API from its own origin.
const ORIGINAL_ADMIN_ORIGINS = ['http://localhost:4174', 'http://127.0.0.1:4174'].join(',')

const PG_PORT = process.env.MEDUSA_PG_PORT || '54329'
const DB_NAME = process.env.MEDUSA_DB_NAME || 'medusa_console'
const PORT = process.env.MEDUSA_PORT || '9000'
// MEDUSA_INVENTORY=1: a store with Medusa's inventory and stock-location modules (stock per location,
// reservations; `npm run backend:inventory`, the inventory test instances). Without it, the demo store:
// each variant keeps its own inventory_quantity and /admin/stock-locations answers 500.
const INVENTORY = process.env.MEDUSA_INVENTORY === '1'

module.exports = {
  projectConfig: {
    database_type: 'postgres',
    database_url: process.env.DATABASE_URL || `postgres://medusa:medusa@127.0.0.1:${PG_PORT}/${DB_NAME}`,
    // No redis_url: Medusa uses a fake redis, the local event bus and no scheduled jobs.
    // Comma-separated origins that get Access-Control-Allow-Origin with credentials.
    admin_cors: process.env.ADMIN_CORS || `${CONSOLE_ORIGINS},${ORIGINAL_ADMIN_ORIGINS}`,
    store_cors: process.env.STORE_CORS || CONSOLE_ORIGINS,
    // Development secrets: this server only listens on 127.0.0.1.
    jwt_secret: process.env.JWT_SECRET || 'medusa-console-dev-jwt-secret',
    cookie_secret: process.env.COOKIE_SECRET || 'medusa-console-dev-cookie-secret',
    // The connection pool (pg-pool) keeps its connections: by default it closes one idle for 10 s, and
    // the first request after a pause then waits for new PostgreSQL sessions with cold caches (an
    // order took 350 ms instead of 50). Idle connections do not keep a CLI command (migrations) alive.
    database_extra: { idleTimeoutMillis: 0, allowExitOnIdle: true },
  },
  plugins: [
    'medusa-fulfillment-manual',
    'medusa-payment-manual',
    {
      resolve: '@medusajs/file-local',
      options: { upload_dir: 'uploads', backend_url: process.env.MEDUSA_BACKEND_URL || `http://127.0.0.1:${PORT}` },
    },
  ],
  modules: {
    eventBus: { resolve: '@medusajs/event-bus-local' },
    cacheService: { resolve: '@medusajs/cache-inmemory' },
    ...(INVENTORY && {
      inventoryService: { resolve: '@medusajs/inventory' },
      stockLocationService: { resolve: '@medusajs/stock-location' },
    }),
  },
  featureFlags: {
    analytics: true,
    // The category tree (admin/product-categories); its tables are migrated whatever the flag.
    product_categories: true,
  },
}
