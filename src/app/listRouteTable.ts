import { prefetchListRoute, type RoutePrefetch } from '@/panels/shared/table/listRoute'
import { collectionsRoute } from '@/panels/collections/listRoute'
import { customerGroupsRoute } from '@/panels/customer-groups/listRoute'
import { customersRoute } from '@/panels/customers/listRoute'
import { discountsRoute } from '@/panels/discounts/listRoute'
import { draftOrdersRoute } from '@/panels/draft-orders/listRoute'
import { giftCardsRoute } from '@/panels/gift-cards/listRoute'
import { priceListsRoute } from '@/panels/price-lists/listRoute'
import { productsRoute } from '@/panels/products/listRoute'

/** Each list area's deep-link prefetch, by its path segment: loaded as one chunk at boot (listRoutes.ts). */
export const listRoutePrefetchers: Record<string, RoutePrefetch> = {
  products: prefetchListRoute(productsRoute),
  customers: prefetchListRoute(customersRoute),
  discounts: prefetchListRoute(discountsRoute),
  'gift-cards': prefetchListRoute(giftCardsRoute),
  'draft-orders': prefetchListRoute(draftOrdersRoute),
  collections: prefetchListRoute(collectionsRoute),
  'customer-groups': prefetchListRoute(customerGroupsRoute),
  'price-lists': prefetchListRoute(priceListsRoute),
}
