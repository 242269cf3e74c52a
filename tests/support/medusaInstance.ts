// A Medusa 1.20 instance of a test suite's own on the project's PostgreSQL cluster, started and
// stopped through backend/scripts (MEDUSA_INSTANCE keeps its pid file and logs apart).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
const BACKEND = join(ROOT, 'backend')

export interface MedusaInstance {
  name: string
  port: number
  database: string
  /** Rebuild and reseed the database on start. */
  reset?: boolean
}

export const baseUrlOf = (instance: MedusaInstance) => `http://127.0.0.1:${instance.port}`

function env(instance: MedusaInstance): NodeJS.ProcessEnv {
  return {
    ...process.env,
    MEDUSA_INSTANCE: instance.name,
    MEDUSA_PORT: String(instance.port),
    MEDUSA_DB_NAME: instance.database,
    MEDUSA_BACKEND_URL: baseUrlOf(instance),
    MEDUSA_RESET: instance.reset ? '1' : '',
    // vitest sets NODE_ENV=test, under which Medusa 1.20's loaders skip services its CLI needs.
    NODE_ENV: 'development',
  }
}

function run(script: string, instance: MedusaInstance, what: string): void {
  const started = Date.now()
  const result = spawnSync('bash', [join(BACKEND, 'scripts', script)], {
    cwd: ROOT,
    env: env(instance),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    throw new Error(`[${instance.name}] ${what} failed (exit ${String(result.status ?? result.signal)}):\n${output.slice(-4000)}`)
  }
  console.log(`[${instance.name}] ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

export function startInstance(instance: MedusaInstance): string {
  if (!existsSync(join(BACKEND, 'node_modules', '@medusajs', 'medusa'))) run('install.sh', instance, 'backend install')
  run('start.sh', instance, `Medusa on ${baseUrlOf(instance)}`)
  return baseUrlOf(instance)
}

/** Stops this instance's Medusa only; the cluster stays up for the others. */
export function stopInstance(instance: MedusaInstance): void {
  run('stop.sh', instance, 'stop')
}
