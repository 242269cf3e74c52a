import type { PriceList, Product } from '@medusajs/client-types'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { featureFlagsAtom, storeDetailAtom } from '@/atoms/core/store'
import { priceDraftAtom, storedCells, updatePriceDraftAtom, withEdit, type CellEdit, type SelectedCell } from '@/atoms/price-lists/grid'
import { addedProductsAtom, priceListDetailAtom, priceListProductsAtom } from '@/atoms/price-lists/keys'
import { appRunner } from '@/commands/index'
import { operatorMessage } from '@/atoms/core/errors'
import { counted } from '@/models/core/text'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateOnly } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { Section } from '@/panels/shared/Section'
import shared from '@/panels/shared/record-panel.module.css'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { useFocusRequest } from '@/panels/shared/useFocusRequest'
import { groupNames } from './columns'
import { gridRows, type GridRowData } from './grid/model'
import { PriceGrid } from './grid/PriceGrid'
import { useGridColumns } from './grid/useGridColumns'

const NO_PRODUCTS: Product[] = []

/** The grid of a list: its products' variants by the store's currencies, the operator's edits kept in the draft. */
function Prices({ list }: { list: PriceList }) {
  const products = useAtomValue(priceListProductsAtom(list.id))
  const draft = useAtomValue(useMemo(() => priceDraftAtom(list.id), [list.id]))
  const addedIds = useMemo(() => draft.added.map((p) => p.id), [draft.added])
  const added = useAtomValue(addedProductsAtom(addedIds))
  const store = useAtomValue(storeDetailAtom)
  const update = useSetAtom(updatePriceDraftAtom)
  const runner = appRunner(useStore())

  const prices = useMemo(() => list.prices ?? [], [list.prices])
  const { cells, other } = useMemo(() => storedCells(prices), [prices])
  const storeCurrencies = useMemo(() => (store.data?.store.currencies ?? []).map((c) => c.code), [store.data])
  const defaultCurrency = store.data?.store.default_currency_code
  const columns = useGridColumns(prices, useMemo(() => ({ currencies: storeCurrencies, defaultCurrency }), [storeCurrencies, defaultCurrency]), draft.regions)
  const rows = useMemo(() => gridRows([products.data ?? NO_PRODUCTS, addedIds.length ? (added.data ?? NO_PRODUCTS) : NO_PRODUCTS]), [products.data, added.data, addedIds.length])

  const onEdits = useCallback((edits: CellEdit[]) => update(list.id, (d) => edits.reduce(withEdit, d)), [update, list.id])
  const onCursor = useCallback(
    (row: GridRowData | undefined, selected: SelectedCell[]) =>
      update(list.id, (d) => ({
        ...d,
        selected,
        row: row ? { variantId: row.variantId, productId: row.productId, label: row.label, product: row.product } : undefined,
      })),
    [update, list.id],
  )
  const onSave = useCallback(() => runner.run('price-lists.save-prices', { priceListId: list.id }), [runner, list.id])
  // Leaving the panel forgets the cursor; unsaved edits stay until saved or discarded.
  useEffect(() => () => update(list.id, (d) => ({ ...d, selected: [], row: undefined })), [update, list.id])

  // `p` (Focus prices) in a list with no products yet: the section's first button (Add products); the grid takes it otherwise.
  const area = useRef<HTMLDivElement>(null)
  const noGrid = !products.isPending && rows.length === 0
  useFocusRequest('prices', () => (noGrid ? area.current?.closest('section')?.querySelector<HTMLElement>('button:not([disabled])') : undefined), noGrid)

  const unsaved = Object.keys(draft.edits).length
  return (
    <Section
      title={`Prices (${cells.size})${unsaved ? ` · ${unsaved} unsaved` : ''}`}
      actions={
        <>
          <CommandButton command="price-lists.save-prices" label="Save edited prices" variant="primary" args={{ priceListId: list.id }} />
          <CommandButton command="price-lists.discard-edits" label="Discard edited prices" variant="ghost" />
          <CommandButton command="price-lists.add-products" label="Add products" variant="ghost" />
          <CommandButton command="price-lists.add-region-column" label="Add region prices" variant="ghost" />
          <CommandButton command="price-lists.import-prices" label="Import prices" variant="ghost" args={{ priceListId: list.id }} />
          <CommandButton command="price-lists.remove-selected-prices" label="Remove selected prices" variant="ghost" />
          <CommandButton command="price-lists.remove-variant-prices" label="Remove a variant's prices" variant="ghost" />
          <CommandButton command="price-lists.remove-product-prices" label="Remove a product's prices" variant="ghost" />
        </>
      }
    >
      <p className={shared.muted}>
        Arrows move, Enter or typing edits, Escape cancels, Tab and Enter move on, Delete marks prices removed, a block pasted from a spreadsheet fills
        cells from the focused one. Amounts in major units ({columns.map((c) => c.label).join(', ')}).
        {other ? ` ${counted(other, 'price')} with a quantity range are not shown and stay as they are.` : ''}
      </p>
      <div ref={area}>
        {products.error ? (
          <p role="alert">{operatorMessage(products.error)}</p>
        ) : products.isPending ? (
          <p role="status">Loading prices…</p>
        ) : rows.length === 0 ? (
          <p className={shared.muted}>No products in this price list yet: add products to price their variants.</p>
        ) : (
          <PriceGrid label={`Prices of ${list.name}`} focusName="prices" rows={rows} columns={columns} cells={cells} edits={draft.edits} onEdits={onEdits} onCursor={onCursor} onSave={onSave} />
        )}
      </div>
    </Section>
  )
}

