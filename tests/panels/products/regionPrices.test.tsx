import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import ProductsArea from '@/panels/products/ProductsArea'
import { newPrice } from '../../mocks/db'
import { withMockDb } from '../../mocks/handlers'
import { regionsDb } from '../../mocks/regions/regions'
import { renderArea } from '../renderArea'

const mock = withMockDb()
// The regions are the orders seed's: Europe (EUR), North America (USD), United Kingdom (GBP), Japan (JPY).
beforeEach(() => void regionsDb(mock.db))

const regionId = (name: string) => regionsDb(mock.db).regions.find((r) => r.name === name)?.id ?? ''
const variantOf = (id: string) => mock.db.products.find((p) => p.id === 'prod_1')?.variants.find((v) => v.id === id)
const palette = () => screen.getByRole('dialog')
const pageTitle = () => within(palette()).getByRole('heading', { level: 2 }).textContent

/** S / White (variant_3) gets a price in Europe beside its currency prices. */
function priceWhiteInEurope(amount: number) {
  const variant = variantOf('variant_3')
  variant?.prices.push(newPrice(mock.db, 'variant_3', 'eur', amount, regionId('Europe')))
}

describe('product detail: region prices', () => {
  it("shows a variant's region prices named by region beside its currency prices, and offers removing them only where set", async () => {
    priceWhiteInEurope(1800)
    renderArea('products', <ProductsArea />, '/a/products/prod_1')
    const variants = await screen.findByRole('table', { name: 'Variants of Medusa T-Shirt' })
    const row = (title: string) => within(variants).getByRole('rowheader', { name: title }).closest('tr') as HTMLElement
    const pricesCell = (title: string) => within(row(title)).getAllByRole('cell')[1]?.textContent
    await waitFor(() => expect(pricesCell('S / White')).toBe(`${formatMoney(1950, 'eur')} · ${formatMoney(2200, 'usd')} · Europe ${formatMoney(1800, 'eur')}`))
    expect(pricesCell('S / Black')).toBe(`${formatMoney(1950, 'eur')} · ${formatMoney(2200, 'usd')}`)
    // No region id anywhere on the panel.
    expect(variants.textContent).not.toContain('reg_')

    expect(within(row('S / White')).getByRole('button', { name: 'Region price (Set variant price for a region): S / White' })).toBeDefined()
    expect(within(row('S / White')).getByRole('button', { name: 'Remove region price (Remove variant price for a region): S / White' })).toBeDefined()
    expect(within(row('S / Black')).getByRole('button', { name: 'Region price (Set variant price for a region): S / Black' })).toBeDefined()
    expect(within(row('S / Black')).queryByRole('button', { name: /Remove region price/ })).toBeNull()
  })

  it("sets a region price from the row's button, then removes it from the row, the cell following each change", async () => {
    const user = userEvent.setup({ delay: null })
    renderArea('products', <ProductsArea />, '/a/products/prod_1')
    const variants = await screen.findByRole('table', { name: 'Variants of Medusa T-Shirt' })
    const row = () => within(variants).getByRole('rowheader', { name: 'S / White' }).closest('tr') as HTMLElement

    await user.click(within(row()).getByRole('button', { name: /^Region price .*: S \/ White$/ }))
    await waitFor(() => expect(pageTitle()).toBe('Set variant price for a region › Region'))
    await user.keyboard('King')
    await within(palette()).findByRole('option', { name: /^United Kingdom/, selected: true })
    await user.keyboard('{Enter}')
    await waitFor(() => expect(pageTitle()).toBe('Set variant price for a region › Price in the region'))
    await user.keyboard('17.50{Enter}')
    await within(row()).findByText(`United Kingdom ${formatMoney(1750, 'gbp')}`, { exact: false }, { timeout: 10_000 })
    expect(variantOf('variant_3')?.prices.find((p) => p.region_id === regionId('United Kingdom'))?.amount).toBe(1750)

    await user.click(await within(row()).findByRole('button', { name: /^Remove region price .*: S \/ White$/ }))
    await waitFor(() => expect(pageTitle()).toBe('Remove variant price for a region › Region'))
    await within(palette()).findByRole('option', { name: /^United Kingdom/, selected: true })
    await user.keyboard('{Enter}')
    await within(palette()).findByText('Remove the price for United Kingdom? Carts there then pay the variant’s price in the region’s currency.')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(row()).queryByRole('button', { name: /^Remove region price/ })).toBeNull(), { timeout: 10_000 })
    expect(variantOf('variant_3')?.prices.some((p) => p.region_id)).toBe(false)
  })
})
