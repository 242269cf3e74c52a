import { formatMoney } from '@/api/money'
import { collectionQueries } from '@/atoms/collections'
import { orderQueries } from '@/atoms/orders'
import { productQueries } from '@/atoms/products'
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
