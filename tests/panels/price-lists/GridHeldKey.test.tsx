import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cellKey, type StoredCell } from '@/atoms/price-lists/grid'
import type { GridRowData } from '@/panels/price-lists/grid/model'
import { PriceGrid } from '@/panels/price-lists/grid/PriceGrid'

const rows: GridRowData[] = Array.from({ length: 40 }, (_, i) => ({
  variantId: `variant_${i}`, productId: 'prod_1', product: 'Shirt', variant: `V${i}`, sku: `SKU-${i}`, label: `Shirt · V${i} (SKU-${i})`, short: `SKU-${i}`,
}))
const columns = [{ key: 'eur', currency: 'eur', label: 'EUR' }]
const cells = new Map<string, StoredCell>(rows.map((r, i) => [cellKey(r.variantId, 'eur'), { amount: 1000 + i, ids: [`ma_${i}`] }]))

// Issue #32: each move told to the commands re-renders the panel and its buttons; a held arrow (the
// keyboard's repeat) tells them once, when it is let go or another key comes.
describe('the price grid with an arrow held down', () => {
  it('tells the commands each single move, and a held run of moves once, at its end', () => {
    const onCursor = vi.fn()
    render(<PriceGrid label="Prices of Sale" rows={rows} columns={columns} cells={cells} edits={{}} onEdits={vi.fn()} onCursor={onCursor} onSave={vi.fn()} />)
    const grid = screen.getByRole('grid', { name: 'Prices of Sale' })
    const lastRow = () => (onCursor.mock.calls.at(-1)?.[0] as GridRowData | undefined)?.variantId
    onCursor.mockClear()

    act(() => grid.querySelector<HTMLElement>('[data-cell="0:0"]')?.focus())
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'ArrowDown' })
    expect(lastRow()).toBe('variant_1')
    const told = onCursor.mock.calls.length

    for (let i = 0; i < 5; i++) fireEvent.keyDown(document.activeElement ?? grid, { key: 'ArrowDown', repeat: true })
    expect(onCursor.mock.calls.length).toBe(told)
    expect(document.activeElement?.getAttribute('data-cell')).toBe('6:0')

    fireEvent.keyUp(document.activeElement ?? grid, { key: 'ArrowDown' })
    expect(onCursor.mock.calls.length).toBe(told + 1)
    expect(lastRow()).toBe('variant_6')
    expect(onCursor.mock.calls.at(-1)?.[1]).toEqual([{ row: 'Shirt · V6 (SKU-6)', currency: 'eur', amount: 1006, ids: ['ma_6'] }])

    // Another key during a hold tells the move before it is handled.
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'ArrowDown', repeat: true })
    expect(lastRow()).toBe('variant_6')
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'Shift', shiftKey: true })
    expect(lastRow()).toBe('variant_7')
  })
})
