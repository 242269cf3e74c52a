// Checks a seeded store through the admin API: how many of everything, and at least one order in every
// state the console handles. Prints a table; exits 1 when anything is missing.
// Run from the repository root with the backend up: npm run backend:verify
import { auth } from '../../src/api/admin/auth'
import { customerGroups } from '../../src/api/admin/customer-groups'
import { customers } from '../../src/api/admin/customers'
import { discounts } from '../../src/api/admin/discounts'
import { draftOrders } from '../../src/api/admin/draft-orders'
import { giftCards } from '../../src/api/admin/gift-cards'
import { invites } from '../../src/api/admin/invites'
import { notes } from '../../src/api/admin/notes'
import { orderEdits } from '../../src/api/admin/order-edits'
import { orders } from '../../src/api/admin/orders'
import { priceLists } from '../../src/api/admin/price-lists'
import { products, productTags } from '../../src/api/admin/products'
import { regions } from '../../src/api/admin/regions'
import { returnReasons } from '../../src/api/admin/return-reasons'
import { returns } from '../../src/api/admin/returns'
import { salesChannels } from '../../src/api/admin/sales-channels'
import { swaps } from '../../src/api/admin/swaps'
import { taxRates } from '../../src/api/admin/tax-rates'
import { users } from '../../src/api/admin/users'
import { collections } from '../../src/api/admin/collections'
import { productCategories } from '../../src/api/admin/product-categories'
import { configureClient } from '../../src/api/client'
import type { AdminGetOrdersParams } from '@medusajs/client-types'
import { DAY_MS, anchorDate } from './util'

const BACKEND_URL = process.env.MEDUSA_BACKEND_URL ?? 'http://127.0.0.1:9000'

interface Check {
  what: string
  count: number
  min: number
}

const countOrders = async (query: AdminGetOrdersParams) => (await orders.list({ ...query, limit: 1, fields: 'id' })).count

