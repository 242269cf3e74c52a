import type { AdminPostDraftOrdersReq } from '@medusajs/client-types'
import { draftOrders } from '../../src/api/admin/draft-orders'
import { type CustomerRef, type SeedContext, log } from './context'
import type { PlacedOrder } from './order-states'
import { DAY_MS, at, must } from './util'

interface DraftSeed {
  customer: number
  /** Catalog product index and variant index, with quantity; or a custom line. */
  items: ({ product: number; variant: number; quantity: number } | { title: string; unitPrice: number; quantity: number })[]
  note: string
  daysAgo: number
  paid?: boolean
  discount?: string
}

const DRAFTS: DraftSeed[] = [
  { customer: 1, items: [{ product: 3, variant: 0, quantity: 10 }, { product: 21, variant: 1, quantity: 10 }], note: 'Team order for an offsite', daysAgo: 2 },
  { customer: 4, items: [{ product: 45, variant: 1, quantity: 25 }, { title: 'Custom logo embossing', unitPrice: 4500, quantity: 1 }], note: 'Quote sent, waiting for the PO', daysAgo: 5 },
  { customer: 12, items: [{ product: 37, variant: 0, quantity: 1 }], note: 'Phone order', daysAgo: 1, discount: 'WELCOME10' },
  { customer: 17, items: [{ product: 31, variant: 1, quantity: 3 }, { product: 33, variant: 0, quantity: 2 }], note: 'Replacement for a damaged parcel, no charge for shipping', daysAgo: 8 },
  { customer: 22, items: [{ title: 'Gift wrapping service', unitPrice: 500, quantity: 4 }, { product: 0, variant: 2, quantity: 4 }], note: 'Corporate gifts', daysAgo: 3 },
  { customer: 9, items: [{ product: 13, variant: 1, quantity: 1 }], note: 'Paid by bank transfer', daysAgo: 12, paid: true },
]

function draftBody(seed: DraftSeed, customer: CustomerRef, ctx: SeedContext): AdminPostDraftOrdersReq {
  return {
    email: customer.email,
    customer_id: customer.id,
    region_id: ctx.regions[customer.currency].id,
    shipping_address: customer.address,
    billing_address: customer.address,
    items: seed.items.map((item) =>
      'title' in item
        ? { title: item.title, unit_price: item.unitPrice, quantity: item.quantity }
        : { variant_id: at(at(ctx.products, item.product).variants, item.variant).id, quantity: item.quantity },
    ),
    shipping_methods: [{ option_id: ctx.shipping[customer.currency].standard }],
    ...(seed.discount ? { discounts: [{ code: seed.discount }] } : {}),
    no_notification_order: true,
    metadata: { note: seed.note },
  }
}

/**
 * Draft orders built by staff: open ones (a quote, a phone order, custom lines, a discount) and one
 * marked as paid, which becomes an order captured by the 'system' provider. Answers the draft ids and
 * placed dates for backdating, and the paid one's order.
 */
export async function seedDraftOrders(ctx: SeedContext): Promise<{ drafts: { id: string; placedAt: Date }[]; orders: PlacedOrder[] }> {
  const drafts: { id: string; placedAt: Date }[] = []
  const paid: PlacedOrder[] = []
  for (const seed of DRAFTS) {
    const customer = at(ctx.customers, seed.customer)
    const { draft_order } = await draftOrders.create(draftBody(seed, customer, ctx))
    const placedAt = new Date(ctx.anchor.getTime() - (seed.daysAgo + 1) * DAY_MS + 10 * 3600 * 1000)
    drafts.push({ id: draft_order.id, placedAt })
    if (seed.paid) {
      const { order } = await draftOrders.markPaid(draft_order.id)
      paid.push({ id: must(order.id, 'order id'), placedAt, daysAgo: seed.daysAgo })
    }
  }
  log(`draft orders: ${DRAFTS.length} (${paid.length} marked paid)`)
  return { drafts, orders: paid }
}
