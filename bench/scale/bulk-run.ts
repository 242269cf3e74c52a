// The products bulk runs on the large store by themselves (bulk.ts), each then undone, on the
// development store as it is (the large store of issue #32: it is put back by the undo; a run that
// fails before its undo has put it back rebuilds the large store from its template). Hold its lock:
//   flock -o /tmp/large.lock npx tsx bench/scale/bulk-run.ts
// SCALE_BULK=status or SCALE_BULK=collection runs only that one (a shorter hold of the lock).
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { products } from '../../src/api/admin/products'
import { collectionRunAndUndo, statusRunAndUndo } from './bulk'
import { signIn } from './runner'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const ONLY = process.env.SCALE_BULK

await signIn()
const { count } = await products.list({ fields: 'id', limit: 1 })
console.log(`development store: ${count} products`)
try {
  if (ONLY !== 'collection') console.log((await statusRunAndUndo()).join('\n'))
  if (ONLY !== 'status') console.log((await collectionRunAndUndo()).join('\n'))
} catch (error) {
  console.error(error)
  console.error('The store may be left changed: rebuilding the large store from its template.')
  execFileSync('bash', ['backend/scripts/large.sh'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, LARGE_VERIFY: '0' } })
  process.exitCode = 1
}
