// Global setup of the end-to-end suite: a Medusa instance of its own (port 9103; 9105 for the second
// shard), the console built against it and served by `vite preview` (compressed, as in production) on
// 127.0.0.1:4173 (4175).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { build, preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { databaseUrlOf, E2E_CONSOLE_PORT as CONSOLE_PORT, E2E_INSTANCE as instance, ROOT, startInstance, stopInstance } from '../support/medusaInstance'

import { CHROMIUM_INSTALL_LOCK, e2eChromium } from './chromium'
const OUT_DIR = join(ROOT, `tests/e2e/.artifacts/dist-${instance.name}`)

declare module 'vitest' {
  export interface ProvidedContext {
    backendUrl: string
    consoleUrl: string
    /** The e2e instance's database, for what only reaches an email (a password-reset token). */
    e2eDatabaseUrl: string
  }
}

let server: PreviewServer | undefined

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

export default async function setup(project: TestProject) {
  ensureChromium()
  const backendUrl = startInstance(instance)
  const started = Date.now()
  process.env.VITE_MEDUSA_BACKEND_URL = backendUrl
  // vitest runs with NODE_ENV=test, under which vite would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  // vite.config.ts's security-headers plugin (scripts/cspPlugin.ts) sends the headers this build wrote, as npm start does.
  server = await preview({ root: ROOT, logLevel: 'warn', build: { outDir: OUT_DIR }, preview: { port: CONSOLE_PORT, host: '127.0.0.1', strictPort: true } })
  console.log(`[e2e] console built and served: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  project.provide('backendUrl', backendUrl)
  project.provide('consoleUrl', `http://127.0.0.1:${CONSOLE_PORT}`)
  project.provide('e2eDatabaseUrl', databaseUrlOf(instance))

  return async () => {
    await server?.close()
    stopInstance(instance)
  }
}
