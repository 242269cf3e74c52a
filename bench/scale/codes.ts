// A dynamic discount's codes on the development store as it is (the large store: VIP has 20,000 codes,
// issue #32), read-only. Hold the large store's lock, a short hold (under a minute):
//   flock -o /tmp/large.lock npx tsx bench/scale/codes.ts
// Before: the reader the console had (every dynamic discount, 500 a page by offset, expand=rule,
// kept in the tab, searched there). After: the codes table's pages and search (atoms/discounts/
// code-pages.ts) and the import preview's check of a file's codes (commands/discounts/codes-import.ts).
import type { Discount } from '@medusajs/client-types'
import { discounts } from '../../src/api/admin/discounts'
import { readCodePage } from '../../src/atoms/discounts/code-pages'
import { existingCodes, LOOKUP_AT_MOST } from '../../src/commands/discounts/codes-import'
import { BACKEND_URL, counted, seconds, shown, signIn } from './runner'

const PARENT = process.env.CODES_PARENT ?? 'VIP'
const SEARCH = process.env.CODES_SEARCH ?? 'VIP-0123'

/** The console's reader before #32's change: every dynamic discount, this parent's kept. */
async function everyChild(parentId: string): Promise<Discount[]> {
  const found: Discount[] = []
  for (let offset = 0; ; offset += 500) {
    const res = await discounts.list({ is_dynamic: true, limit: 500, offset, expand: 'rule' })
    found.push(...(res.discounts as Discount[]).filter((d) => d.parent_discount_id === parentId))
    if (offset + 500 >= res.count) return found
  }
}

const heapMb = () => `${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB heap`

async function measure<T>(what: string, task: () => Promise<T>, said: (value: T) => string): Promise<T> {
  const run = await counted(task)
  console.log(`${what}: ${seconds(run.ms)}, ${shown(run.requests)}; ${said(run.value)}; ${heapMb()}`)
  return run.value
}

await signIn()
const parent = (await discounts.retrieveByCode(PARENT)).discount
console.log(`${BACKEND_URL}: the codes of ${parent.code}`)

const page = (offset: number, q = '') => readCodePage({ parentId: parent.id, q, offset, limit: 50 })
const pageText = (p: Awaited<ReturnType<typeof page>>) => `${p.codes.length} codes, count ${p.exact ? '' : 'at least '}${p.count}`

const before = await measure('before: every code into the tab', () => everyChild(parent.id), (all) => `${all.length} codes`)
const searchedBefore = before.filter((d) => d.code.includes(SEARCH)).length
console.log(`before: a search is that walk again, then filtered in the tab (${searchedBefore} codes match ${SEARCH})`)
before.length = 0

await measure('after: first page of 50', () => page(0), pageText)
await measure('after: next page', () => page(50), pageText)
await measure(`after: search ${SEARCH}`, () => page(0, SEARCH), pageText)

// A dynamic discount with no code, among VIP's 20,000: its empty first page walks every dynamic discount.
const other = (await discounts.list({ is_dynamic: true, q: `${PARENT}-2`, order: 'code', limit: 5, expand: '' })).discounts.find((d) => !d.parent_discount_id)
if (other) {
  await measure(`after: first page of ${other.code} (no code of its own)`, () => readCodePage({ parentId: other.id, q: '', offset: 0, limit: 50 }), pageText)
}

// The import preview: a file of LOOKUP_AT_MOST codes (looked up one by one) and one of 5,000 (one walk of the codes).
const fileOf = (size: number) => new Set(Array.from({ length: size }, (_, i) => (i % 10 ? `BENCH-NEW-${i}` : `${PARENT}-${String(i + 1).padStart(5, '0')}`)))
for (const size of [LOOKUP_AT_MOST, 5000]) {
  await measure(`import preview of ${size} codes`, () => existingCodes(fileOf(size)), (found) => `${found.size} exist`)
}
