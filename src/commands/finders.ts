import type { Customer, Discount, GiftCard, Order, ProductVariant } from '@medusajs/client-types'
import { customerQueries } from '@/atoms/customers/keys'
import { discountQueries } from '@/atoms/discounts/keys'
import { giftCardQueries } from '@/atoms/gift-cards/keys'
import { orderQueries } from '@/atoms/orders/keys'
import { productQueries } from '@/atoms/products/keys'
import { customerEntity } from '@/commands/customers/entity'
import { discountEntity } from '@/commands/discounts/entity'
import { giftCardEntity } from '@/commands/gift-cards/entity'
import { orderEntity, parseOrderNumber } from '@/commands/orders/entity'
import { anyVariantEntity } from '@/commands/products/entity'
import { defineFinder, looksLikeCode, looksLikeEmail, looksLikeGiftCardCode, looksLikeOrderNumber, type RecordFinder } from '@/commands/core/records'

/**
 * What the root palette finds by what is typed: '#1042' an order, an email its customer, a SKU its
 * variant, a code its discount or gift card. Each finder is one request; a new kind adds one here.
 */
export const recordFinders: readonly RecordFinder[] = [
  defineFinder<Order>({
    entity: orderEntity,
    noun: 'Order',
    accepts: looksLikeOrderNumber,
    lookup: async (q, queryClient) => {
      const order = await queryClient.fetchQuery(orderQueries.byDisplayId(parseOrderNumber(q) ?? 0))
      return order ? [order as Order] : []
    },
    path: (o) => `/a/orders/${o.id}`,
  }),
  defineFinder<Customer>({
    entity: customerEntity,
    noun: 'Customer',
    accepts: looksLikeEmail,
    lookup: async (q, queryClient) => (await queryClient.fetchQuery(customerQueries.search(q))).customers as Customer[],
    path: (c) => `/a/customers/${c.id}`,
  }),
  defineFinder<GiftCard>({
    entity: giftCardEntity,
    noun: 'Gift card',
    accepts: looksLikeGiftCardCode,
    lookup: async (q, queryClient) => (await queryClient.fetchQuery(giftCardQueries.search(q))).gift_cards as GiftCard[],
    path: (card) => `/a/gift-cards/${card.id}`,
  }),
  defineFinder<Discount>({
    entity: discountEntity,
    noun: 'Discount',
    accepts: (q) => looksLikeCode(q) && !looksLikeGiftCardCode(q),
    lookup: async (q, queryClient) => (await queryClient.fetchQuery(discountQueries.search(q))).discounts as Discount[],
    path: (d) => `/a/discounts/${d.id}`,
  }),
  defineFinder<ProductVariant>({
    entity: anyVariantEntity,
    noun: 'Variant',
    accepts: (q) => looksLikeCode(q) && !looksLikeGiftCardCode(q),
    lookup: async (q, queryClient) => (await queryClient.fetchQuery(productQueries.variantSearch(q))).variants as ProductVariant[],
    path: (v) => `/a/products/${v.product_id}`,
  }),
]
