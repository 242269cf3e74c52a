import type { Product, ProductVariant } from '@medusajs/client-types'
import { productQueries } from '@/atoms/products/keys'
import { defineEntity, matchesText, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    product: Product
    variant: ProductVariant
  }
}

export const productEntity = defineEntity<Product>({
  noun: 'product',
  focus: 'product',
  label: (p) => p.title,
  hint: (p) => p.handle ?? undefined,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(productQueries.search(q.trim()))).products as Product[],
  exact: (p, q) => sameText(p.handle, q) || sameText(p.title, q),
})

/** Variants of the product in the `productId` argument (or the focused product). */
export const variantEntity = defineEntity<ProductVariant>({
  noun: 'variant',
  focus: 'variant',
  label: (v) => v.title,
  hint: (v) => v.sku ?? undefined,
  search: async (q, { queryClient, args }) => {
    const productId = typeof args.productId === 'string' ? args.productId : undefined
    if (!productId) return []
    const { product } = await queryClient.fetchQuery(productQueries.detail(productId))
    return (product.variants as ProductVariant[]).filter((v) => matchesText(q, v.title, v.sku))
  },
  exact: (v, q) => sameText(v.sku, q),
})

/** Variants of every product by title, SKU or product title: 'Product · Variant', the SKU as hint. */
export const anyVariantEntity = defineEntity<ProductVariant>({
  noun: 'variant',
  label: (v) => `${v.product?.title ?? 'Product'} · ${v.title}`,
  hint: (v) => v.sku ?? undefined,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(productQueries.variantSearch(q.trim()))).variants as ProductVariant[],
  exact: (v, q) => sameText(v.sku, q) || sameText(v.barcode, q) || sameText(v.ean, q),
})
