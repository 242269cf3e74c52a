import type { Area as NavArea } from '@/models/core/nav'
import { customersNav } from '@/models/customers/area'
import { collectionsNav } from '@/models/collections/area'
import { productCategoriesNav } from '@/models/product-categories/area'
import { salesChannelsNav } from '@/models/sales-channels/area'
import { customerGroupsNav } from '@/models/customer-groups/area'
import { discountsNav } from '@/models/discounts/area'
import { draftOrdersNav } from '@/models/draft-orders/area'
import { giftCardsNav } from '@/models/gift-cards/area'
import { orderEditsNav } from '@/models/order-edits/area'
import { ordersNav } from '@/models/orders/area'
import { productsNav } from '@/models/products/area'
import { priceListsNav } from '@/models/price-lists/area'
import { settingsNav } from '@/models/settings/area'
import { batchJobsNav } from '@/models/batch-jobs/area'
import { notificationsNav } from '@/models/notifications/area'
import { activityNav } from '@/models/activity/area'
import { queuesNav } from '@/models/queues/area'
import { inventoryNav } from '@/models/inventory/area'
import { stockLocationsNav } from '@/models/stock-locations/area'
import { reservationsNav } from '@/models/reservations/area'
import { areaChunk, type AreaChunk } from './lazyArea'

/** One dashboard area: its nav entry (whose key its list command binds) and its lazily loaded panels (one chunk each). */
export interface Area extends NavArea {
  load: AreaChunk
}

export const areas: readonly Area[] = [
  { ...ordersNav, load: areaChunk(() => import('@/panels/orders/OrdersArea')) },
  { ...productsNav, load: areaChunk(() => import('@/panels/products/ProductsArea')) },
  { ...collectionsNav, load: areaChunk(() => import('@/panels/collections/CollectionsArea')) },
  { ...productCategoriesNav, load: areaChunk(() => import('@/panels/product-categories/CategoriesArea')) },
  { ...salesChannelsNav, load: areaChunk(() => import('@/panels/sales-channels/SalesChannelsArea')) },
  { ...draftOrdersNav, load: areaChunk(() => import('@/panels/draft-orders/DraftOrdersArea')) },
  { ...orderEditsNav, load: areaChunk(() => import('@/panels/order-edits/OrderEditsArea')) },
  { ...customersNav, load: areaChunk(() => import('@/panels/customers/CustomersArea')) },
  { ...customerGroupsNav, load: areaChunk(() => import('@/panels/customer-groups/CustomerGroupsArea')) },
  { ...discountsNav, load: areaChunk(() => import('@/panels/discounts/DiscountsArea')) },
  { ...giftCardsNav, load: areaChunk(() => import('@/panels/gift-cards/GiftCardsArea')) },
  { ...priceListsNav, load: areaChunk(() => import('@/panels/price-lists/PriceListsArea')) },
  { ...inventoryNav, load: areaChunk(() => import('@/panels/inventory/InventoryArea')) },
  { ...stockLocationsNav, load: areaChunk(() => import('@/panels/stock-locations/StockLocationsArea')) },
  { ...reservationsNav, load: areaChunk(() => import('@/panels/reservations/ReservationsArea')) },
  { ...batchJobsNav, load: areaChunk(() => import('@/panels/batch-jobs/BatchJobsArea')) },
  { ...notificationsNav, load: areaChunk(() => import('@/panels/notifications/NotificationsArea')) },
  { ...activityNav, load: areaChunk(() => import('@/panels/activity/ActivityArea')) },
  { ...queuesNav, load: areaChunk(() => import('@/panels/queues/QueuesArea')) },
  { ...settingsNav, load: areaChunk(() => import('@/panels/settings/SettingsArea')) },
]
