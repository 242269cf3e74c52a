import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { DataTable, columnsStorageKey } from '@/panels/shared/table'
import { getOrderId, makeOrders, orderColumns, renderPanel } from './fixtures'

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim())

describe('column visibility', () => {
  beforeEach(() => localStorage.clear())

  it('hides and shows columns from the Columns menu and remembers them per table id', async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderPanel()
    expect(headers()).toEqual(['', 'Order', 'Customer', 'Total', 'Date'])

    const toggle = screen.getByRole('button', { name: 'Columns' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('group', { name: 'Visible columns' })
    // 'Order' may not be hidden (enableHiding: false), so it is not offered.
    expect(within(menu).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Customer',
      'Total',
      'Date',
    ])

    await user.click(within(menu).getByRole('checkbox', { name: 'Customer' }))
    expect(headers()).toEqual(['', 'Order', 'Total', 'Date'])
    expect(screen.queryByText('buyer1@example.com')).toBeNull()
    expect(JSON.parse(localStorage.getItem(columnsStorageKey('orders')) ?? 'null')).toEqual({ email: false })

    // A fresh mount (another visit) reads the saved choice.
    first.unmount()
    renderPanel()
    expect(headers()).toEqual(['', 'Order', 'Total', 'Date'])
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const box = within(screen.getByRole('group', { name: 'Visible columns' })).getByRole('checkbox', { name: 'Customer' })
    expect((box as HTMLInputElement).checked).toBe(false)
    await user.click(box)
    expect(headers()).toEqual(['', 'Order', 'Customer', 'Total', 'Date'])
    expect(screen.getByText('buyer1@example.com')).toBeTruthy()
    expect(JSON.parse(localStorage.getItem(columnsStorageKey('orders')) ?? 'null')).toEqual({ email: true })
  })

  it('applies initialColumnVisibility until the operator chooses, and keeps tables apart', async () => {
    const user = userEvent.setup({ delay: null })
    const rows = makeOrders(3)
    const table = (id: string) => (
      <DataTable
        id={id}
        label={id}
        rows={rows}
        getRowId={getOrderId}
        columns={orderColumns}
        count={3}
        initialColumnVisibility={{ total: false }}
      />
    )
    const { rerender } = render(table('orders'))
    expect(headers()).toEqual(['', 'Order', 'Customer', 'Date'])
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    await user.click(screen.getByRole('checkbox', { name: 'Total' }))
    expect(headers()).toEqual(['', 'Order', 'Customer', 'Total', 'Date'])

    rerender(table('drafts'))
    expect(headers()).toEqual(['', 'Order', 'Customer', 'Date'])
    expect(localStorage.getItem(columnsStorageKey('drafts'))).toBeNull()
  })

  it('ignores a corrupt saved value', () => {
    localStorage.setItem(columnsStorageKey('orders'), '{not json')
    renderPanel()
    expect(headers()).toEqual(['', 'Order', 'Customer', 'Total', 'Date'])
  })

  it('closes the menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel()
    const toggle = screen.getByRole('button', { name: 'Columns' })
    await user.click(toggle)
    await user.click(screen.getByRole('checkbox', { name: 'Total' }))
    await user.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    expect(screen.queryByRole('group', { name: 'Visible columns' })).toBeNull()

    await user.click(toggle)
    act(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})
