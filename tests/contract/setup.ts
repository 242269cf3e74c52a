// Global setup of the contract suite: a Medusa 1.20 instance of its own (port 9101, database
// medusa_contract, rebuilt and seeded on every run) on the checkout's shared PostgreSQL cluster.
// Teardown stops that Medusa only; the cluster stays up for its other users.
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { baseUrlOf, CONTRACT_INSTANCE as instance, databaseUrlOf, INVENTORY_INSTANCE, isHealthy, startInstance, stopInstance } from '../support/medusaInstance'

export const CONTRACT_BASE_URL = baseUrlOf(instance)

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dedicated backend's base URL. */
    contractBaseUrl: string
    /** File every tracked API call appends its name to (see api.ts, coverage.test.ts). */
    contractCallLog: string
    /** The dedicated database, for the password-reset tests' token (see helpers.ts). */
    contractDatabaseUrl: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const callLog = join(tmpdir(), `medusa-contract-calls-${process.pid}-${Date.now()}.log`)
  writeFileSync(callLog, '')
  project.provide('contractBaseUrl', CONTRACT_BASE_URL)
  project.provide('contractCallLog', callLog)
  project.provide('contractDatabaseUrl', databaseUrlOf(instance))

  // For working on the tests only: CONTRACT_REUSE_BACKEND=1 keeps a contract backend that is already
  // up (no rebuild, no stop). Every test creates its own data under unique names, so reruns work.
  if (process.env.CONTRACT_REUSE_BACKEND === '1' && (await isHealthy(instance))) {
    console.log(`[contract] reusing the backend on ${CONTRACT_BASE_URL} (CONTRACT_REUSE_BACKEND=1)`)
    return async () => rmSync(callLog, { force: true })
  }

  try {
    startInstance(instance)
  } catch (error) {
    rmSync(callLog, { force: true })
    throw error
  }
  return async () => {
    rmSync(callLog, { force: true })
    stopInstance(instance)
    // The inventory store, when a file started it (inventoryStore.ts); a stop of one not running is a no-op.
    stopInstance(INVENTORY_INSTANCE)
  }
}
