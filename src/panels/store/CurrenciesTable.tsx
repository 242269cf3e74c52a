import type { Currency, Region } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { featureFlagsAtom, storeDetailAtom } from '@/atoms/core/store'
import { regionListAtom } from '@/atoms/regions/keys'
import type { UsedCurrency } from '@/models/store/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'
import { DataTable, dataTableColumnHelper, useRowFocus, wholeList } from '@/panels/shared/table'

const col = dataTableColumnHelper<UsedCurrency>()
const columns = col.columns([
  col.accessor('code', { header: 'Code', cell: ({ getValue }) => getValue().toUpperCase() }),
  col.accessor('name', { header: 'Name' }),
  col.accessor((c) => (c.isDefault ? 'default' : ''), { id: 'default', header: 'Default', cell: ({ getValue }) => (getValue() ? <StatusBadge status="default" /> : null) }),
  col.accessor((c) => (c.includes_tax ? 'Yes' : 'No'), { id: 'includes_tax', header: 'Prices include tax' }),
  col.accessor((c) => (c.regions ?? []).join(', '), { id: 'regions', header: 'Regions', cell: ({ getValue }) => getValue() || <span className={shared.muted}>None</span> }),
])

const ALL_REGIONS = { limit: 200, offset: 0 }

/** The store's currencies: a focused row is what remove, set default and the tax setting act on. */
export function CurrenciesTable() {
  const store = useAtomValue(storeDetailAtom)
  const regions = useAtomValue(regionListAtom(ALL_REGIONS)).data?.regions as Region[] | undefined
  const taxInclusive = useAtomValue(featureFlagsAtom).tax_inclusive_pricing === true
  const focus = useRowFocus<'currency', UsedCurrency>('currency')
  const rows = useMemo<UsedCurrency[]>(() => {
    const current = store.data?.store
    return ((current?.currencies ?? []) as Currency[]).map((c) => ({
      ...c,
      id: c.code,
      isDefault: c.code === current?.default_currency_code,
      regions: (regions ?? []).filter((r) => r.currency_code === c.code).map((r) => r.name),
    }))
  }, [store.data, regions])
  const actions = (
    <div className={shared.actions}>
      <CommandButton command="store.add-currency" label="Add currency" variant="primary" />
      <CommandButton command="store.set-default-currency" label="Set default" />
      <CommandButton command="store.remove-currency" label="Remove currency" />
      {taxInclusive ? <CommandButton command="currencies.edit-includes-tax" label="Set whether currency prices include tax" /> : null}
    </div>
  )
  return (
    <Section title={`Currencies (${rows.length})`} level={2} headingId="currencies-heading" actions={actions}>
      <DataTable<UsedCurrency>
        id="store-currencies"
        label="Store currencies"
        columns={columns}
        rowLabel={(c) => c.code.toUpperCase()}
        selectable={false}
        emptyText="No currencies"
        {...wholeList(rows, store)}
        onFocusedRowChange={focus.onFocusedRowChange}
      />
    </Section>
  )
}
