// Global setup of the inventory store's end-to-end files (vitest.e2e-inventory.config.ts): Medusa with
// its inventory and stock-location modules (E2E_INVENTORY_INSTANCE, port 9109, a fresh clone of the
// inventory template on every start) and the console built against it, served on 127.0.0.1:4177.
import type { TestProject } from 'vitest/node'
import { E2E_INVENTORY_CONSOLE_PORT, E2E_INVENTORY_INSTANCE } from '../../support/medusaInstance'
import { serveConsoleOn } from '../setup'

export default function setup(project: TestProject) {
  return serveConsoleOn(project, E2E_INVENTORY_INSTANCE, E2E_INVENTORY_CONSOLE_PORT)
}
