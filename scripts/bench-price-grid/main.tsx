// The bench page of scripts/bench-price-grid.ts: the price grid alone with 5,000 generated variants
// × 3 currencies, edits kept in React state as the panel keeps them in its draft.
import { StrictMode, useCallback, useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { cellKey, emptyDraft, withEdit, type CellEdit, type StoredCell } from '@/atoms/price-lists/grid'
import type { GridRowData } from '@/panels/price-lists/grid/model'
import { PriceGrid } from '@/panels/price-lists/grid/PriceGrid'
import '@/ui/theme.css'

const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 5000)
const CURRENCIES = ['eur', 'gbp', 'usd']
const COLUMNS = CURRENCIES.map((c) => ({ key: c, currency: c, label: c.toUpperCase() }))

const rows: GridRowData[] = Array.from({ length: ROWS }, (_, i) => {
  const product = `Product ${Math.floor(i / 5) + 1}`
  const variant = ['XS', 'S', 'M', 'L', 'XL'][i % 5] ?? 'M'
  const sku = `SKU-${i + 1}`
  return { variantId: `variant_${i}`, productId: `prod_${Math.floor(i / 5)}`, product, variant, sku, label: `${product} · ${variant} (${sku})`, short: sku }
})
const cells = new Map<string, StoredCell>()
rows.forEach((row, i) => CURRENCIES.forEach((c, j) => cells.set(cellKey(row.variantId, c), { amount: 1000 + i * 3 + j, ids: [`ma_${i}_${j}`] })))

function Bench() {
  const [draft, setDraft] = useState(emptyDraft)
  const onEdits = useCallback((edits: CellEdit[]) => setDraft((d) => edits.reduce(withEdit, d)), [])
  const noop = useMemo(() => () => undefined, [])
  return <PriceGrid label="Prices of Bench" rows={rows} columns={COLUMNS} cells={cells} edits={draft.edits} onEdits={onEdits} onCursor={noop} onSave={noop} />
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<StrictMode><Bench /></StrictMode>)
