import type { Customer, Discount, GiftCard, Order, ProductVariant } from '@medusajs/client-types'
import { discountQueries } from '@/atoms/discounts/keys'
import { orderQueries } from '@/atoms/orders/keys'
import { customerEntity } from '@/models/customers/entity'
import { discountEntity } from '@/models/discounts/entity'
import { giftCardEntity } from '@/models/gift-cards/entity'
import { orderEntity, parseOrderNumber } from '@/models/orders/entity'
import { anyVariantEntity } from '@/models/products/entity'
import { customersNav } from '@/models/customers/area'
import { discountsNav } from '@/models/discounts/area'
import { giftCardsNav } from '@/models/gift-cards/area'
import { ordersNav } from '@/models/orders/area'
import { productsNav } from '@/models/products/area'
import { defineFinder, looksLikeCode, looksLikeEmail, looksLikeGiftCardCode, looksLikeOrderNumber, type RecordFinder } from '@/commands/core/records'

/**
 * What the root palette finds by what is typed: '#1042' an order, an email its customer, a SKU its
 * variant, a code its discount or gift card. Each finder is one request (the entity's own search
 * where that is one); a new kind adds one here.
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
    path: (o) => ordersNav.routes.record(o.id),
  }),
  defineFinder<Customer>({
    entity: customerEntity,
    noun: 'Customer',
    accepts: looksLikeEmail,
    path: (c) => customersNav.routes.record(c.id),
  }),
  defineFinder<GiftCard>({
    entity: giftCardEntity,
    noun: 'Gift card',
    accepts: looksLikeGiftCardCode,
    path: (card) => giftCardsNav.routes.record(card.id),
  }),
  defineFinder<Discount>({
    entity: discountEntity,
    noun: 'Discount',
    accepts: (q) => looksLikeCode(q) && !looksLikeGiftCardCode(q),
    lookup: async (q, queryClient) => (await queryClient.fetchQuery(discountQueries.search(q))).discounts as Discount[],
    path: (d) => discountsNav.routes.record(d.id),
  }),
  defineFinder<ProductVariant>({
    entity: anyVariantEntity,
    noun: 'Variant',
    accepts: (q) => looksLikeCode(q) && !looksLikeGiftCardCode(q),
    path: (v) => productsNav.routes.record(v.product_id),
  }),
]
