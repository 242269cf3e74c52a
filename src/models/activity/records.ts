import type { TouchedRecord } from '@/atoms/activity/entry'
import type { AreaRoutes } from '@/models/core/routes'
import { batchJobsNav } from '@/models/batch-jobs/area'
import { collectionsNav } from '@/models/collections/area'
import { customerGroupsNav } from '@/models/customer-groups/area'
import { customersNav } from '@/models/customers/area'
import { discountsNav } from '@/models/discounts/area'
import { draftOrdersNav } from '@/models/draft-orders/area'
import { giftCardsNav } from '@/models/gift-cards/area'
import { notificationsNav } from '@/models/notifications/area'
import { orderEditsNav } from '@/models/order-edits/area'
import { ordersNav } from '@/models/orders/area'
import { priceListsNav } from '@/models/price-lists/area'
import { productsNav } from '@/models/products/area'
import { regionsSettings } from '@/models/regions/area'
import { returnReasonsSettings } from '@/models/return-reasons/area'
import { salesChannelsNav } from '@/models/sales-channels/area'
import { shippingProfilesSettings } from '@/models/shipping/area'
import { inventoryNav } from '@/models/inventory/area'
import { stockLocationsNav } from '@/models/stock-locations/area'

/**
 * Where a record of each kind opens. Kinds without a panel of their own (a variant, a note) or whose
 * panel needs more than the id (a tax rate's region) are not linked.
 */
const ROUTES: Readonly<Record<string, AreaRoutes>> = {
  order: ordersNav.routes,
  product: productsNav.routes,
  collection: collectionsNav.routes,
  'sales-channel': salesChannelsNav.routes,
  'draft-order': draftOrdersNav.routes,
  'order-edit': orderEditsNav.routes,
  customer: customersNav.routes,
  'customer-group': customerGroupsNav.routes,
  discount: discountsNav.routes,
  'gift-card': giftCardsNav.routes,
  'price-list': priceListsNav.routes,
  'batch-job': batchJobsNav.routes,
  notification: notificationsNav.routes,
  region: regionsSettings.routes,
  'return-reason': returnReasonsSettings.routes,
  'shipping-profile': shippingProfilesSettings.routes,
  'inventory-item': inventoryNav.routes,
  'stock-location': stockLocationsNav.routes,
}

/** The path that opens a touched record, when its kind has a panel. */
export function recordPath(record: TouchedRecord): string | undefined {
  const routes = record.kind ? ROUTES[record.kind] : undefined
  return routes && record.id ? routes.record(record.id) : undefined
}
