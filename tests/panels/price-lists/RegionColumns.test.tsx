import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import PriceListsArea from '@/panels/price-lists/PriceListsArea'
import { withMockDb } from '../../mocks/handlers'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const db = () => mock.db as PriceListsMockDb
const summer = () => {
  const list = db().priceLists.find((l) => l.name === 'Summer Sale')
  if (!list) throw new Error('no Summer Sale')
  return list
}
const priceGrid = () => screen.getByRole('grid', { name: 'Prices of Summer Sale' })
const cell = (row: number, col: number) => priceGrid().querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`) as HTMLElement

beforeEach(() => localStorage.clear())

describe('region columns in the price grid', () => {
  it('shows a column per region the list has prices in, by name and currency, and edits it in that currency', async () => {
    const uk = db().regions.find((r) => r.name === 'United Kingdom')
    const [first] = summer().prices
    if (!uk || !first) throw new Error('no seed')
    // One variant of the list gets a UK price of £12.00.
    summer().prices.push({ ...first, id: 'ma_uk_1', region_id: uk.id, currency_code: 'gbp', amount: 1200 })
    renderArea('price-lists', <PriceListsArea />, `/a/price-lists/${summer().id}`)
    await screen.findByRole('article', { name: 'Summer Sale' })
    await waitFor(() => expect(within(priceGrid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Variant', 'SKU', 'EUR', 'USD', 'United Kingdom (GBP)']))
    const ukCells = Array.from(priceGrid().querySelectorAll<HTMLElement>('[data-cell$=":2"]'))
    const priced = ukCells.filter((c) => c.textContent === formatMoney(1200, 'gbp'))
    expect(priced).toHaveLength(1)
    const row = Number(priced[0]?.dataset.cell?.split(':')[0])

    const user = userEvent.setup({ delay: null })
    await user.click(cell(row, 2))
    await user.keyboard('{Enter}')
    const input = within(cell(row, 2)).getByRole('textbox')
    expect(input.getAttribute('aria-label')).toMatch(/^Price of .+ in United Kingdom \(GBP\)$/)
    await user.clear(input)
    await user.type(input, '13.50{Enter}')
    await waitFor(() => expect(cell(row, 2).textContent).toContain(formatMoney(1350, 'gbp')))
    expect(cell(row, 2).textContent).toContain('(edited, unsaved)')
  }, 60_000)
})
