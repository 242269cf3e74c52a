import type { ProductCategory } from '@medusajs/client-types'
import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { productCategories } from '@/api/admin/product-categories'
import { listViewAtom } from '@/atoms/core/context'
import ProductsArea from '@/panels/products/ProductsArea'
import { withMockDb } from '../../mocks/handlers'
import { loadStoreFlags } from '../../support/storeFlags'
import { renderArea } from '../renderArea'

const mock = withMockDb()
beforeEach(() => localStorage.clear())
configure({ asyncUtilTimeout: 5000 })

const make = async (name: string, parentId?: string) =>
  (await productCategories.create({ name, ...(parentId ? { parent_category_id: parentId } : {}) })).product_category as ProductCategory

describe("the products table's category filter", () => {
  it('offers the categories under their parent, filters by category_id and says the category in the table’s description', async () => {
    const shoes = await make('Shoes')
    const running = await make('Running', shoes.id)
    const [first] = mock.db.products
    if (!first) throw new Error('no product')
    await productCategories.addProducts(running.id, { product_ids: [{ id: first.id }] })
    const user = userEvent.setup({ delay: null })
    const { store, location } = renderArea('products', <ProductsArea />, '/a/products?status=published')
    await loadStoreFlags(store)
    const select = await screen.findByRole('combobox', { name: 'Category' })
    expect(screen.getByRole('combobox', { name: 'Sales channel' })).toBeDefined()
    await waitFor(() => expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(expect.arrayContaining(['Shoes', 'Shoes › Running'])))
    await user.selectOptions(select, running.id)
    await waitFor(() => expect(location()).toContain(`category_id=${running.id}`))
    await waitFor(() => expect(store.get(listViewAtom)).toMatchObject({ count: 1, description: "with status published, in category 'Shoes › Running'" }))
    expect(store.get(listViewAtom)?.query).toMatchObject({ category_id: [running.id] })
  }, 60_000)

  it('shows no category (or sales channel) filter while the store’s flag for it is off', async () => {
    for (const flag of mock.db.featureFlags) if (flag.key === 'product_categories' || flag.key === 'sales_channels') flag.value = false
    const { store } = renderArea('products', <ProductsArea />, '/a/products?status=published')
    await loadStoreFlags(store)
    await screen.findByRole('combobox', { name: 'Status' })
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Sales channel' })).toBeNull()
  }, 60_000)
})