function PriceListPanel({ list }: { list: PriceList }) {
  // includes_tax is a field of Medusa's price lists only with the tax_inclusive_pricing flag.
  const taxInclusive = useAtomValue(featureFlagsAtom).tax_inclusive_pricing === true
  return (
    <RecordPanel
      title={list.name}
      meta={`${list.type === 'sale' ? 'Sale' : 'Override'} · ${groupNames(list) || 'every customer'}`}
      badges={<StatusBadge status={list.status} />}
      actions={
        <>
          <CommandButton command="price-lists.edit" label="Edit" />
          {list.status === 'draft' ? <CommandButton command="price-lists.activate" label="Activate" /> : <CommandButton command="price-lists.deactivate" label="Deactivate" />}
          {taxInclusive ? <CommandButton command="price-lists.set-includes-tax" label="Prices include tax" /> : null}
          <CommandButton command="price-lists.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Description</dt>
        <dd>{list.description || <span className={shared.muted}>—</span>}</dd>
        <dt>Starts</dt>
        <dd>{list.starts_at ? dateOnly(list.starts_at) : <span className={shared.muted}>Now</span>}</dd>
        <dt>Ends</dt>
        <dd>{list.ends_at ? dateOnly(list.ends_at) : <span className={shared.muted}>Never</span>}</dd>
        <dt>Customer groups</dt>
        <dd>{groupNames(list) || <span className={shared.muted}>Everyone</span>}</dd>
        {taxInclusive ? (
          <>
            <dt>Prices include tax</dt>
            <dd>{list.includes_tax ? 'Yes' : 'No'}</dd>
          </>
        ) : null}
      </dl>
      <Prices list={list} />
    </RecordPanel>
  )
}

/** The price list panel: its facts and actions, and the price grid. */
export function PriceListDetail({ id }: { id: string }) {
  const detail = useAtomValue(priceListDetailAtom(id))
  // The grid's rows are asked beside the list, not after it: its 15,000 prices take Medusa seconds (#32).
  useAtomValue(priceListProductsAtom(id))
  return (
    <RecordDetail noun="price list" kind="price-list" id={id} query={detail} entity={detail.data?.price_list}>
      {(list) => <PriceListPanel list={list} />}
    </RecordDetail>
  )
}
