import { e2eConfig, INVENTORY_E2E_FILES } from './vitest.e2e.config'

// The inventory store's end-to-end files (issue #29), against Medusa with its inventory and
// stock-location modules: `vitest run -c vitest.e2e-inventory.config.ts` (npm test runs it too).
export default e2eConfig({
  name: 'e2e-inventory',
  include: [INVENTORY_E2E_FILES],
  globalSetup: 'tests/e2e/inventory/setup.ts',
})
