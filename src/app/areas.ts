import type { ComponentType } from 'react'
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

/** One dashboard area: its nav entry (whose key its list command binds) and its lazily loaded panels (one chunk each). */
export interface Area extends NavEntry {
  load: () => Promise<{ default: ComponentType }>
}

export const areas: readonly Area[] = [
  { ...ordersNav, load: () => import('@/panels/orders/OrdersArea') },
  { ...productsNav, load: () => import('@/panels/products/ProductsArea') },
  { ...collectionsNav, load: () => import('@/panels/collections/CollectionsArea') },
  { ...salesChannelsNav, load: () => import('@/panels/sales-channels/SalesChannelsArea') },
  { ...draftOrdersNav, load: () => import('@/panels/draft-orders/DraftOrdersArea') },
  { ...orderEditsNav, load: () => import('@/panels/order-edits/OrderEditsArea') },
  { ...customersNav, load: () => import('@/panels/customers/CustomersArea') },
  { ...customerGroupsNav, load: () => import('@/panels/customer-groups/CustomerGroupsArea') },
  { ...discountsNav, load: () => import('@/panels/discounts/DiscountsArea') },
  { ...giftCardsNav, load: () => import('@/panels/gift-cards/GiftCardsArea') },
  { ...priceListsNav, load: () => import('@/panels/price-lists/PriceListsArea') },
  { ...batchJobsNav, load: () => import('@/panels/batch-jobs/BatchJobsArea') },
  { ...notificationsNav, load: () => import('@/panels/notifications/NotificationsArea') },
  { ...settingsNav, load: () => import('@/panels/settings/SettingsArea') },
]
