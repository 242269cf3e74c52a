import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

/**
 * Component tests that must not share a module graph with the files before them: the ones that mock the
 * telemetry SDKs (vi.mock), which load once per graph, or assert that neither SDK was ever imported, and
 * one that counts the runs of "Undo last change" in the activity journal (other files' runs would give
 * it something to undo, and another title).
 */
const ISOLATED_DOM = ['tests/app/telemetry/**/*.test.tsx', 'tests/palette/PaletteLoading.test.tsx', 'tests/commands/activity/sources.test.tsx']

// Plain TypeScript tests run in node, component tests (.tsx) in happy-dom (a third less CPU than jsdom
// for the same tests); a few of those on their own.
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Both cores for the shared-graph projects; vitest would take one on a 2-core machine.
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
          environment: 'happy-dom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'tests/contract/**', ...ISOLATED_DOM],
          setupFiles: ['tests/setup-react-dev.ts', 'tests/setup-dom.ts', 'tests/setup-preload.ts'],
          // One DOM and one module graph per worker for every component test (each cleans up after
          // itself): a fresh environment and React per file cost two thirds of the suite's time.
          isolate: false,
          // axe audits of whole panels take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'happy-dom',
          include: ISOLATED_DOM,
          setupFiles: ['tests/setup-react-dev.ts', 'tests/setup-dom.ts'],
          testTimeout: 20_000,
          // A fresh module graph and DOM per file: these run after the others, so they do not compete
          // with the shared-graph workers for the two cores.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
