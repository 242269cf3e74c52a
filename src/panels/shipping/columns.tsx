import type { ShippingOption, ShippingProfile } from '@medusajs/client-types'
import { requirementOf } from '@/models/shipping/entity'
import { money } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dataTableColumnHelper } from '@/panels/shared/table'

const none = <span className={shared.muted}>—</span>

/** '€8.00', or 'Calculated' when the provider prices each cart. */
export function optionPrice(option: ShippingOption): string {
  if (option.price_type === 'calculated') return 'Calculated'
  const currency = option.region?.currency_code
  return currency && option.amount !== null ? money(option.amount, currency) : '—'
}

/** 'from €50.00 to €500.00', 'from €50.00', or nothing. */
export function optionRequirements(option: ShippingOption): string {
  const currency = option.region?.currency_code ?? 'eur'
  const min = requirementOf(option, 'min_subtotal')
  const max = requirementOf(option, 'max_subtotal')
  return [min && `from ${money(min.amount, currency)}`, max && `up to ${money(max.amount, currency)}`].filter(Boolean).join(' ')
}

const options = dataTableColumnHelper<ShippingOption>()

export const shippingOptionColumns = options.columns([
  options.accessor('name', { header: 'Name' }),
  options.accessor((o) => o.region?.name ?? '', { id: 'region', header: 'Region', meta: { label: 'Region' } }),
  options.accessor((o) => (o.is_return ? 'return' : 'outbound'), { id: 'direction', header: 'For', meta: { label: 'For' }, cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  options.accessor((o) => optionPrice(o), { id: 'price', header: 'Price', meta: { numeric: true, label: 'Price' } }),
  options.accessor((o) => optionRequirements(o), { id: 'requirements', header: 'Cart subtotal', meta: { label: 'Cart subtotal' }, cell: ({ getValue }) => getValue() || none }),
  options.accessor((o) => (o.admin_only ? 'Admin only' : 'Storefront'), { id: 'visibility', header: 'Shown', meta: { label: 'Shown' } }),
  options.accessor('provider_id', { header: 'Provider' }),
])

const profiles = dataTableColumnHelper<ShippingProfile>()

export const shippingProfileColumns = profiles.columns([
  profiles.accessor('name', { header: 'Name' }),
  profiles.accessor('type', { header: 'Type', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  profiles.accessor((p) => p.products?.length ?? 0, { id: 'products', header: 'Products', meta: { numeric: true, label: 'Products' } }),
  profiles.accessor((p) => p.shipping_options?.filter((o) => !o.deleted_at).length ?? 0, {
    id: 'options',
    header: 'Shipping options',
    meta: { numeric: true, label: 'Shipping options' },
  }),
])