async function main(): Promise<void> {
  configureClient({ baseUrl: BACKEND_URL })
  const { access_token } = await auth.token({ email: 'admin@medusa-test.com', password: 'supersecret' })
  configureClient({ apiKey: access_token })

  // Swaps, claims and edits are read off the orders themselves (claims have no list route).
  const { orders: all, count: orderCount } = await orders.list({ limit: 1000, fields: 'id,created_at', expand: 'claims,swaps' })
  const { returns: returnList } = await returns.list({ limit: 1000 })
  const { order_edits } = await orderEdits.list({ limit: 100 })
  const edits = (status: string) => order_edits.filter((e) => e.status === status).length
  const { draft_orders } = await draftOrders.list({ limit: 100 })
  const ninetyDaysAgo = anchorDate().getTime() - 91 * DAY_MS
  const { discounts: discountList } = await discounts.list({ limit: 100 })
  const { invites: inviteList } = await invites.list()
  const groups = await customerGroups.list({ limit: 100, expand: 'customers' })
  const { products: productList, count: productCount } = await products.list({ limit: 200, fields: 'id,thumbnail', expand: 'images,variants,options' })

  const checks: Check[] = [
    { what: 'products', count: productCount, min: 60 },
    { what: '  with images, options and variants', count: productList.filter((p) => p.images.length && p.options.length && p.variants.length).length, min: 60 },
    { what: 'collections', count: (await collections.list({ limit: 1 })).count, min: 3 },
    { what: 'product categories', count: (await productCategories.list({ limit: 1 })).count, min: 10 },
    { what: '  products in them', count: (await products.list({ limit: 1, category_id: (await productCategories.list({ limit: 100 })).product_categories.map((c) => c.id) })).count, min: 40 },
    { what: 'product tags', count: (await productTags.list({ limit: 1 })).count, min: 5 },
    { what: 'product types', count: (await products.listTypes()).types.length, min: 3 },
    { what: 'regions', count: (await regions.list({ limit: 1 })).count, min: 3 },
    { what: 'sales channels', count: (await salesChannels.list({ limit: 1 })).count, min: 2 },
    { what: 'customers', count: (await customers.list({ limit: 1 })).count, min: 40 },
    { what: 'customer groups (with members)', count: groups.customer_groups.filter((g) => (g.customers ?? []).length > 0).length, min: 2 },
    { what: 'price lists', count: (await priceLists.list({ limit: 1 })).count, min: 2 },
    { what: 'discounts', count: discountList.length, min: 3 },
    { what: '  dynamic, with conditions', count: discountList.filter((d) => d.is_dynamic && !d.parent_discount_id).length, min: 1 },
    { what: 'gift cards', count: (await giftCards.list({ limit: 1 })).count, min: 3 },
    { what: 'return reasons', count: (await returnReasons.list()).return_reasons.length, min: 3 },
    { what: 'tax rates', count: (await taxRates.list({ limit: 1 })).count, min: 3 },
    { what: 'users', count: (await users.list()).users.length, min: 2 },
    { what: 'pending invites', count: inviteList.filter((i) => !i.accepted).length, min: 1 },
    { what: 'orders', count: orderCount, min: 150 },
    { what: '  placed in the last 90 days', count: all.filter((o) => new Date(o.created_at).getTime() >= ninetyDaysAgo).length, min: 150 },
    { what: '  placed 60+ days ago', count: all.filter((o) => new Date(o.created_at).getTime() < ninetyDaysAgo + 30 * DAY_MS).length, min: 1 },
    { what: 'pending, awaiting payment', count: await countOrders({ status: ['pending'], payment_status: ['awaiting'] }), min: 1 },
    { what: 'payment captured', count: await countOrders({ payment_status: ['captured'] }), min: 1 },
    { what: 'not fulfilled (paid)', count: await countOrders({ payment_status: ['captured'], fulfillment_status: ['not_fulfilled'] }), min: 1 },
    { what: 'partially fulfilled', count: await countOrders({ fulfillment_status: ['partially_fulfilled'] }), min: 1 },
    { what: 'fulfilled', count: await countOrders({ fulfillment_status: ['fulfilled'] }), min: 1 },
    { what: 'partially shipped', count: await countOrders({ fulfillment_status: ['partially_shipped'] }), min: 1 },
    { what: 'shipped', count: await countOrders({ fulfillment_status: ['shipped'] }), min: 1 },
    { what: 'return requested', count: returnList.filter((r) => r.status === 'requested' && !r.swap_id).length, min: 1 },
    { what: 'partially returned', count: await countOrders({ fulfillment_status: ['partially_returned'] }), min: 1 },
    { what: 'returned', count: await countOrders({ fulfillment_status: ['returned'] }), min: 1 },
    { what: 'swapped', count: all.filter((o) => (o.swaps ?? []).length > 0).length, min: 1 },
    { what: '  swaps confirmed and shipped', count: (await swaps.list({ limit: 100 })).swaps.filter((s) => s.fulfillment_status === 'shipped').length, min: 1 },
    { what: 'claimed', count: all.filter((o) => (o.claims ?? []).length > 0).length, min: 1 },
    { what: 'partially refunded', count: await countOrders({ payment_status: ['partially_refunded'] }), min: 1 },
    { what: 'refunded', count: await countOrders({ payment_status: ['refunded'] }), min: 1 },
    { what: 'canceled', count: await countOrders({ status: ['canceled'] }), min: 1 },
    { what: 'archived', count: await countOrders({ status: ['archived'] }), min: 1 },
    { what: 'completed', count: await countOrders({ status: ['completed'] }), min: 1 },
    { what: 'order edits in progress (created/requested)', count: edits('created') + edits('requested'), min: 1 },
    { what: 'order edits confirmed/declined/canceled', count: edits('confirmed') + edits('declined') + edits('canceled'), min: 1 },
    { what: 'draft orders (open)', count: draft_orders.filter((d) => d.status === 'open').length, min: 1 },
    { what: 'draft orders (paid)', count: draft_orders.filter((d) => d.status === 'completed').length, min: 1 },
    { what: 'notes', count: (await notes.list({ limit: 1 })).count, min: 1 },
  ]

  const width = Math.max(...checks.map((c) => c.what.length))
  console.log(`${'what'.padEnd(width)}  count  min  ok`)
  for (const c of checks) console.log(`${c.what.padEnd(width)}  ${String(c.count).padStart(5)}  ${String(c.min).padStart(3)}  ${c.count >= c.min ? 'ok' : 'MISSING'}`)
  const missing = checks.filter((c) => c.count < c.min)
  if (missing.length) {
    console.error(`\n${missing.length} missing: ${missing.map((c) => c.what.trim()).join(', ')}`)
    process.exit(1)
  }
  console.log(`\nall ${checks.length} checks passed (${BACKEND_URL})`)
}

main().catch((error: unknown) => {
  console.error(`[verify] failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
