import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ProductsArea from '@/panels/products/ProductsArea'
import { withMockDb } from '../../mocks/handlers'
import { renderArea } from '../renderArea'

const mock = withMockDb()

const productIn = (id: string) => mock.db.products.find((p) => p.id === id)

describe('product detail: attributes', () => {
  it("shows the product's subtitle, material, discountable and attributes, and each variant's stock handling and codes", async () => {
    Object.assign(productIn('prod_1') ?? {}, {
      subtitle: 'Organic cotton tee', material: 'Cotton', discountable: false, weight: 200, length: 30, width: 20, height: 2, hs_code: '6109', origin_country: 'it',
    })
    const [first, second] = productIn('prod_1')?.variants ?? []
    Object.assign(first ?? {}, { ean: '4006381333931', barcode: 'TS-S-BLK', allow_backorder: true, weight: 180 })
    Object.assign(second ?? {}, { manage_inventory: false })
    renderArea('products', <ProductsArea />, '/a/products/prod_1')

    const detail = await screen.findByRole('region', { name: 'Product' })
    const variants = await within(detail).findByRole('table', { name: 'Variants of Medusa T-Shirt' })
    const fact = (term: string) => within(detail).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(fact('Subtitle')).toBe('Organic cotton tee')
    expect(fact('Material')).toBe('Cotton')
    expect(fact('Discountable')).toBe('No: discounts do not apply')
    expect(fact('Attributes')).toBe('Weight 200 · L 30 × W 20 × H 2 · HS 6109 · from IT')

    const details = within(variants).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[3]?.textContent)
    expect(details).toEqual([
      'Tracked, backorders allowed · EAN 4006381333931 · Barcode TS-S-BLK · Weight 180',
      'Not tracked',
      'Tracked',
      'Tracked',
    ])
    const firstRow = within(variants).getAllByRole('row')[1] as HTMLElement
    const titles = ['Edit variant attributes: EAN, UPC, barcode, inventory, size, customs', 'Duplicate variant', 'Move variant up', 'Move variant down']
    for (const title of titles) expect(within(firstRow).getByRole('button', { name: `${title}: S / Black` })).toBeDefined()
    expect(within(detail).getByRole('button', { name: 'Duplicate product' })).toBeDefined()
  })

  it('leaves out a subtitle the product does not have and says None for the rest', async () => {
    renderArea('products', <ProductsArea />, '/a/products/prod_2')
    const detail = await screen.findByRole('region', { name: 'Product' })
    await within(detail).findByRole('table', { name: /Variants of/ })
    expect(within(detail).queryByText('Subtitle', { selector: 'dt' })).toBeNull()
    expect(within(detail).getByText('Attributes', { selector: 'dt' }).nextElementSibling?.textContent).toBe('None')
  })
})
