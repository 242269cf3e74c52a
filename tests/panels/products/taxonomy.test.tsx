import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import ProductsArea from '@/panels/products/ProductsArea'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()

beforeEach(() => localStorage.clear())

const renderTaxonomy = (path = '/a/products/taxonomy') => renderArea('products', <ProductsArea />, path)
const panel = () => screen.findByRole('region', { name: 'Tags and types' }, { timeout: 10_000 })
const grid = () => screen.getByRole('grid', { name: 'Products' })
const rowCount = () => grid().querySelectorAll('tbody tr[data-row-id]').length
const palette = () => screen.getByRole('dialog')
const tagsOf = (title: string) => {
  const product = mock.db.products.find((p) => p.title === title)
  return (product?.tag_ids ?? []).map((id) => mock.db.tags.find((t) => t.id === id)?.value)
}

describe('the tags and types panel', () => {
  it('opens beside the products table and says plainly that Medusa v1 cannot rename a tag or a type; axe finds nothing serious', async () => {
    renderTaxonomy()
    const region = await panel()
    expect(within(region).getByRole('heading', { name: 'Product tags and types' })).toBeDefined()
    expect(within(region).getByText(/Medusa v1 cannot rename or delete a tag or a type/)).toBeDefined()
    const tags = await within(region).findByRole('table', { name: /Tags by the number of products/ })
    expect(within(tags).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['cotton', 'summer', 'sale', 'new'])
    expect(within(region).queryByRole('button', { name: /rename/i })).toBeNull()
    await waitFor(() => expect(rowCount()).toBe(12))
    // The bulk edits act on the table beside the panel, so they are offered here.
    const group = within(region).getByRole('group', { name: 'Change the products in the table' })
    // Enabled once the table reports what its filter matches.
    await waitFor(() => expect(within(group).getAllByRole('button').map((b) => [b.getAttribute('aria-label') ?? b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['Add tags to products…', false],
      ['Remove tags from products…', false],
      ['Set type of products…', false],
    ]))
    await expectNoSeriousA11yViolations()
  }, 45_000)

  it('filters the table to a tag’s products and keeps the panel open', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderTaxonomy()
    const region = await panel()
    await user.click(await within(region).findByRole('link', { name: 'Show products tagged summer' }))
    await waitFor(() => expect(location()).toBe(`/a/products/taxonomy?tags=tag_2`))
    await waitFor(() => expect(rowCount()).toBe(3))
    expect(await panel()).toBeDefined()
  }, 45_000)

  it('removes a tag from the products its filter shows, after a preview naming each change', async () => {
    const user = userEvent.setup({ delay: null })
    renderTaxonomy('/a/products/taxonomy?tags=tag_2')
    const region = await panel()
    await waitFor(() => expect(rowCount()).toBe(3))
    // Enabled once the table beside it reports its products to the commands (a loaded machine lags the rows).
    const remove = await within(region).findByRole('button', { name: 'Remove tags from products…: summer' })
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 })
    await user.click(remove)
    await screen.findByRole('dialog', {}, { timeout: 10_000 })
    const option = await within(palette()).findByRole('option', { name: /^All 3 products/ }, { timeout: 10_000 })
    await user.click(option)
    await within(palette()).findByText(/Remove summer \w+ 3 products: .*Medusa Cap \(summer → no tags\)/, {}, { timeout: 10_000 })
    await user.click(within(palette()).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(tagsOf('Medusa T-Shirt')).toEqual(['cotton']))
    expect(tagsOf('Medusa Shorts')).toEqual(['sale'])
    // The panel's counts come back from Medusa: the tag stays (Medusa has no way to delete it), on no product.
    const summerRow = () => within(region).getByRole('link', { name: 'Show products tagged summer' }).closest('tr') as HTMLElement
    await waitFor(() => expect(within(summerRow()).getAllByRole('cell')[0]?.textContent).toBe('0'))
  }, 45_000)
})
