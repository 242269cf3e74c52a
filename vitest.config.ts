import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

// Two projects: plain TypeScript tests run in node, component tests (.tsx) in jsdom.
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
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
          exclude: ['tests/e2e/**', 'tests/contract/**'],
          setupFiles: ['tests/setup-dom.ts'],
          // axe audits of whole panels take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
