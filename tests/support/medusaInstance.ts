// A Medusa 1.20 instance of a test suite's own on the project's PostgreSQL cluster, started and
// stopped through backend/scripts (MEDUSA_INSTANCE keeps its pid file and logs apart).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
const BACKEND = join(ROOT, 'backend')

export interface MedusaInstance {
  name: string
  port: number
  database: string
  /** Rebuild and reseed the database on start. */
  reset?: boolean
  /** With Medusa's inventory and stock-location modules (MEDUSA_INVENTORY=1: backend/scripts/inventory.sh). */
  inventory?: boolean
}

/** The contract suite's instance: a fresh database (a clone of the seeded template) on every run. */
export const CONTRACT_INSTANCE: MedusaInstance = { name: 'contract', port: 9101, database: 'medusa_contract', reset: true }
/**
 * The end-to-end suite's (and the bench's) instance: its database persists across runs unless
 * E2E_RESET=1. npm test runs the suite in two shards side by side (E2E_SHARD=2 is the second), each
 * with an instance, a database and a console port of its own.
 */
export const E2E_SHARD = Number(process.env.E2E_SHARD ?? 1)
export function e2eInstance(shard: number): MedusaInstance {
  const suffix = shard > 1 ? `_${shard}` : ''
  return { name: `e2e${suffix}`, port: 9103 + 2 * (shard - 1), database: `medusa_e2e${suffix}`, reset: process.env.E2E_RESET === '1' }
}
export const E2E_INSTANCE = e2eInstance(E2E_SHARD)
/** The port the built console is served on for the e2e instance (allowed by backend/medusa-config.js). */
export const E2E_CONSOLE_PORT = 4173 + 2 * (E2E_SHARD - 1)

/**
 * The inventory store (2 stock locations, levels, reservations; backend/seed/inventory) for the contract
 * tests (started by tests/contract/inventoryStore.ts): a fresh clone of its saved template each run.
 */
export const INVENTORY_INSTANCE: MedusaInstance = { name: 'inventory', port: 9107, database: 'medusa_inventory', reset: true, inventory: true }
/** The inventory store for end-to-end tests (under the e2e lock, apart from the contract one), fresh on every start. */
export const E2E_INVENTORY_INSTANCE: MedusaInstance = {
  name: 'e2e_inventory',
  port: 9109,
  database: 'medusa_e2e_inventory',
  reset: true,
  inventory: true,
}
/** The port the built console is served on for the inventory store's e2e tests (allowed by backend/medusa-config.js). */
export const E2E_INVENTORY_CONSOLE_PORT = 4177

/** A slice of the large store (issue #32: backend/scripts/large.sh with LARGE_SLICE=1), built and checked by npm test. */
export const LARGE_SLICE_INSTANCE: MedusaInstance = { name: 'large_slice', port: 9111, database: 'medusa_large_slice' }

export const baseUrlOf = (instance: MedusaInstance) => `http://127.0.0.1:${instance.port}`

function env(instance: MedusaInstance): NodeJS.ProcessEnv {
  // Settings of another instance must not leak in from the caller's shell, nor vitest's own.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'DATABASE_URL'),
  )
  return {
    ...inherited,
    MEDUSA_INSTANCE: instance.name,
    MEDUSA_PORT: String(instance.port),
    MEDUSA_DB_NAME: instance.database,
    MEDUSA_BACKEND_URL: baseUrlOf(instance),
    MEDUSA_RESET: instance.reset ? '1' : '',
    MEDUSA_INVENTORY: instance.inventory ? '1' : '',
    // vitest sets NODE_ENV=test, under which Medusa 1.20's loaders skip services its CLI needs.
    NODE_ENV: 'development',
    // The seed places 150 orders through the storefront: minutes on a busy 2-core machine.
    MEDUSA_CLI_TIMEOUT: process.env.MEDUSA_CLI_TIMEOUT ?? '900',
  }
}

function run(script: string, instance: MedusaInstance, what: string, extra: NodeJS.ProcessEnv = {}): string {
  const started = Date.now()
  const result = spawnSync('bash', [join(BACKEND, 'scripts', script)], {
    cwd: ROOT,
    env: { ...env(instance), ...extra },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    throw new Error(`[${instance.name}] ${what} failed (exit ${String(result.status ?? result.signal)}):\n${output.slice(-4000)}`)
  }
  console.log(`[${instance.name}] ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return `${result.stdout ?? ''}${result.stderr ?? ''}`
}

/**
 * Builds the large store's slice (from its saved template after the first time), starts Medusa on it
 * and checks it through the admin API (seed/large/verify.ts); throws with the output if any step fails.
 * Returns the output: the verify report.
 */
export function startLargeSlice(): string {
  try {
    return run('large.sh', LARGE_SLICE_INSTANCE, `a slice of the large store built and checked on ${baseUrlOf(LARGE_SLICE_INSTANCE)}`, { LARGE_SLICE: '1' })
  } finally {
    stopInstance(LARGE_SLICE_INSTANCE)
  }
}

export function startInstance(instance: MedusaInstance): string {
  if (!existsSync(join(BACKEND, 'node_modules', '@medusajs', 'medusa'))) run('install.sh', instance, 'backend install')
  try {
    run('start.sh', instance, `Medusa on ${baseUrlOf(instance)}${instance.reset ? ' (fresh database)' : ''}`)
  } catch (error) {
    stopInstance(instance)
    throw error
  }
  return baseUrlOf(instance)
}

export const databaseUrlOf = (instance: MedusaInstance) =>
  `postgres://medusa:medusa@127.0.0.1:${process.env.MEDUSA_PG_PORT ?? '54329'}/${instance.database}`

/** For working on a suite: is an instance already answering? */
export async function isHealthy(instance: MedusaInstance): Promise<boolean> {
  try {
    return (await fetch(`${baseUrlOf(instance)}/health`)).ok
  } catch {
    return false
  }
}

/** Stops this instance's Medusa only; the cluster stays up for the others. */
export function stopInstance(instance: MedusaInstance): void {
  run('stop.sh', instance, 'stop')
}
