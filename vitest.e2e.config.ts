import { fileURLToPath, URL } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

/** The inventory store's files: run by vitest.e2e-inventory.config.ts against a store with the modules. */
export const INVENTORY_E2E_FILES = 'tests/e2e/inventory/**/*.e2e.test.ts'

/**
 * End-to-end: Debian's Chromium driving the built console against a real Medusa. `globalSetup` starts
 * the instance and serves the console (tests/e2e/setup.ts for the demo store, the store without modules).
 */
export function e2eConfig(options: { name: string; include: string[]; exclude?: string[]; globalSetup: string }) {
  return defineConfig({
    resolve: { alias },
    test: {
      name: options.name,
      environment: 'node',
      include: options.include,
      exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
      globalSetup: [options.globalSetup],
      fileParallelism: false,
      // The files share one process, and so one Chromium (tests/e2e/browser.ts) and one import of
      // playwright: each file still opens its own browser context and signs in on its own.
      isolate: false,
      testTimeout: 120_000,
      // expect.poll gives up after 1 s by default: a palette page on a loaded CI machine (two shards, two
      // Medusas and two browsers on two cores) can take longer. Playwright's own waits allow 15 s.
      expect: { poll: { timeout: 10_000 } },
      // No retry, on CI either (issue #33): a test that fails once is a failure to fix, not to run again.
      // (npm test's list of tests that passed only on a retry then stays empty.)
      retry: 0,
      hookTimeout: 600_000,
    },
  })
}

// npm run test:e2e: every file but the inventory store's, against the demo store.
export default e2eConfig({
  name: 'e2e',
  include: ['tests/e2e/**/*.e2e.test.ts'],
  exclude: [INVENTORY_E2E_FILES],
  globalSetup: 'tests/e2e/setup.ts',
})
