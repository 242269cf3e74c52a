import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

/**
 * Component tests that depend on module state a shared graph would carry from file to file: the
 * telemetry SDKs load once per module graph (vi.mock, lazy imports), and the palette's mounted flag.
 */
const ISOLATED_DOM = ['tests/app/telemetry/Telemetry.test.tsx', 'tests/app/telemetry/privacy-control.test.tsx', 'tests/palette/PaletteLoading.test.tsx']

// Plain TypeScript tests run in node, component tests (.tsx) in jsdom; a few of those on their own.
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Both cores (vitest would take one on a 2-core machine): files run in two workers.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Plain TypeScript tests share one module graph: each file still gets fresh msw handlers and
          // stores from its own hooks, and re-importing the registry per file cost most of the time.
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/contract/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'tests/contract/**', ...ISOLATED_DOM],
          setupFiles: ['tests/setup-dom.ts'],
          // One jsdom and one module graph for every component test (each cleans up after itself):
          // a fresh environment and React per file cost two thirds of the suite's time.
          isolate: false,
          // axe audits of whole panels take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: ISOLATED_DOM,
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
