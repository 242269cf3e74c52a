import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import PriceListsArea from '@/panels/price-lists/PriceListsArea'
import { recordRequests, requestsOf } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { server } from '../../mocks/server'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()
const db = () => mock.db as PriceListsMockDb
const summer = () => db().priceLists.find((l) => l.name === 'Summer Sale')

beforeEach(() => localStorage.clear())

const renderLists = (path = '/a/price-lists') => renderArea('price-lists', <PriceListsArea />, path)
const listRows = () => Array.from(screen.getByRole('grid', { name: 'Price lists' }).querySelectorAll('tbody tr[data-row-id]'))
const priceGrid = () => screen.getByRole('grid', { name: 'Prices of Summer Sale' })
const cell = (row: number, col: number) => priceGrid().querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`) as HTMLElement
/** Rows go by product title: the Sweatshirt's S, M, L (rows 0-2), then the T-Shirt's four. */
const amountsOf = (variantIndex: number, currency: string) => {
  const variant = db().products[1]?.variants[variantIndex]
  return (summer()?.prices ?? []).filter((p) => p.variant_id === variant?.id && p.currency_code === currency).map((p) => p.amount)
}

async function openSummer() {
  renderLists(`/a/price-lists/${summer()?.id}`)
  await screen.findByRole('article', { name: 'Summer Sale' })
  await waitFor(() => expect(cell(0, 0)).toBeTruthy())
}

describe('price lists table', () => {
  it('shows name, type, status and groups, without asking for the prices; the status filter lives in the URL', async () => {
    const { location } = renderLists()
    await waitFor(() => expect(listRows()).toHaveLength(2))
    const row = screen.getByText('Summer Sale').closest('tr') as HTMLElement
    expect(within(row).getByText('Sale')).toBeDefined()
    expect(within(row).getByText('active')).toBeDefined()
    expect(within(row).getByText('VIP')).toBeDefined()
    expect(requestsOf(seen, 'GET', '/admin/price-lists').map((r) => r.query.get('expand'))).toEqual([null])
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft')
    await waitFor(() => expect(listRows()).toHaveLength(1))
    expect(location()).toContain('status=draft')
    expect(requestsOf(seen, 'GET', '/admin/price-lists').at(-1)?.query.toString()).toContain('status')
  }, 60_000)
})

describe('price grid', () => {
  it('is an ARIA grid with one row per variant and a column per currency, and no serious axe violation', async () => {
    await openSummer()
    expect(priceGrid().getAttribute('aria-rowcount')).toBe('8')
    expect(priceGrid().getAttribute('aria-colcount')).toBe('5')
    expect(within(priceGrid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Variant', 'SKU', 'EUR', 'USD'])
    expect(cell(0, 0).textContent).toBe('€14.00')
    expect(cell(0, 0).getAttribute('tabindex')).toBe('0')
    expect(cell(0, 1).getAttribute('tabindex')).toBe('-1')
    await expectNoSeriousA11yViolations()
  }, 60_000)

  it('types, pastes a block, marks edited cells, previews and saves in one batch', async () => {
    const user = userEvent.setup({ delay: null })
    await openSummer()
    cell(0, 0).focus()
    await user.keyboard('8,5')
    const input = screen.getByRole('textbox', { name: 'Price of SWEATSHIRT-S in EUR' })
    expect((input as HTMLInputElement).value).toBe('8,5')
    await user.keyboard('{Enter}')
    expect(cell(0, 0).textContent).toBe('€8.50 (edited, unsaved)')
    expect(document.activeElement).toBe(cell(1, 0))
    // Escape leaves a cell as it was.
    await user.keyboard('{Enter}99{Escape}')
    expect(cell(1, 0).textContent).toBe('€15.00')
    // A 3×2 block from a spreadsheet fills from the focused cell.
    await user.keyboard('{ArrowDown}')
    await user.paste('1\t2\n3\t4\n5\t6\n')
    expect([cell(2, 0), cell(2, 1), cell(4, 1)].map((c) => c.textContent)).toEqual(['€1.00 (edited, unsaved)', '$2.00 (edited, unsaved)', '$6.00 (edited, unsaved)'])
    expect(screen.getByText('Pasted 6 cells')).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Prices (14) · 7 unsaved' })).toBeDefined()

    await user.click(screen.getByRole('button', { name: 'Save edited prices' }))
    const question = await screen.findByText(/^Save Summer Sale: 7 changed, 0 added, 0 removed/)
    expect(question.textContent).toContain('EUR: €14.00 → €8.50')
    await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(amountsOf(0, 'eur')).toEqual([850]))
    expect(requestsOf(seen, 'POST', /prices\/batch$/)).toHaveLength(1)
    expect(requestsOf(seen, 'DELETE', /prices\/batch$/)).toHaveLength(1)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Prices (14)' })).toBeDefined())
    expect(cell(0, 0).textContent).toBe('€8.50')
  }, 60_000)

  it('refuses what is no amount in the cell, and a failed save leaves every edited cell marked', async () => {
    const user = userEvent.setup({ delay: null })
    await openSummer()
    cell(0, 1).focus()
    await user.keyboard('abc{Enter}')
    expect(screen.getByRole('textbox', { name: 'Price of SWEATSHIRT-S in USD' }).getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById('price-grid-status')?.textContent).toContain('“abc” is not an amount: type an amount like 19.99')
    await user.keyboard('{Control>}a{/Control}7{Tab}')
    expect(cell(0, 1).textContent).toBe('$7.00 (edited, unsaved)')
    server.use(http.post(`${BASE}/admin/price-lists/:id/prices/batch`, () => HttpResponse.json({ type: 'invalid_data', message: 'amount must be an integer number' }, { status: 400 })))
    await user.click(screen.getByRole('button', { name: 'Save edited prices' }))
    await user.click(within((await screen.findByText(/^Save Summer Sale/)).closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Confirm' }))
    expect((await screen.findAllByText('amount must be an integer number')).length).toBeGreaterThan(0)
    expect(cell(0, 1).textContent).toBe('$7.00 (edited, unsaved)')
    expect(amountsOf(0, 'usd')).toEqual([1600])
  }, 60_000)

  it('Delete marks the selected prices removed; ctrl+s saves them as one batch delete', async () => {
    const user = userEvent.setup({ delay: null })
    await openSummer()
    cell(0, 0).focus()
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Delete}')
    expect(cell(0, 1).textContent).toBe('$16.00 (removed, unsaved)')
    // ctrl+s is the save command's key in a price list's panel.
    await user.keyboard('{Control>}s{/Control}')
    const question = await screen.findByText(/^Save Summer Sale: 0 changed, 0 added, 2 removed/)
    await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(amountsOf(0, 'usd')).toEqual([]))
    expect(requestsOf(seen, 'POST', /prices\/batch$/)).toHaveLength(0)
    expect(amountsOf(0, 'eur')).toEqual([])
  }, 60_000)

  it('a click elsewhere writes the edit, as a spreadsheet does', async () => {
    const user = userEvent.setup({ delay: null })
    await openSummer()
    await user.dblClick(cell(0, 0))
    await user.keyboard('21')
    await user.click(cell(2, 1))
    expect(cell(0, 0).textContent).toBe('€21.00 (edited, unsaved)')
    expect(cell(2, 1).getAttribute('tabindex')).toBe('0')
  }, 60_000)
})

describe('price list panel buttons', () => {
  it("open each button's command on its first page, naming the list", async () => {
    const user = userEvent.setup({ delay: null })
    await openSummer()
    const article = screen.getByRole('article', { name: 'Summer Sale' })
    const pages: Record<string, string> = {
      'Edit price list': 'Edit price list › Name',
      'Delete price list': 'Delete price list',
      'Add products to price list…': 'Add products to price list… › Products',
      "Remove a product's prices from price list…": "Remove a product's prices from price list…",
    }
    for (const [name, page] of Object.entries(pages)) {
      await user.click(within(article).getByRole('button', { name }))
      const dialog = await screen.findByRole('dialog')
      expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(page)
      await user.keyboard('{Escape}{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    }
    expect(within(article).getByRole('button', { name: 'Save edited prices' }).hasAttribute('disabled')).toBe(true)
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([])
  }, 60_000)
})
