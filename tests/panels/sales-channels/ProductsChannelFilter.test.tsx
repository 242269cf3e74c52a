import { configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { listViewAtom } from '@/atoms/core/context'
import ProductsArea from '@/panels/products/ProductsArea'
import { withMockDb } from '../../mocks/handlers'
import { renderArea } from '../renderArea'

withMockDb()
beforeEach(() => localStorage.clear())
configure({ asyncUtilTimeout: 5000 })

const renderProducts = (path: string) =>
  renderArea('products', <ProductsArea />, path, { 'sales-channels': <p>Sales channels area</p> })

describe("the products table's sales channel filter", () => {
  it('filters by sales_channel_id, names the channel for commands on every matching row, and links to the channel', async () => {
    const user = userEvent.setup({ delay: null })
    const { store, location } = renderProducts('/a/products?sales_channel_id=sc_2&status=published')
    await waitFor(() =>
      expect(store.get(listViewAtom)).toMatchObject({ kind: 'product', count: 3, description: "with status published, sold in 'Wholesale'" }),
    )
    expect(store.get(listViewAtom)?.query).toMatchObject({ sales_channel_id: ['sc_2'], status: ['published'] })
    await user.click(await screen.findByRole('link', { name: 'Open this sales channel' }))
    await waitFor(() => expect(location()).toBe('/a/sales-channels/sc_2'))
    expect(screen.getByText('Sales channels area')).toBeDefined()
  }, 60_000)

  it('names tags and collections in the description, and the search', async () => {
    const { store } = renderProducts('/a/products?tags=tag_2&collection_id=pcol_1&q=medusa')
    await waitFor(() =>
      expect(store.get(listViewAtom)?.description).toBe("tagged 'summer', in collection 'Summer Collection', matching 'medusa'"),
    )
  }, 60_000)
})
