import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { listViewAtom, selectionAtom } from '@/atoms/core/context'
import CollectionsArea from '@/panels/collections/CollectionsArea'
import { recordRequests, requestsOf } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()

beforeEach(() => localStorage.clear())
configure({ asyncUtilTimeout: 5000 })

const renderCollections = (path = '/a/collections') =>
  renderArea('collections', <CollectionsArea />, path, { products: <p>Products area</p> })

const grid = (name: string) => screen.getByRole('grid', { name })
const rowsOf = (name: string) =>
  Array.from(grid(name).querySelectorAll('tbody tr[data-row-id]')).map((row) =>
    Array.from(row.querySelectorAll('td, th'))
      .map((cell) => cell.textContent ?? '')
      .filter(Boolean),
  )

describe('collections table', () => {
  it('lists title, handle and product count newest first from the store list, each count asked by its row; search and sort in the URL', async () => {
    const user = userEvent.setup({ delay: null })
    const { location, store } = renderCollections()
    await waitFor(() =>
      expect(rowsOf('Collections').map((r) => r.slice(0, 3))).toEqual([
        ['Essentials', 'essentials', '3'],
        ['Winter Collection', 'winter-collection', '3'],
        ['Summer Collection', 'summer-collection', '3'],
      ]),
    )
    // Medusa's admin list joins every product of each collection: the default page does not ask it.
    expect(requestsOf(seen, 'GET', '/admin/collections')).toHaveLength(0)
    expect(requestsOf(seen, 'GET', '/store/collections')).toHaveLength(1)
    expect(requestsOf(seen, 'GET', '/admin/products').map((r) => r.query.get('collection_id[0]')).sort()).toEqual(['pcol_1', 'pcol_2', 'pcol_3'])
    // The table reports its view from an effect after the rows paint.
    await waitFor(() => expect(store.get(listViewAtom)).toMatchObject({ kind: 'collection', count: 3 }))

    await user.click(screen.getByRole('button', { name: /^Title/ }))
    await waitFor(() => expect(location()).toBe('/a/collections?order=title'))
    await waitFor(() => expect(rowsOf('Collections').map((r) => r.slice(0, 3))).toEqual([
      ['Essentials', 'essentials', '3'],
      ['Summer Collection', 'summer-collection', '3'],
      ['Winter Collection', 'winter-collection', '3'],
    ]))
    expect(requestsOf(seen, 'GET', '/admin/collections').at(-1)?.query.get('order')).toBe('title')

    await user.type(screen.getByRole('searchbox', { name: 'Search collections by title or handle' }), 'wint{Enter}')
    await waitFor(() => expect(location()).toBe('/a/collections?order=title&q=wint'))
    await waitFor(() => expect(rowsOf('Collections').map((r) => r[0])).toEqual(['Winter Collection']))
  }, 60_000)
})

describe('collection detail', () => {
  it('shows handle, count, metadata and its products as a dense table with its own search', async () => {
    const user = userEvent.setup({ delay: null })
    mock.db.collections[1]!.metadata = { season: 'winter' }
    renderCollections('/a/collections/pcol_2')
    const article = await screen.findByRole('article', { name: 'Winter Collection' })
    expect(within(article).getByText(/^\/winter-collection · 3 products · updated/)).toBeDefined()
    expect(within(article).getByText('season')).toBeDefined()
    await waitFor(() => expect(rowsOf('Products in Winter Collection').map((r) => r[0]).sort()).toEqual(['Medusa Hoodie', 'Medusa Sweatpants', 'Medusa Sweatshirt']))
    expect(within(article).getByRole('link', { name: 'Show in the products table' }).getAttribute('href')).toBe('/a/products?collection_id=pcol_2')

    await user.type(within(article).getByRole('searchbox', { name: 'Search products in Winter Collection' }), 'hood{Enter}')
    await waitFor(() => expect(rowsOf('Products in Winter Collection').map((r) => r[0])).toEqual(['Medusa Hoodie']))
    // This collection's own product requests (a request another file left in flight may land here too).
    const ownProducts = requestsOf(seen, 'GET', '/admin/products').filter((r) => r.query.get('collection_id[0]') === 'pcol_2')
    expect(ownProducts.at(-1)?.query.get('q')).toBe('hood')
  }, 60_000)

  it('removes the selected products through the palette; table and count follow', async () => {
    const user = userEvent.setup({ delay: null })
    const { store } = renderCollections('/a/collections/pcol_2')
    const article = await screen.findByRole('article', { name: 'Winter Collection' })
    await waitFor(() => expect(rowsOf('Products in Winter Collection')).toHaveLength(3))
    await user.click(within(article).getByRole('checkbox', { name: 'Select Medusa Hoodie' }))
    expect(store.get(selectionAtom)).toMatchObject({ kind: 'product', ids: [mock.db.products.find((p) => p.title === 'Medusa Hoodie')?.id] })

    await user.click(within(article).getByRole('button', { name: 'Remove products from collection…' }))
    const question = await screen.findByText('Remove Medusa Hoodie from collection Winter Collection? The products stay, in no collection.')
    await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(rowsOf('Products in Winter Collection')).toHaveLength(2))
    await waitFor(() => expect(within(article).getByText(/^\/winter-collection · 2 products/)).toBeDefined())
  }, 60_000)

  it("opens each button's command on its first page; delete names the product count", async () => {
    const user = userEvent.setup({ delay: null })
    renderCollections('/a/collections/pcol_1')
    const article = await screen.findByRole('article', { name: 'Summer Collection' })
    await waitFor(() => expect(rowsOf('Products in Summer Collection')).toHaveLength(3))
    const pages: Record<string, string> = {
      'Edit collection: title, handle and metadata': 'Edit collection: title, handle and metadata › Title',
      'Delete collection': 'Delete collection',
      'Add products to collection…': 'Add products to collection… › Products',
    }
    for (const [name, page] of Object.entries(pages)) {
      await user.click(within(article).getByRole('button', { name }))
      const dialog = await screen.findByRole('dialog')
      expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(page)
      if (name === 'Delete collection') expect(within(dialog).getByText('Delete Summer Collection (3 products)? Its products stay; they leave the collection.')).toBeDefined()
      await user.keyboard('{Escape}{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
    }
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([])
  }, 60_000)

  it('shows a missing collection as not found', async () => {
    renderCollections('/a/collections/pcol_404')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Collection not found')
  }, 60_000)
})

describe('accessibility', () => {
  it('has no serious or critical axe violations with the table and a collection open', async () => {
    renderCollections('/a/collections/pcol_1')
    await screen.findByRole('article', { name: 'Summer Collection' })
    await waitFor(() => expect(rowsOf('Products in Summer Collection')).toHaveLength(3))
    await waitFor(() => expect(rowsOf('Collections')).toHaveLength(3))
    await expectNoSeriousA11yViolations()
  }, 60_000)
})
