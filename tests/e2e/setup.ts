// Global setup of the end-to-end suite: a Medusa instance of its own (port 9103; 9105 for the second
// shard), the console built against it and served by `vite preview` (compressed, as in production) on
// 127.0.0.1:4173 (4175). The inventory store's files (tests/e2e/inventory) do the same on their own
// instance and port through serveConsoleOn (tests/e2e/inventory/setup.ts).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { build, preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { databaseUrlOf, E2E_CONSOLE_PORT, E2E_INSTANCE, type MedusaInstance, ROOT, startInstance, stopInstance } from '../support/medusaInstance'
import { CHROMIUM_INSTALL_LOCK, e2eChromium } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    backendUrl: string
    consoleUrl: string
    /** The e2e instance's database, for what only reaches an email (a password-reset token). */
    e2eDatabaseUrl: string
  }
}

/** Debian's Chromium (browser downloads are impossible here); installed with apt when missing and root. */
function ensureChromium() {
  // An install under way (.ci/run's, beside the other steps) ends before the browser is looked for.
  if (existsSync(CHROMIUM_INSTALL_LOCK)) spawnSync('flock', [CHROMIUM_INSTALL_LOCK, 'true'], { stdio: 'inherit' })
  if (existsSync(e2eChromium())) return
  if (process.getuid?.() !== 0) throw new Error(`No Chromium at ${e2eChromium()}: run apt-get install -y chromium chromium-headless-shell as root`)
  console.log('[e2e] installing Debian chromium')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell']]) {
    const result = spawnSync('apt-get', args, { env, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
}

/**
 * Starts `instance`, builds the console against it and serves the build on 127.0.0.1:`consolePort`;
 * provides the suite's backendUrl, consoleUrl and e2eDatabaseUrl. Returns the teardown.
 */
export async function serveConsoleOn(project: TestProject, instance: MedusaInstance, consolePort: number): Promise<() => Promise<void>> {
  ensureChromium()
  const backendUrl = startInstance(instance)
  const started = Date.now()
  const outDir = join(ROOT, `tests/e2e/.artifacts/dist-${instance.name}`)
  process.env.VITE_MEDUSA_BACKEND_URL = backendUrl
  // vitest runs with NODE_ENV=test, under which vite would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  let server: PreviewServer
  try {
    try {
      await build({ root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
    // vite.config.ts's security-headers plugin (scripts/cspPlugin.ts) sends the headers this build wrote, as npm start does.
    server = await preview({ root: ROOT, logLevel: 'warn', build: { outDir }, preview: { port: consolePort, host: '127.0.0.1', strictPort: true } })
  } catch (error) {
    // No teardown runs after a failed setup: the instance is stopped here.
    stopInstance(instance)
    throw error
  }
  console.log(`[e2e] console built and served: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  project.provide('backendUrl', backendUrl)
  project.provide('consoleUrl', `http://127.0.0.1:${consolePort}`)
  project.provide('e2eDatabaseUrl', databaseUrlOf(instance))

  return async () => {
    await server.close()
    stopInstance(instance)
  }
}

/** The demo store's half (the store without modules): this shard's instance and console port. */
export default function setup(project: TestProject) {
  return serveConsoleOn(project, E2E_INSTANCE, E2E_CONSOLE_PORT)
}
