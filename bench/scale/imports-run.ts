// The imports of issue #32 on the large store (imports.ts), by themselves. Hold the development
// backend's lock for the whole of it:
//   flock -o /tmp/large.lock npx tsx bench/scale/imports-run.ts
// It measures the store as it is (the large one), then rebuilds it from its saved template
// (LARGE_VERIFY=0 npm run backend:large, about 30 s): Medusa 1.20 cannot delete the customers the
// import created. IMPORT_ONLY=customers|prices runs one half (prices alone writes nothing that stays:
// its price list is deleted, and the store is not rebuilt).
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { customersImport, pricesImport } from './imports'
import { signIn } from './runner'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const ONLY = process.env.IMPORT_ONLY

await signIn()

const wroteCustomers = ONLY !== 'prices'
try {
  if (ONLY !== 'customers') console.log((await pricesImport()).join('\n'))
  if (wroteCustomers) console.log((await customersImport()).join('\n'))
} finally {
  if (wroteCustomers) execFileSync('bash', ['backend/scripts/large.sh'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, LARGE_VERIFY: '0' } })
}
