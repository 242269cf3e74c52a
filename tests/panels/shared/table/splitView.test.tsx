import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bodyRows, focusedRowId, renderPanel } from './fixtures'

describe('SplitView and row links', () => {
  it('opens a row beside the table, keeping the table, its page, cursor and search params', async () => {
    const user = userEvent.setup({ delay: null })
    const { container, location } = renderPanel({}, '/orders?offset=50&order=total')
    const grid = screen.getByRole('grid', { name: 'Orders' })
    expect(screen.queryByRole('region', { name: 'Order details' })).toBeNull()

    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('jj{Enter}')
    expect(location()).toBe('/orders/order_53?offset=50&order=total')
    const detail = screen.getByRole('region', { name: 'Order details' })
    expect(within(detail).getByRole('heading').textContent).toBe('Order detail order_53')

    // Same table element (not remounted), same page, same cursor.
    expect(screen.getByRole('grid', { name: 'Orders' })).toBe(grid)
    expect(bodyRows(container)[0]?.dataset.rowId).toBe('order_51')
    expect(focusedRowId(container)).toBe('order_53')

    // Opening the next row from the open detail stays relative to the list, not the detail.
    await user.keyboard('j{Enter}')
    expect(location()).toBe('/orders/order_54?offset=50&order=total')

    await user.click(within(detail).getByRole('button', { name: 'Close order details' }))
    expect(location()).toBe('/orders?offset=50&order=total')
    expect(screen.queryByRole('region', { name: 'Order details' })).toBeNull()
    expect(screen.getByRole('grid', { name: 'Orders' })).toBe(grid)
    expect(focusedRowId(container)).toBe('order_54')
  })

  it('closes the detail on Escape and opens a deep link with the list beside it', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderPanel({}, '/orders/order_2?q=bob')
    const detail = screen.getByRole('region', { name: 'Order details' })
    expect(screen.getByRole('grid', { name: 'Orders' })).toBeTruthy()
    await user.click(within(detail).getByRole('heading'))
    await user.keyboard('{Escape}')
    expect(location()).toBe('/orders?q=bob')
  })

  it('gives the keyboard back to the row the detail was opened from when Escape closes it', async () => {
    const user = userEvent.setup({ delay: null })
    const { container, location } = renderPanel({}, '/orders')
    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('j{Enter}')
    expect(location()).toBe('/orders/order_2')
    // As an opened record does, the detail takes the focus.
    const detail = screen.getByRole('region', { name: 'Order details' })
    act(() => detail.focus())
    await user.keyboard('{Escape}')
    expect(location()).toBe('/orders')
    expect(document.activeElement).toBe(bodyRows(container)[1])
    await user.keyboard('j{Enter}')
    expect(location()).toBe('/orders/order_3')
  })

  it('closes the detail on Escape pressed before it took the keyboard, leaving the focus on the row', async () => {
    const user = userEvent.setup({ delay: null })
    const { container, location } = renderPanel({}, '/orders')
    act(() => bodyRows(container)[0]!.focus())
    // The fixture's detail does not take the focus: the row keeps it, as while a record still loads.
    await user.keyboard('j{Enter}')
    expect(location()).toBe('/orders/order_2')
    expect(document.activeElement).toBe(bodyRows(container)[1])
    await user.keyboard('{Escape}')
    expect(location()).toBe('/orders')
    expect(document.activeElement).toBe(bodyRows(container)[1])
    // With nothing open, Escape in the list changes nothing.
    await user.keyboard('{Escape}')
    expect(location()).toBe('/orders')
  })

  it('closes the detail on Escape with nothing focused (the row re-rendered away before the record took the keyboard)', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderPanel({}, '/orders/order_2')
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(document.activeElement).toBe(document.body)
    await user.keyboard('{Escape}')
    expect(location()).toBe('/orders')
  })

  it('does not close the detail when Escape is pressed in a text field', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderPanel({}, '/orders/order_2')
    const detail = screen.getByRole('region', { name: 'Order details' })
    const input = document.createElement('input')
    detail.append(input)
    await user.click(input)
    await user.keyboard('{Escape}')
    expect(location()).toBe('/orders/order_2')
  })

  it('opens a row with a mouse click, keeping the search params', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderPanel({}, '/orders?status=pending')
    await user.click(screen.getByText('buyer4@example.com'))
    expect(location()).toBe('/orders/order_4?status=pending')
  })
})
