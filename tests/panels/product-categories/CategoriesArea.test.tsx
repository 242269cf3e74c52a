import type { ProductCategory } from '@medusajs/client-types'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { productCategories } from '@/api/admin/product-categories'
import type { AppStore } from '@/atoms/core/query'
import { checkSessionAtom } from '@/atoms/core/session'
import { backgroundDataReadyAtom, featureFlagsAtom } from '@/atoms/core/store'
import { focusAtom } from '@/atoms/core/context'
import CategoriesArea from '@/panels/product-categories/CategoriesArea'
import { ProductCategories } from '@/panels/products/ProductCategories'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
configure({ asyncUtilTimeout: 5000 })

const make = async (name: string, parentId?: string, more: { is_active?: boolean; is_internal?: boolean; description?: string } = {}) =>
  (await productCategories.create({ name, ...more, ...(parentId ? { parent_category_id: parentId } : {}) })).product_category as ProductCategory

const rowsOf = (name: string) =>
  Array.from(screen.getByRole('grid', { name }).querySelectorAll('tbody tr[data-row-id]')).map((row) =>
    Array.from(row.querySelectorAll('td, th'))
      .map((cell) => cell.textContent ?? '')
      .filter(Boolean),
  )

/** The session checked and the page's data in, as the dashboard has it: the store's flags then load. */
async function signIn(store: AppStore) {
  await store.set(checkSessionAtom)
  store.set(backgroundDataReadyAtom, true)
}

let shoes: ProductCategory
beforeEach(async () => {
  localStorage.clear()
  shoes = await make('Shoes', undefined, { is_active: true, description: 'Every kind of shoe' })
  const running = await make('Running', shoes.id, { is_active: true })
  await make('Spikes', running.id, { is_internal: true })
  await make('Bags')
})

describe('the categories table', () => {
  it('shows the tree, each category after its parent and one step in; a search lists matches flat with their parent', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderArea('product-categories', <CategoriesArea />, '/a/product-categories')
    await waitFor(() =>
      expect(rowsOf('Categories').map((r) => r.slice(0, 5))).toEqual([
        ['Shoes', '/shoes', '—', 'active', 'public'],
        ['↳ Running', '/running', 'Shoes', 'active', 'public'],
        ['↳ Spikes', '/spikes', 'Running', 'inactive', 'internal'],
        ['Bags', '/bags', '—', 'inactive', 'public'],
      ]),
    )
    expect(screen.getByRole('row', { name: /Spikes \(under Running\)/ })).toBeDefined()
    await user.type(screen.getByRole('searchbox', { name: 'Search categories by name or handle' }), 'spi{Enter}')
    await waitFor(() => expect(location()).toBe('/a/product-categories?q=spi'))
    await waitFor(() => expect(rowsOf('Categories').map((r) => r.slice(0, 3))).toEqual([['Spikes', '/spikes', 'Running']]))
  }, 60_000)
})

describe('a category panel', () => {
  it('shows its fields, sub-categories and products, every control named; commands then act on it', async () => {
    const [hoodie] = mock.db.products
    await productCategories.addProducts(shoes.id, { product_ids: [{ id: hoodie?.id ?? '' }] })
    const { store } = renderArea('product-categories', <CategoriesArea />, `/a/product-categories/${shoes.id}`, { products: <p>Products area</p> })
    const article = await screen.findByRole('article', { name: 'Shoes' })
    expect(within(article).getByText(/^\/shoes · top level · updated/)).toBeDefined()
    expect(within(article).getByText('Every kind of shoe')).toBeDefined()
    const [running] = (await productCategories.list({ q: 'Running' })).product_categories
    expect(within(article).getByRole('link', { name: 'Running' }).getAttribute('href')).toBe(`/a/product-categories/${running?.id}`)
    expect(within(article).getByRole('heading', { name: 'Sub-categories (1)' })).toBeDefined()
    await waitFor(() => expect(rowsOf('Products in Shoes').map((r) => r[0])).toEqual([hoodie?.title]))
    for (const name of ['Edit', 'Add sub-category', 'Move up', 'Move down', 'Move under…', 'Delete', 'Add products', 'Remove products']) {
      expect(within(article).getAllByRole('button', { name: new RegExp(`^${name}`) }).length).toBeGreaterThan(0)
    }
    await waitFor(() => expect(store.get(focusAtom)).toMatchObject({ kind: 'product-category', id: shoes.id }))
    await expectNoSeriousA11yViolations()
  }, 60_000)
})

describe("a product's categories", () => {
  it('lists them as links with "Set categories" while the flag is on, and nothing while it is off', async () => {
    const [hoodie] = mock.db.products
    const id = hoodie?.id ?? ''
    await productCategories.addProducts(shoes.id, { product_ids: [{ id }] })
    const on = renderArea('products', <ProductCategories productId={id} />, `/a/products/${id}`)
    await signIn(on.store)
    expect(await screen.findByRole('heading', { name: 'Categories (1)' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Shoes' }).getAttribute('href')).toBe(`/a/product-categories/${shoes.id}`)
    expect(screen.getByRole('button', { name: /^Set categories/ })).toBeDefined()
    on.unmount()

    for (const flag of mock.db.featureFlags) if (flag.key === 'product_categories') flag.value = false
    const off = renderArea('products', <><ProductCategories productId={id} /><p>Product panel</p></>, `/a/products/${id}`)
    await signIn(off.store)
    await screen.findByText('Product panel')
    // The flags have arrived (off) by the time nothing shows.
    await waitFor(() => expect(off.store.get(featureFlagsAtom)).toMatchObject({ product_categories: false }))
    expect(screen.queryByRole('heading', { name: /^Categories/ })).toBeNull()
  }, 60_000)
})
