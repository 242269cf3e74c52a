import { act, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ROW_HEIGHT } from '@/panels/shared/table'
import { FIRST_PAINT_ROWS } from '@/panels/shared/table/useFirstPaintRows'
import type { Order } from './fixtures'
import { bodyRows, focusedRowId, renderPanel } from './fixtures'

describe('DataTable virtualization', () => {
  it('renders every row of an ordinary page: a screenful for the first paint, the rest just after', async () => {
    const { container } = renderPanel({}, '/orders?limit=100')
    expect(bodyRows(container)).toHaveLength(FIRST_PAINT_ROWS)
    await waitFor(() => expect(bodyRows(container)).toHaveLength(100))
    expect(container.querySelector('tbody[data-virtual]')).toBeNull()
    expect(bodyRows(container).at(-1)?.getAttribute('aria-rowindex')).toBe('101')
  })

  it('renders the focused row at once, however far down the first paint it is', async () => {
    const user = userEvent.setup({ delay: null })
    const { container } = renderPanel({}, '/orders?limit=100')
    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('{End}')
    expect(focusedRowId(container)).toBe('order_100')
    expect(document.activeElement).toBe(container.querySelector('[data-row-id="order_100"]'))
  })

  it('renders a window of rows, with spacers for the rest, when a page has more than 100', () => {
    const { container } = renderPanel({ total: 1000 }, '/orders?limit=500')
    const rendered = bodyRows(container)
    expect(container.querySelector('tbody[data-virtual]')).not.toBeNull()
    expect(rendered.length).toBeGreaterThan(0)
    expect(rendered.length).toBeLessThan(50)
    expect(rendered[0]?.dataset.rowId).toBe('order_1')
    // Rendered rows plus spacers add up to the whole page's height.
    const spacers = Array.from(container.querySelectorAll<HTMLElement>('tbody tr[aria-hidden="true"] td'))
    const spacerPx = spacers.reduce((sum, td) => sum + parseFloat(td.style.height), 0)
    expect(spacerPx + rendered.length * ROW_HEIGHT).toBe(500 * ROW_HEIGHT)
    // Each rendered row keeps its position in the page for assistive technology.
    expect(rendered[0]?.getAttribute('aria-rowindex')).toBe('2')
    expect(container.querySelector('table')?.getAttribute('aria-rowcount')).toBe('501')
  })

  it('keeps the focused row rendered and focused when the cursor jumps past the window', async () => {
    const user = userEvent.setup({ delay: null })
    const onFocusedRowChange = vi.fn<(row: Order) => void>()
    const { container } = renderPanel({ total: 1000, onFocusedRowChange }, '/orders?limit=500')
    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('{End}')
    expect(focusedRowId(container)).toBe('order_500')
    const last = container.querySelector<HTMLElement>('[data-row-id="order_500"]')
    expect(last).not.toBeNull()
    expect(document.activeElement).toBe(last)
    expect(last?.getAttribute('aria-rowindex')).toBe('501')
    expect(onFocusedRowChange.mock.lastCall![0].id).toBe('order_500')
    await user.keyboard('k{Enter}')
    expect(focusedRowId(container)).toBe('order_499')
  })
})
