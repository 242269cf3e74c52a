// Checks the large store through Medusa's admin API and prints a report: counts of every entity (from
// Medusa's own `count`, one record requested), one copied order of every state retrieved with its
// totals beside the demo order it was copied from, a copied product with its variants and prices,
// the dynamic discount's codes, and how long Medusa took to answer each. Exits 1 when a count is
// short or a copy differs from its original. Run with the backend up: npm run backend:large:verify
import type { AdminGetOrdersParams, Order } from '@medusajs/client-types'
import { auth } from '../../../src/api/admin/auth'
import { customers } from '../../../src/api/admin/customers'
import { discounts } from '../../../src/api/admin/discounts'
import { giftCards } from '../../../src/api/admin/gift-cards'
import { notes } from '../../../src/api/admin/notes'
import { notifications } from '../../../src/api/admin/notifications'
import { orders } from '../../../src/api/admin/orders'
import { priceLists } from '../../../src/api/admin/price-lists'
import { products } from '../../../src/api/admin/products'
import { variants } from '../../../src/api/admin/variants'
import { configureClient } from '../../../src/api/client'
import { DYNAMIC_CODES, EXPECTED, ORDER_COPIES, PRODUCT_COPIES } from './plan'

const BACKEND_URL = process.env.MEDUSA_BACKEND_URL ?? 'http://127.0.0.1:9000'

interface Row {
  what: string
  value: string
  ms: number
  ok: boolean
}
const rows: Row[] = []

/** Runs `read`, keeps its answer's line in the report with how long Medusa took. */
async function check<T>(what: string, read: () => Promise<T>, judge: (value: T) => { value: string; ok: boolean }): Promise<T> {
  const started = performance.now()
  const value = await read()
  rows.push({ what, ...judge(value), ms: performance.now() - started })
  return value
}

const atLeast = (min: number) => (n: number) => ({ value: `${n.toLocaleString('en')} (min ${min.toLocaleString('en')})`, ok: n >= min })
const count = (what: string, min: number, read: () => Promise<{ count?: number }>) => check(what, async () => (await read()).count ?? 0, atLeast(min))

const TOTALS = ['subtotal', 'discount_total', 'shipping_total', 'tax_total', 'gift_card_total', 'total', 'paid_total', 'refunded_total'] as const
const totalsOf = (o: Order) => TOTALS.map((t) => o[t] ?? 0).join('/')

const STATES: Array<[string, AdminGetOrdersParams]> = [
  ['pending, awaiting payment', { status: ['pending'], payment_status: ['awaiting'] }],
  ['captured, not fulfilled', { payment_status: ['captured'], fulfillment_status: ['not_fulfilled'] }],
  ['partially fulfilled', { fulfillment_status: ['partially_fulfilled'] }],
  ['fulfilled', { fulfillment_status: ['fulfilled'] }],
  ['partially shipped', { fulfillment_status: ['partially_shipped'] }],
  ['shipped', { fulfillment_status: ['shipped'] }],
  ['partially returned', { fulfillment_status: ['partially_returned'] }],
  ['returned', { fulfillment_status: ['returned'] }],
  ['partially refunded', { payment_status: ['partially_refunded'] }],
  ['refunded', { payment_status: ['refunded'] }],
  ['canceled', { status: ['canceled'] }],
  ['archived', { status: ['archived'] }],
  ['completed', { status: ['completed'] }],
]
const ORDER_EXPAND = 'items,swaps,claims,returns,fulfillments,payments,refunds,shipping_methods,customer'

const sizes = (o: Order) => [o.items, o.swaps, o.claims, o.returns, o.fulfillments, o.payments, o.refunds].map((list) => (list ?? []).length)
const shape = (o: Order) => [o.status, o.payment_status, o.fulfillment_status, totalsOf(o), ...sizes(o)].join(' ')

/** The last copy of demo order #`original` beside it: the same states, totals and exchanges, its customer's email. */
async function compareCopy(what: string, original: number, demoOrders: number): Promise<void> {
  const copyNumber = original + ORDER_COPIES * demoOrders
  await check(`  #${copyNumber} = copy of #${original}${what}`, async () => {
    const byNumber = async (n: number) => {
      const found = (await orders.list({ display_id: String(n), limit: 1, fields: 'id' })).orders[0]
      if (!found) throw new Error(`no order #${n}`)
      return (await orders.retrieve(found.id, { expand: ORDER_EXPAND })).order
    }
    const [copy, order] = [await byNumber(copyNumber), await byNumber(original)]
    return { copy, same: shape(copy) === shape(order) && copy.customer?.email === copy.email }
  }, ({ copy, same }) => ({ value: `total ${copy.total} ${copy.currency_code}, ${sizes(copy).join('/')} items/swaps/claims/returns/fulfillments/payments/refunds`, ok: same }))
}

/** How many orders are in `state`, and one copy of such an order (the largest number is a copy) against its original. */
async function orderState(name: string, query: AdminGetOrdersParams, demoOrders: number): Promise<void> {
  const listed = await check(`orders ${name}`, () => orders.list({ ...query, limit: 1, fields: 'id,display_id', order: '-display_id' }), (r) => atLeast(ORDER_COPIES)(r.count))
  const last = listed.orders[0]
  if (last) await compareCopy('', ((last.display_id - 1) % demoOrders) + 1, demoOrders)
}

