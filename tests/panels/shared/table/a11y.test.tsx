import axe from 'axe-core'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { DataTable } from '@/panels/shared/table'
import { bodyRows, getOrderId, makeOrders, orderColumns, renderPanel } from './fixtures'

async function seriousViolations(container: HTMLElement) {
  const result = await axe.run(container, { resultTypes: ['violations'] })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('DataTable accessibility', () => {
  beforeEach(() => localStorage.clear())

  it('is a named grid with column headers, row checkboxes, pagination and a status', async () => {
    renderPanel()
    const grid = screen.getByRole('grid', { name: 'Orders' })
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(51))
    expect(grid.tagName).toBe('TABLE')
    expect(grid.getAttribute('aria-multiselectable')).toBe('true')
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(5)
    expect(within(grid).getAllByRole('row')).toHaveLength(51)
    expect(within(grid).getAllByRole('gridcell').length).toBe(50 * 5)
    expect(within(grid).getByRole('checkbox', { name: 'Select 7' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Showing 1–50 of 312')
    expect(screen.getByRole('columnheader', { name: /^Total/ }).className).toMatch(/num/)
  })

  it('has no serious or critical axe violations: at rest, with a cursor and selection, menu open', async () => {
    const user = userEvent.setup({ delay: null })
    const { container } = renderPanel()
    expect(await seriousViolations(container)).toEqual([])

    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('jjx{Shift>}{ArrowDown}{/Shift}')
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    expect(await seriousViolations(container)).toEqual([])
  })

  it('has no serious or critical axe violations with a detail open', async () => {
    const { container } = renderPanel({}, '/orders/order_3?offset=0')
    expect(screen.getByRole('region', { name: 'Order details' })).toBeTruthy()
    expect(await seriousViolations(container)).toEqual([])
  })

  it('announces empty, loading and error states inside the grid without violations', async () => {
    const base = { label: 'Orders', getRowId: getOrderId, columns: orderColumns, id: 'orders' }
    const { container, rerender } = render(<DataTable {...base} rows={[]} count={0} emptyText="No orders yet" />)
    expect(within(screen.getByRole('grid')).getByText('No orders yet')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('No results')
    expect(await seriousViolations(container)).toEqual([])

    rerender(<DataTable {...base} rows={[]} count={0} loading />)
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true')
    expect(within(screen.getByRole('grid')).getByText('Loading…')).toBeTruthy()

    rerender(<DataTable {...base} rows={makeOrders(2)} count={2} error={new Error('Server is down')} onRetry={() => {}} />)
    expect(screen.getByRole('alert').textContent).toContain('Server is down')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(await seriousViolations(container)).toEqual([])
  })
})
