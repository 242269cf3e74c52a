// The customers export on the large store (issue #32), by itself. Hold the development backend's lock:
//   flock -o /tmp/large.lock npx tsx bench/scale/export-customers.ts
// It measures the store as it is (it never turns it into the large one nor back): the console's export
// command as it runs now (keyset pages of EXPORT_PAGE, windowed), the same walk with 100 a page, and, with
// EXPORT_BEFORE=1, the offset walk the export made before (ordered by email; about 130 s at 100,000).
import { createStore } from 'jotai'
import { resolveObjectURL } from 'node:buffer'
import { customers } from '../../src/api/admin/customers'
import { createQueryClient } from '../../src/atoms/core/query'
import { CUSTOMER_DETAIL_EXPAND } from '../../src/atoms/customers/keys'
import { makeTools } from '../../src/commands/core/run'
import { EXPORT_PAGE, walkCustomers } from '../../src/commands/customers/export-walk'
import { exportCustomers } from '../../src/commands/customers/import-export'
import { emptyContext } from '../../src/models/core/context'
import { BACKEND_URL, signIn } from './runner'

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const heapMb = () => `${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB heap`

await signIn()

const { count } = await customers.list({ limit: 1 })
console.log(`${BACKEND_URL}: ${count.toLocaleString('en')} customers`)

/** Counts the requests a walk makes. */
function counted() {
  let requests = 0
  const read = (query: Parameters<typeof customers.list>[0]) => {
    requests += 1
    return customers.list({ ...query, expand: CUSTOMER_DETAIL_EXPAND })
  }
  return { read, requests: () => requests }
}

{
  const started = performance.now()
  let requests = 0
  const tools = makeTools(createQueryClient(), emptyContext, createStore(), () => undefined)
  const fetch: typeof tools.fetch = (options) => {
    requests += 1
    return tools.fetch(options)
  }
  const result = await exportCustomers.run({ q: undefined, hasAccount: 'any', groupIds: [] }, { ...tools, fetch })
  if (result?.type !== 'download') throw new Error('the export gave no file')
  const text = (await resolveObjectURL(result.url)?.text()) ?? ''
  const lines = text.split('\r\n').length - 1
  console.log(`export command, ${EXPORT_PAGE} a page (keyset): ${seconds(started)}, ${requests} requests, ${lines.toLocaleString('en')} rows, ${heapMb()}`)
}

{
  const started = performance.now()
  const walk = counted()
  let rows = 0
  const ids = new Set<string>()
  await walkCustomers({}, walk.read, (page) => {
    rows += page.length
    for (const c of page) ids.add(c.id)
  }, 100)
  console.log(`same walk, 100 a page: ${seconds(started)}, ${walk.requests()} requests, ${rows.toLocaleString('en')} rows (${ids.size.toLocaleString('en')} distinct)`)
}

if (process.env.EXPORT_BEFORE === '1') {
  const started = performance.now()
  const walk = counted()
  let rows = 0
  for (let offset = 0; ; offset += 100) {
    const page = await walk.read({ order: 'email', offset, limit: 100 })
    rows += page.customers.length
    if (!page.customers.length || offset + 100 >= page.count) break
  }
  console.log(`before: offset walk by email, 100 a page: ${seconds(started)}, ${walk.requests()} requests, ${rows.toLocaleString('en')} rows`)
}
