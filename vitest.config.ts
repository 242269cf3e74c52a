import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

/**
 * Component tests that must not share a module graph with the files before them: the whole app shell
 * (its lazy chunks, the consent form preloaded among them, may still be loading when a file ends and
 * would land in the next file's environment), the telemetry SDKs that load once per graph (vi.mock),
 * and the palette's mounted flag.
 */
const ISOLATED_DOM = ['tests/app/**/*.test.tsx', 'tests/palette/PaletteLoading.test.tsx']

// Plain TypeScript tests run in node, component tests (.tsx) in jsdom; a few of those on their own.
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // One worker: with two, the app-shell tests that load lazy chunks race their own hotkeys on 2 cores.
    maxWorkers: 1,
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
