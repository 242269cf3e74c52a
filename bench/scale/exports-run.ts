// The exports of issue #32 (exports.ts) on the development store as it is: the large store. Hold its
// lock, and keep each hold short (one or two exports a run). Medusa's batch jobs (orders, products)
// stay in the store, so after one the store is rebuilt (LARGE_VERIFY=0 npm run backend:large, about
// 30 s, restarting Medusa on 9000; EXPORTS_REBUILD=0 leaves the jobs):
//   flock -o /tmp/large.lock npm run -s bench:exports -- customers codes gift-cards
//   flock -o /tmp/large.lock npm run -s bench:exports -- products orders
// No names: every export (customers about 2 minutes, Medusa's orders job the longest: canceled after
// EXPORT_JOB_MINUTES, 20). Node's --expose-gc lets each export start from a collected heap.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { EXPORT_NAMES, runExport, type ExportName } from './exports'
import { BACKEND_URL, signIn } from './runner'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const isName = (name: string): name is ExportName => (EXPORT_NAMES as readonly string[]).includes(name)

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !isName(name))
if (unknown.length) throw new Error(`unknown export ${unknown.join(', ')}: one of ${EXPORT_NAMES.join(', ')}`)
const names = asked.length ? asked.filter(isName) : [...EXPORT_NAMES]

await signIn()

console.log(`${BACKEND_URL}: ${names.join(', ')}`)
try {
  for (const name of names) {
    const { lines } = await runExport(name)
    console.log(`${name}: ${lines.join('\n  ')}`)
  }
} finally {
  if (process.env.EXPORTS_REBUILD !== '0' && names.some((name) => name === 'orders' || name === 'products')) {
    console.log('the batch jobs made stay in the store: rebuilding the large store')
    execFileSync('bash', ['backend/scripts/large.sh'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, LARGE_VERIFY: '0' } })
  }
}
