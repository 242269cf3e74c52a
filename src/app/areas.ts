import type { ComponentType } from 'react'

/** One dashboard area: its nav entry and its lazily loaded panels (one chunk per area). */
export interface Area {
  path: string
  label: string
  /** The `g` sequence's second key, shown beside the nav link. */
  key: string
  load: () => Promise<{ default: ComponentType }>
}

export const areas: readonly Area[] = [
  { path: 'orders', label: 'Orders', key: 'o', load: () => import('@/panels/orders/OrdersArea') },
  { path: 'products', label: 'Products', key: 'p', load: () => import('@/panels/products/ProductsArea') },
  { path: 'draft-orders', label: 'Draft orders', key: 'd', load: () => import('@/panels/draft-orders/DraftOrdersArea') },
  { path: 'order-edits', label: 'Order edits', key: 'e', load: () => import('@/panels/order-edits/OrderEditsArea') },
  { path: 'settings', label: 'Settings', key: 's', load: () => import('@/panels/settings/SettingsArea') },
]
