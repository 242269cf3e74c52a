import type { NavEntry } from '@/commands/core/nav'
import { customersNav } from '@/commands/customers/area'
import { collectionsNav } from '@/commands/collections/area'
import { salesChannelsNav } from '@/commands/sales-channels/area'
import { customerGroupsNav } from '@/commands/customer-groups/area'
import { discountsNav } from '@/commands/discounts/area'
import { draftOrdersNav } from '@/commands/draft-orders/area'
import { giftCardsNav } from '@/commands/gift-cards/area'
import { orderEditsNav } from '@/commands/order-edits/area'
import { ordersNav } from '@/commands/orders/area'
import { productsNav } from '@/commands/products/area'
import { priceListsNav } from '@/commands/price-lists/area'
import { settingsNav } from '@/commands/settings/area'
import { batchJobsNav } from '@/commands/batch-jobs/area'
import { notificationsNav } from '@/commands/notifications/area'
import { areaChunk, type AreaChunk } from './lazyArea'

/** One dashboard area: its nav entry (whose key its list command binds) and its lazily loaded panels (one chunk each). */
export interface Area extends NavEntry {
  load: AreaChunk
}

export const areas: readonly Area[] = [
  { ...ordersNav, load: areaChunk(() => import('@/panels/orders/OrdersArea')) },
  { ...productsNav, load: areaChunk(() => import('@/panels/products/ProductsArea')) },
  { ...collectionsNav, load: areaChunk(() => import('@/panels/collections/CollectionsArea')) },
  { ...salesChannelsNav, load: areaChunk(() => import('@/panels/sales-channels/SalesChannelsArea')) },
  { ...draftOrdersNav, load: areaChunk(() => import('@/panels/draft-orders/DraftOrdersArea')) },
  { ...orderEditsNav, load: areaChunk(() => import('@/panels/order-edits/OrderEditsArea')) },
  { ...customersNav, load: areaChunk(() => import('@/panels/customers/CustomersArea')) },
  { ...customerGroupsNav, load: areaChunk(() => import('@/panels/customer-groups/CustomerGroupsArea')) },
  { ...discountsNav, load: areaChunk(() => import('@/panels/discounts/DiscountsArea')) },
  { ...giftCardsNav, load: areaChunk(() => import('@/panels/gift-cards/GiftCardsArea')) },
  { ...priceListsNav, load: areaChunk(() => import('@/panels/price-lists/PriceListsArea')) },
  { ...batchJobsNav, load: areaChunk(() => import('@/panels/batch-jobs/BatchJobsArea')) },
  { ...notificationsNav, load: areaChunk(() => import('@/panels/notifications/NotificationsArea')) },
  { ...settingsNav, load: areaChunk(() => import('@/panels/settings/SettingsArea')) },
]
