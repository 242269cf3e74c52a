import { formatMoney } from '@/api/money'
import { collectionQueries } from '@/atoms/collections'
import { customerQueries } from '@/atoms/customers'
import { draftOrderQueries } from '@/atoms/draft-orders'
import { orderEditQueries } from '@/atoms/order-edits'
import { orderQueries } from '@/atoms/orders'
import { productQueries } from '@/atoms/products'
import { regionQueries } from '@/atoms/regions'
import { salesChannelQueries } from '@/atoms/sales-channels'
import { storeQueries } from '@/atoms/store'
import type { EntityOption, SearchTools } from './args'

// Entity searches shared by every area's commands. Each goes through the query cache, so
// typing back to an earlier query costs no request.

function matches(q: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = q.trim().toLowerCase()
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle))
}

export async function searchProducts(q: string, { queryClient }: SearchTools): Promise<EntityOption[]> {
  const { products } = await queryClient.fetchQuery(productQueries.search(q.trim()))
  return products.map((p) => ({ id: p.id, label: p.title, hint: p.handle ?? undefined }))
}

/** Variants of the product named by the `productId` argument (or the focused product). */
export async function searchVariants(q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> {
  const productId = typeof args.productId === 'string' ? args.productId : undefined
  if (!productId) return []
  const { product } = await queryClient.fetchQuery(productQueries.detail(productId))
  return product.variants
    .filter((v) => matches(q, v.title, v.sku))
    .map((v) => ({ id: v.id, label: v.title, hint: v.sku ?? undefined }))
}

export async function searchCollections(q: string, { queryClient }: SearchTools): Promise<EntityOption[]> {
  const { collections } = await queryClient.fetchQuery(collectionQueries.search(q.trim()))
  return collections.map((c) => ({ id: c.id, label: c.title, hint: c.handle ?? undefined }))
}

export async function searchSalesChannels(q: string, { queryClient }: SearchTools): Promise<EntityOption[]> {
  const { sales_channels } = await queryClient.fetchQuery(salesChannelQueries.search(q.trim()))
  return sales_channels.map((s) => ({ id: s.id, label: s.name, hint: s.description ?? undefined }))
}

/** The store's currencies, the default first. */
export async function searchCurrencies(q: string, { queryClient }: SearchTools): Promise<EntityOption[]> {
  const { store } = await queryClient.fetchQuery(storeQueries.detail())
  const defaultCode = store.default_currency_code
  return (store.currencies ?? [])
    .filter((c) => matches(q, c.code, c.name))
    .sort((a, b) => Number(b.code === defaultCode) - Number(a.code === defaultCode))
    .map((c) => ({ id: c.code, label: c.code.toUpperCase(), hint: c.name }))
}

/** Orders by display id ('#1042' or '1042'), email or shipping first name: '#1042 · email', total as hint. */
export async function searchOrders(q: string, { queryClient }: SearchTools): Promise<EntityOption[]> {
  const { orders } = await queryClient.fetchQuery(orderQueries.search(q.trim().replace(/^#\s*/, '')))
  return orders.map((o) => ({
    id: o.id,
    label: `#${o.display_id} · ${o.email}`,
    hint: typeof o.total === 'number' ? formatMoney(o.total, o.currency_code) : undefined,
  }))
}

// ---- draft orders and order edits: regions, customers, variants to sell, shipping options, drafts, edits ----

/**
 * What the pickers have shown about an entity, for prompts that need it before any request can be
 * made: a money prompt parses what is typed in the region's currency (JPY has no minor unit), and a
 * draft order's email prompt is skipped for a customer whose email the picker listed.
 */
const seenCurrency = new Map<string, string>()
const seenEmail = new Map<string, string>()
/** The currency of a region or draft order a picker has listed. */
export const knownCurrency = (id: unknown): string | undefined => (typeof id === 'string' ? seenCurrency.get(id) : undefined)
/** The email of a customer a picker has listed. */
export const knownEmail = (id: unknown): string | undefined => (typeof id === 'string' ? seenEmail.get(id) : undefined)

export async function searchRegions(q: string, { queryClient }: SearchTools): Promise<EntityOption[]> {
  const { regions } = await queryClient.fetchQuery(regionQueries.search(q.trim()))
  return regions.map((r) => {
    seenCurrency.set(r.id, r.currency_code)
    return { id: r.id, label: r.name, hint: r.currency_code.toUpperCase() }
  })
}

/** Customers by email or name: the name as label (else the email), the email as hint. */
export async function searchCustomers(q: string, { queryClient }: SearchTools): Promise<EntityOption[]> {
  const { customers } = await queryClient.fetchQuery(customerQueries.search(q.trim()))
  return customers.map((c) => {
    seenEmail.set(c.id, c.email)
    const name = [c.first_name, c.last_name].filter(Boolean).join(' ')
    return { id: c.id, label: name || c.email, hint: name ? c.email : undefined }
  })
}

/** Variants of every product by title, SKU or product title, for adding to an order: 'Product · Variant'. */
export async function searchVariantsToSell(q: string, { queryClient }: SearchTools): Promise<EntityOption[]> {
  const { variants } = await queryClient.fetchQuery(productQueries.variantSearch(q.trim()))
  return variants.map((v) => ({ id: v.id, label: `${v.product?.title ?? 'Product'} · ${v.title}`, hint: v.sku ?? undefined }))
}

/** The outbound shipping options of the region in the `regionId` argument, with their price. */
export async function searchShippingOptions(q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> {
  const regionId = typeof args.regionId === 'string' ? args.regionId : undefined
  if (!regionId) return []
  const { shipping_options } = await queryClient.fetchQuery(regionQueries.shippingOptions(regionId))
  return shipping_options
    .filter((o) => matches(q, o.name))
    .map((o) => {
      const currency = knownCurrency(regionId) ?? o.region?.currency_code
      const price = typeof o.amount === 'number' && currency ? formatMoney(o.amount, currency) : 'calculated'
      return { id: o.id, label: o.name, hint: o.admin_only ? `${price} · admin only` : price }
    })
}

async function listDraftOrders(q: string, queryClient: SearchTools['queryClient'], status?: 'open'): Promise<EntityOption[]> {
  const { draft_orders } = await queryClient.fetchQuery(draftOrderQueries.search(q.trim().replace(/^#\s*/, ''), status))
  return draft_orders.map((d) => {
    const currency = d.cart?.region?.currency_code
    if (currency) seenCurrency.set(d.id, currency)
    return { id: d.id, label: `Draft #${d.display_id} · ${d.cart?.email ?? 'no email'}`, hint: d.status }
  })
}

/** Draft orders by display id ('#12') or email. */
export const searchDraftOrders = (q: string, { queryClient }: SearchTools) => listDraftOrders(q, queryClient)
/** Only the drafts that can still change (Medusa refuses changes to completed ones). */
export const searchOpenDraftOrders = (q: string, { queryClient }: SearchTools) => listDraftOrders(q, queryClient, 'open')

/** Order edits by internal note: 'Order #1042 · created', the note as hint. */
export async function searchOrderEdits(q: string, { queryClient }: SearchTools): Promise<EntityOption[]> {
  const { order_edits } = await queryClient.fetchQuery(orderEditQueries.search(q.trim()))
  return order_edits.map((e) => ({
    id: e.id,
    label: `Order #${e.order?.display_id ?? '?'} · ${e.status}`,
    hint: e.internal_note || e.id,
  }))
}
