import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import ProductsArea from '@/panels/products/ProductsArea'
import { recordRequests, requestsOf } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { withInventoryModules } from '../../mocks/inventory/db'
import { loadStoreFlags } from '../../support/storeFlags'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()

beforeEach(() => localStorage.clear())
configure({ asyncUtilTimeout: 5000 })

const shirt = () => mock.db.products.find((p) => p.title === 'Medusa T-Shirt')
const openShirt = async () => {
  const rendered = renderArea('products', <ProductsArea />, `/a/products/${shirt()?.id ?? ''}`)
  await loadStoreFlags(rendered.store)
  const article = await screen.findByRole('article', { name: 'Medusa T-Shirt' })
  return within(article).getByRole('table', { name: 'Variants of Medusa T-Shirt' })
}
/** A level's line without its button. */
const lineOf = (item: Element) => item.firstChild?.textContent?.trim()
/** The Stock cell of each variant row: its figure, or its levels' lines. */
const stockCells = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr')).map((row) => {
    const cell = row.querySelectorAll('td')[2]
    const lines = Array.from(cell?.querySelectorAll('li') ?? []).map(lineOf)
    return lines.length ? lines.join(' / ') : cell?.textContent
  })

describe('a variant row’s stock', () => {
  it('on a store without the inventory modules: the variant’s own inventory_quantity, and nothing asked of inventory', async () => {
    const table = await openShirt()
    expect(stockCells(table)).toEqual(['10', '20', '30', '40'])
    expect(requestsOf(seen, 'GET', /inventory|stock-locations/)).toEqual([])
  }, 60_000)

  it('on a store with them: the variant’s level at each location, each one button from its adjustment', async () => {
    withInventoryModules(mock.db)
    const table = await openShirt()
    const first = await within(table).findByRole('list', { name: 'Stock of S / Black per location' })
    await waitFor(() =>
      expect(within(first).getAllByRole('listitem').map(lineOf)).toEqual([
        'Amsterdam warehouse: 10 stocked · 3 reserved · 7 available',
        'Berlin store: 5 stocked · 0 reserved · 5 available',
      ]),
    )
    const adjust = within(first).getByRole('button', { name: 'Adjust availability: stocked quantity at a location: S / Black at Berlin store' }) as HTMLButtonElement
    await waitFor(() => expect(adjust.disabled).toBe(false))
    await waitFor(() => expect(stockCells(table)[1]).toBe('Amsterdam warehouse: 20 stocked · 0 reserved · 20 available'))
  }, 60_000)
})
