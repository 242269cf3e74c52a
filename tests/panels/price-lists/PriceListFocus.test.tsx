import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { registry } from '@/commands/index'
import PriceListsArea from '@/panels/price-lists/PriceListsArea'
import { withMockDb } from '../../mocks/handlers'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { renderArea } from '../renderArea'

// Issue #31: an opened record takes the keyboard (its heading), its commands are the first Tab away,
// and the price grid is one key (p, "Focus prices") away from anywhere in the panel.

const mock = withMockDb()
const summer = () => (mock.db as PriceListsMockDb).priceLists.find((l) => l.name === 'Summer Sale')
const heading = () => screen.getByRole('heading', { level: 2, name: 'Summer Sale' })
const cell = (row: number, col: number) =>
  screen.getByRole('grid', { name: 'Prices of Summer Sale' }).querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`) as HTMLElement

beforeEach(() => localStorage.clear())

const renderLists = (path = '/a/price-lists') => renderArea('price-lists', <PriceListsArea />, path)

describe('focus in a price list', () => {
  it('opened by its URL, the heading has the focus; the first Tab reaches its commands', async () => {
    const user = userEvent.setup({ delay: null })
    renderLists(`/a/price-lists/${summer()?.id}`)
    await screen.findByRole('article', { name: 'Summer Sale' })
    await waitFor(() => expect(document.activeElement).toBe(heading()))
    await user.tab()
    const toolbar = screen.getByRole('toolbar', { name: 'Price list actions' })
    expect(document.activeElement).toBe(within(toolbar).getAllByRole('button')[0])
  }, 60_000)

  it('opened with Enter on its row, the heading takes the focus from the table', async () => {
    const user = userEvent.setup({ delay: null })
    renderLists()
    const grid = await screen.findByRole('grid', { name: 'Price lists' })
    await waitFor(() => expect(grid.querySelectorAll('tbody tr[data-row-id]')).toHaveLength(2))
    const row = screen.getByText('Summer Sale').closest('tr') as HTMLElement
    row.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('article', { name: 'Summer Sale' })
    await waitFor(() => expect(document.activeElement).toBe(heading()))
  }, 60_000)

  it('p focuses the grid on its focused cell, where typing edits the price', async () => {
    const user = userEvent.setup({ delay: null })
    renderLists(`/a/price-lists/${summer()?.id}`)
    await screen.findByRole('article', { name: 'Summer Sale' })
    await waitFor(() => expect(cell(0, 0)).toBeTruthy())
    await waitFor(() => expect(document.activeElement).toBe(heading()))
    await user.keyboard('p')
    await waitFor(() => expect(document.activeElement).toBe(cell(0, 0)))
    await user.keyboard('9{Enter}')
    expect(cell(0, 0).textContent).toBe('€9.00 (edited, unsaved)')
  }, 60_000)

  it('p before the prices have arrived focuses the grid once they are in', async () => {
    const user = userEvent.setup({ delay: null })
    renderLists(`/a/price-lists/${summer()?.id}`)
    await screen.findByRole('article', { name: 'Summer Sale' })
    await waitFor(() => expect(document.activeElement).toBe(heading()))
    // Pressed at once: the grid's rows (the list's products) may still be on their way.
    await user.keyboard('p')
    await waitFor(() => expect(document.activeElement).toBe(cell(0, 0)))
  }, 60_000)

  it("is listed on the '?' sheet as Focus prices, on p, and nowhere clashes (the registry builds)", async () => {
    const user = userEvent.setup({ delay: null })
    renderLists(`/a/price-lists/${summer()?.id}`)
    await screen.findByRole('article', { name: 'Summer Sale' })
    await waitFor(() => expect(document.activeElement).toBe(heading()))
    await user.keyboard('?')
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const row = within(within(sheet).getByRole('region', { name: 'Price lists' })).getByText('Focus prices').closest('div') as HTMLElement
    expect(row.querySelector('kbd')?.textContent).toContain('P')
    expect(registry.get('price-lists.focus-prices')).toMatchObject({ hotkey: 'p', scope: 'price-list' })
  }, 60_000)

  it('does not take the focus from the palette open while the record loads', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderLists()
    await screen.findByRole('grid', { name: 'Price lists' })
    await user.keyboard('{Control>}k{/Control}')
    const palette = await screen.findByRole('dialog', { name: 'Command palette' })
    const search = within(palette).getByRole('combobox')
    await waitFor(() => expect(document.activeElement).toBe(search))
    await act(() => router.navigate(`/a/price-lists/${summer()?.id}`))
    await screen.findByRole('article', { name: 'Summer Sale' })
    expect(document.activeElement).toBe(search)
  }, 60_000)
})
