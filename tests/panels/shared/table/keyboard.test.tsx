import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DataTable } from '@/panels/shared/table'
import type { Order } from './fixtures'
import { bodyRows, focusedRowId, getOrderId, makeOrders, orderColumns, renderPanel } from './fixtures'

function focusFirstRow(container: HTMLElement) {
  const first = bodyRows(container)[0]
  if (!first) throw new Error('no rows')
  act(() => first.focus())
  return first
}

const ids = (rows: Order[]) => rows.map((row) => row.id)

describe('DataTable keyboard', () => {
  it('makes the first row the single tab stop before anything is focused', async () => {
    const { container } = renderPanel()
    await waitFor(() => expect(bodyRows(container)).toHaveLength(50))
    const rows = bodyRows(container)
    expect(rows.filter((row) => row.tabIndex === 0).map((row) => row.dataset.rowId)).toEqual(['order_1'])
    expect(focusedRowId(container)).toBeUndefined()
  })

  it('enters the table with j when nothing on the page has focus', async () => {
    const user = userEvent.setup({ delay: null })
    const onOpen = vi.fn<(row: Order) => void>()
    const { container } = renderPanel({ onOpen })
    expect(document.activeElement).toBe(document.body)
    await user.keyboard('j')
    expect(focusedRowId(container)).toBe('order_1')
    expect(document.activeElement).toBe(container.querySelector('[data-row-id="order_1"]'))
    await user.keyboard('{Enter}')
    expect(onOpen.mock.lastCall![0].id).toBe('order_1')
  })

  it('moves the focused row with j/k and the arrow keys, and reports each move', async () => {
    const user = userEvent.setup({ delay: null })
    const onFocusedRowChange = vi.fn()
    const { container } = renderPanel({ onFocusedRowChange })
    focusFirstRow(container)
    expect(focusedRowId(container)).toBe('order_1') // a row that takes focus (Tab) is the current row

    await user.keyboard('jj')
    expect(focusedRowId(container)).toBe('order_3')
    expect(document.activeElement).toBe(container.querySelector('[data-row-id="order_3"]'))
    await user.keyboard('k')
    expect(focusedRowId(container)).toBe('order_2')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(focusedRowId(container)).toBe('order_3')

    expect(onFocusedRowChange.mock.calls.map(([row]) => (row as Order).id)).toEqual([
      'order_1',
      'order_2',
      'order_3',
      'order_2',
      'order_3',
      'order_4',
      'order_3',
    ])
  })

  it('keeps the cursor inside the page and jumps with Home/End', async () => {
    const user = userEvent.setup({ delay: null })
    const { container } = renderPanel()
    focusFirstRow(container)
    await user.keyboard('k')
    expect(focusedRowId(container)).toBe('order_1')
    await user.keyboard('k')
    expect(focusedRowId(container)).toBe('order_1')
    await user.keyboard('{End}')
    expect(focusedRowId(container)).toBe('order_50')
    await user.keyboard('j')
    expect(focusedRowId(container)).toBe('order_50')
    await user.keyboard('{Home}')
    expect(focusedRowId(container)).toBe('order_1')
    expect(document.activeElement).toBe(container.querySelector('[data-row-id="order_1"]'))
  })

  it('marks the focused row with aria-current, a focus style hook and the roving tab stop', async () => {
    const user = userEvent.setup({ delay: null })
    const { container } = renderPanel()
    focusFirstRow(container)
    await user.keyboard('j')
    const row = container.querySelector<HTMLElement>('[data-row-id="order_2"]')!
    expect(row?.getAttribute('aria-current')).toBe('true')
    expect(row?.hasAttribute('data-focused')).toBe(true)
    expect(row.tabIndex).toBe(0)
    expect(container.querySelectorAll('tbody [aria-current]')).toHaveLength(1)
    expect(container.querySelectorAll('tbody tr[tabindex="0"]')).toHaveLength(1)
  })

  it('x toggles the focused row; shift+x selects the range from the last toggled row', async () => {
    const user = userEvent.setup({ delay: null })
    const onSelectionChange = vi.fn<(rows: Order[]) => void>()
    const { container } = renderPanel({ onSelectionChange })
    focusFirstRow(container)

    await user.keyboard('j') // order_2
    await user.keyboard('x')
    expect(onSelectionChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'order_2' })])
    expect((screen.getByRole('checkbox', { name: 'Select 2' }) as HTMLInputElement).checked).toBe(true)
    expect(container.querySelector('[data-row-id="order_2"]')?.getAttribute('aria-selected')).toBe('true')

    await user.keyboard('jjj') // order_5
    await user.keyboard('{Shift>}X{/Shift}')
    expect(ids(onSelectionChange.mock.lastCall![0])).toEqual(['order_2', 'order_3', 'order_4', 'order_5'])
    expect(container.querySelectorAll('tbody tr[aria-selected="true"]')).toHaveLength(4)
    expect(container.querySelector('[data-row-id="order_6"]')?.getAttribute('aria-selected')).toBe('false')

    await user.keyboard('x') // toggles order_5 off and makes it the anchor
    expect(ids(onSelectionChange.mock.lastCall![0])).toEqual(['order_2', 'order_3', 'order_4'])
    await user.keyboard('{Home}{Shift>}X{/Shift}') // range order_5 .. order_1
    expect(ids(onSelectionChange.mock.lastCall![0])).toEqual(['order_1', 'order_2', 'order_3', 'order_4', 'order_5'])
  })

  it('shift-clicking a row checkbox selects the range like shift+x', async () => {
    const user = userEvent.setup({ delay: null })
    const onSelectionChange = vi.fn<(rows: Order[]) => void>()
    renderPanel({ onSelectionChange })
    await user.click(screen.getByRole('checkbox', { name: 'Select 3' }))
    await user.keyboard('{Shift>}')
    await user.click(screen.getByRole('checkbox', { name: 'Select 6' }))
    await user.keyboard('{/Shift}')
    expect(ids(onSelectionChange.mock.lastCall![0])).toEqual(['order_3', 'order_4', 'order_5', 'order_6'])
    // The header checkbox reflects a partial selection and selects the whole page.
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement
    expect(all.checked).toBe(false)
    expect(all.indeterminate).toBe(true)
    await user.click(all)
    expect(onSelectionChange.mock.lastCall![0]).toHaveLength(50)
  })

  it('Enter opens the focused row; a click focuses and opens a row', async () => {
    const user = userEvent.setup({ delay: null })
    const onOpen = vi.fn<(row: Order) => void>()
    const onFocusedRowChange = vi.fn<(row: Order) => void>()
    const { container } = renderPanel({ onOpen, onFocusedRowChange })
    focusFirstRow(container)
    await user.keyboard('{Enter}')
    expect(onOpen.mock.lastCall![0].id).toBe('order_1') // Tab onto the first row, Enter opens it
    await user.keyboard('jj{Enter}')
    expect(onOpen).toHaveBeenCalledTimes(2)
    expect(onOpen.mock.lastCall![0].id).toBe('order_3')

    await user.click(within(container.querySelector('[data-row-id="order_7"]')!).getByText('buyer7@example.com'))
    expect(onOpen.mock.lastCall![0].id).toBe('order_7')
    expect(onFocusedRowChange.mock.lastCall![0].id).toBe('order_7')
    expect(focusedRowId(container)).toBe('order_7')
  })

  it('ignores the keys while typing in an input, even one inside the grid', async () => {
    const user = userEvent.setup({ delay: null })
    const onOpen = vi.fn()
    const { container } = renderPanel({ onOpen })
    const search = screen.getByRole('searchbox', { name: 'Search' })
    await user.click(search)
    await user.keyboard('jkx{Enter}')
    expect((search as HTMLInputElement).value).toBe('jkx')
    expect(focusedRowId(container)).toBeUndefined()
    expect(onOpen).not.toHaveBeenCalled()

    // An editable cell (a caller's inline editor) keeps its keys too.
    const cell = container.querySelector('[data-row-id="order_1"] td:last-child')!
    const input = document.createElement('input')
    cell.append(input)
    act(() => input.focus())
    fireEvent.keyDown(input, { key: 'j' })
    fireEvent.keyDown(input, { key: 'x' })
    expect(focusedRowId(container)).toBeUndefined()
    expect(container.querySelectorAll('tbody tr[aria-selected="true"]')).toHaveLength(0)
  })

  it('does not let handled keys reach document-level hotkeys', async () => {
    const user = userEvent.setup({ delay: null })
    const seen: string[] = []
    const listener = (event: KeyboardEvent) => seen.push(event.key)
    document.addEventListener('keydown', listener)
    try {
      const { container } = renderPanel()
      focusFirstRow(container)
      await user.keyboard('jq')
      expect(seen).toEqual(['q'])
    } finally {
      document.removeEventListener('keydown', listener)
    }
  })

  it('clears the selection of rows that leave the page', async () => {
    const user = userEvent.setup({ delay: null })
    const onSelectionChange = vi.fn<(rows: Order[]) => void>()
    const { container } = renderPanel({ onSelectionChange })
    focusFirstRow(container)
    await user.keyboard('x')
    expect(ids(onSelectionChange.mock.lastCall![0])).toEqual(['order_1'])
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(bodyRows(container)[0]?.getAttribute('data-row-id')).toBe('order_51')
    expect(onSelectionChange.mock.lastCall![0]).toEqual([])
    expect(container.querySelectorAll('tbody tr[aria-selected="true"]')).toHaveLength(0)
  })

  it('leaves Enter to a header button: it sorts and opens nothing', async () => {
    const user = userEvent.setup({ delay: null })
    const onOpen = vi.fn()
    const { location, container } = renderPanel({ onOpen })
    focusFirstRow(container)
    await user.keyboard('jj') // a focused row exists
    act(() => screen.getByRole('button', { name: /^Total/ }).focus())
    await user.keyboard('{Enter}')
    expect(onOpen).not.toHaveBeenCalled()
    expect(location()).toBe('/orders?order=total')
  })

  it('without selection, has no checkboxes and x selects nothing', async () => {
    const user = userEvent.setup({ delay: null })
    const onSelectionChange = vi.fn()
    const rows = makeOrders(5)
    const { container } = render(
      <DataTable
        id="plain"
        label="Plain"
        rows={rows}
        getRowId={getOrderId}
        columns={orderColumns}
        count={5}
        selectable={false}
        onSelectionChange={onSelectionChange}
      />,
    )
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.getByRole('grid').hasAttribute('aria-multiselectable')).toBe(false)
    focusFirstRow(container)
    await user.keyboard('x{Shift>}X{/Shift} ')
    expect(focusedRowId(container)).toBe('order_1')
    expect(onSelectionChange).not.toHaveBeenCalled()
    expect(container.querySelectorAll('tbody tr[aria-selected]')).toHaveLength(0)
  })
})