/** A demo order with a swap and one with a claim (the demo's are the lowest numbers), against their copies. */
async function exchanges(demoOrders: number): Promise<void> {
  const { orders: demo } = await orders.list({ limit: demoOrders, order: 'display_id', fields: 'id,display_id', expand: 'swaps,claims' })
  const swapped = demo.find((o) => (o.swaps ?? []).length > 0)
  const claimed = demo.find((o) => (o.claims ?? []).length > 0)
  if (swapped) await compareCopy(' (swapped)', swapped.display_id, demoOrders)
  if (claimed) await compareCopy(' (claimed)', claimed.display_id, demoOrders)
  if (!swapped || !claimed) rows.push({ what: 'a swapped and a claimed demo order', value: 'not found', ok: false, ms: 0 })
}

async function main(): Promise<void> {
  configureClient({ baseUrl: BACKEND_URL })
  const { access_token } = await auth.token({ email: 'admin@medusa-test.com', password: 'supersecret' })
  configureClient({ apiKey: access_token })

  await count('orders', EXPECTED.orders, () => orders.list({ limit: 1, fields: 'id' }))
  await count('customers', EXPECTED.customers, () => customers.list({ limit: 1 }))
  await count('products', EXPECTED.products, () => products.list({ limit: 1, fields: 'id' }))
  await count('variants', EXPECTED.variants, () => variants.list({ limit: 1 }))
  const lists = await check('price lists', () => priceLists.list({ limit: 100 }), (r) => atLeast(EXPECTED.priceLists)(r.count))
  await check('  their prices (each list retrieved)', async () => {
    let sum = 0
    for (const list of lists.price_lists) sum += (await priceLists.retrieve(list.id)).price_list.prices.length
    return sum
  }, atLeast(EXPECTED.prices))
  // Medusa lists a dynamic discount's codes as discounts: of the large store's 200 discounts 175 are plain, 25 dynamic.
  await count('discounts, codes included', EXPECTED.discounts, () => discounts.list({ limit: 1 }))
  await count('  not dynamic', EXPECTED.notDynamic, () => discounts.list({ is_dynamic: false, limit: 1 }))
  const codes = await count('  dynamic (discounts and their codes)', EXPECTED.dynamic, () => discounts.list({ is_dynamic: true, limit: 1 }))
  // The last code copied (backend/seed/large/ids.ts pg_temp.dynamic_code).
  const lastCode = `VIP-${String(DYNAMIC_CODES).padStart(5, '0')}`
  await check(`  code ${lastCode} is a code of VIP`, () => discounts.retrieveByCode(lastCode, { expand: 'parent_discount' }),
    ({ discount }) => ({ value: `${discount.code} -> ${discount.parent_discount?.code ?? 'no parent'}`, ok: discount.parent_discount?.code === 'VIP' && codes > DYNAMIC_CODES }))
  await count('gift cards', EXPECTED.giftCards, () => giftCards.list({ limit: 1 }))
  const noteCount = await count('notes', EXPECTED.notes, () => notes.list({ limit: 1 }))
  const notificationCount = await count('notifications', EXPECTED.notifications, () => notifications.list({ limit: 1 }))
  rows.push({ what: '  notes + notifications', ...atLeast(EXPECTED.notesAndNotifications)(noteCount + notificationCount), ms: 0 })

  const demoOrders = Math.floor((await orders.list({ limit: 1, fields: 'id' })).count / (ORDER_COPIES + 1))
  for (const [name, query] of STATES) await orderState(name, query, demoOrders)
  await exchanges(demoOrders)

  await check('product copy with variants and prices', async () => {
    // The last copy of a product with the most copies: its number ends its handle ('-1215').
    const last = Math.max(...PRODUCT_COPIES.map((p) => p.copies))
    const found = await products.list({ limit: 50, q: String(last), expand: 'variants,variants.prices,options' })
    const copy = found.products.find((p) => p.handle?.endsWith(`-${last}`))
    if (!copy) return undefined
    const handle = copy.handle?.slice(0, -`-${last}`.length) ?? ''
    const { products: [original] } = await products.list({ limit: 1, handle, expand: 'variants,variants.prices,options' })
    return { copy, original }
  }, (pair) => {
    if (!pair?.original) return { value: 'no copied product found', ok: false }
    const { copy, original } = pair
    const prices = (p: typeof copy) => p.variants.map((v) => (v.prices ?? []).filter((ma) => !ma.price_list_id).length).join(',')
    return {
      value: `${copy.title}: ${copy.variants.length} variants, prices ${prices(copy)} (original ${prices(original)})`,
      ok: copy.variants.length === original.variants.length && copy.variants.length > 0 && prices(copy) === prices(original),
    }
  })

  const width = Math.max(...rows.map((r) => r.what.length))
  console.log(`${'what'.padEnd(width)}  ${'ms'.padStart(6)}  ok  value`)
  for (const r of rows) console.log(`${r.what.padEnd(width)}  ${r.ms.toFixed(0).padStart(6)}  ${r.ok ? 'ok' : 'NO'}  ${r.value}`)
  const failed = rows.filter((r) => !r.ok)
  if (failed.length) {
    console.error(`\n${failed.length} failed: ${failed.map((r) => r.what.trim()).join('; ')}`)
    process.exit(1)
  }
  console.log(`\nall ${rows.length} checks passed (${BACKEND_URL})`)
}

main().catch((error: unknown) => {
  console.error(`[large:verify] failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
