import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

// End-to-end: Debian's Chromium driving the built console against a real Medusa (npm run test:e2e).
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/setup.ts'],
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
