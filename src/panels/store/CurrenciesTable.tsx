import type { Currency, Region } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo } from 'react'
import { focusAtom } from '@/atoms/core/context'
import { featureFlagsAtom, storeDetailAtom } from '@/atoms/core/store'
import { regionListAtom } from '@/atoms/regions/keys'
import type { UsedCurrency } from '@/commands/store/store'
import { CommandButton } from '@/panels/shared/CommandButton'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { DataTable, dataTableColumnHelper } from '@/panels/shared/table'

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
  const setFocus = useSetAtom(focusAtom)
  useEffect(() => () => setFocus((f) => (f?.kind === 'currency' ? null : f)), [setFocus])
  const rows = useMemo<UsedCurrency[]>(() => {
    const current = store.data?.store
    return ((current?.currencies ?? []) as Currency[]).map((c) => ({
      ...c,
      id: c.code,
      isDefault: c.code === current?.default_currency_code,
      regions: (regions ?? []).filter((r) => r.currency_code === c.code).map((r) => r.name),
    }))
  }, [store.data, regions])
  return (
    <section aria-labelledby="currencies-heading" className={shared.section}>
      <div className={shared.sectionHeader}>
        <h2 id="currencies-heading" className={shared.subheading}>
          Currencies ({rows.length})
        </h2>
        <div className={shared.actions}>
          <CommandButton command="store.add-currency" label="Add currency" variant="primary" />
          <CommandButton command="store.set-default-currency" label="Set default" />
          <CommandButton command="store.remove-currency" label="Remove currency" />
          {taxInclusive ? <CommandButton command="currencies.edit-includes-tax" label="Set whether currency prices include tax" /> : null}
        </div>
      </div>
      <DataTable<UsedCurrency>
        id="store-currencies"
        label="Store currencies"
        columns={columns}
        rows={rows}
        count={rows.length}
        getRowId={(c) => c.code}
        rowLabel={(c) => c.code.toUpperCase()}
        selectable={false}
        loading={store.isPending}
        error={store.error ? store.error.message : undefined}
        onRetry={() => void store.refetch()}
        emptyText="No currencies"
        pageSizes={[rows.length || 1]}
        limit={Math.max(rows.length, 1)}
        onFocusedRowChange={(currency) => setFocus({ kind: 'currency', id: currency.code, entity: currency })}
      />
    </section>
  )
}
