import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import qs from 'qs'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import ProductsArea from '@/panels/products/ProductsArea'
import { recordRequests } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { clickWhenEnabled, renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()

beforeEach(() => localStorage.clear())

/** The dashboard's frame, cut down: the area, and the palette host that runs what its buttons ask for. */
const renderProducts = (path = '/a/products') => renderArea('products', <ProductsArea />, path)

const grid = () => screen.getByRole('grid', { name: 'Products' })
const rowTitles = () =>
  // The first cell holds the row's checkbox; the title is the first with text.
  Array.from(grid().querySelectorAll('tbody tr[data-row-id]')).map(
    (row) => Array.from(row.querySelectorAll('td, th')).find((cell) => cell.textContent)?.textContent ?? '',
  )
/** The GET /admin/products list requests, parsed as Medusa (qs) parses them. */
const listQueries = () => seen.filter((r) => r.method === 'GET' && r.path === '/admin/products').map((r) => qs.parse(r.query.toString()))
const palette = () => screen.getByRole('dialog')
const pageTitle = () => within(palette()).getByRole('heading', { level: 2 }).textContent

describe('products table', () => {
  it('renders the rows msw answers, newest first, asking only for the columns it shows', async () => {
    renderProducts()
    await screen.findByText('Medusa Sticker Pack')
    expect(rowTitles()).toHaveLength(12)
    expect(rowTitles().slice(0, 3)).toEqual(['Medusa Sticker Pack', 'Medusa Water Bottle', 'Medusa Socks'])
    const row = screen.getByText('Medusa T-Shirt').closest('tr') as HTMLElement
    expect(within(row).getByText('medusa-t-shirt')).toBeDefined()
    expect(within(row).getByText('Summer Collection')).toBeDefined()
    expect(within(row).getByText('Default Sales Channel, Wholesale')).toBeDefined()
    expect(listQueries()[0]).toMatchObject({ limit: '50', offset: '0', order: '-created_at', expand: 'collection,variants,sales_channels' })
  })

  it('puts the status filter and the search in the URL and in the request query', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderProducts()
    await screen.findByText('Medusa Sticker Pack')

    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published')
    await waitFor(() => expect(location()).toBe('/a/products?status=published'))
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ status: ['published'] }))
    await waitFor(() => expect(rowTitles()).toHaveLength(7))
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeDefined()

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'shirt{Enter}')
    await waitFor(() => expect(location()).toBe('/a/products?status=published&q=shirt'))
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ status: ['published'], q: 'shirt' }))
    await waitFor(() => expect(rowTitles()).toEqual(['Medusa Sweatshirt', 'Medusa T-Shirt']))
  })

  it('opens the focused row beside the table with j then Enter, keeping the search params', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderProducts('/a/products?q=medusa&status=draft')
    await waitFor(() => expect(rowTitles()).toEqual(['Medusa Cap', 'Medusa Longsleeve', 'Medusa Hoodie']))
    await user.keyboard('j')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location()).toBe('/a/products/prod_9?q=medusa&status=draft'))
    const detail = await screen.findByRole('region', { name: 'Product' })
    expect(await within(detail).findByRole('heading', { name: 'Medusa Cap' })).toBeDefined()
    // The table stays, with its rows.
    expect(rowTitles()).toEqual(['Medusa Cap', 'Medusa Longsleeve', 'Medusa Hoodie'])
  })
})

describe('product detail', () => {
  it('shows each variant with its prices in their own currencies', async () => {
    renderProducts('/a/products/prod_1')
    const variants = await screen.findByRole('table', { name: 'Variants of Medusa T-Shirt' })
    const rows = within(variants).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual(
      ['TSHIRT-S-BLACK', 'TSHIRT-M-BLACK', 'TSHIRT-S-WHITE', 'TSHIRT-M-WHITE'].map((sku, i) => [
        sku,
        `${formatMoney(1950, 'eur')} · ${formatMoney(2200, 'usd')}`,
        String(10 * (i + 1)),
      ]),
    )
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['S / Black', 'M / Black', 'S / White', 'M / White'])
    // Minor units become the currency's major unit: 1950 is 19.50 EUR.
    expect(formatMoney(1950, 'eur')).toContain('19.50')
  })

  it('says in the tooltip of a button undo cannot take back that it cannot be undone, before a click runs it', async () => {
    renderProducts('/a/products/prod_1')
    const article = await screen.findByRole('article', { name: 'Medusa T-Shirt' })
    const tip = (name: string) => document.getElementById(within(article).getByRole('button', { name }).getAttribute('aria-describedby') ?? '')?.textContent
    // Duplicate product runs at once from its button: its description is all it says before.
    expect(tip('Duplicate product')).toBe('Duplicate product · cannot be undone')
    expect(tip('Delete product')).toMatch(/^Delete product · cannot be undone/)
    // Undo takes an edit of the details back: its tooltip is its title and key.
    expect(tip('Edit product details')).toBe('Edit product detailsE')
  })

  it(
    "opens the palette at each button's command, on its first prompt the panel cannot answer",
    async () => {
      const user = userEvent.setup({ delay: null })
      renderProducts('/a/products/prod_1')
      const article = await screen.findByRole('article', { name: 'Medusa T-Shirt' })
      /** The command title a button's name starts with -> the page it must open on. */
      const firstPage: Record<string, string> = {
        'Edit product details': 'Edit product details › Title',
        'Set product tags': 'Set product tags › Tags',
        'Organise product: collection, type, sales channels': 'Organise product: collection, type, sales channels › Collection',
        'Set product metadata': 'Set product metadata › Metadata (key: value per line)',
        'Delete product': 'Delete product',
        'Add option to product': 'Add option to product › Option title',
        'Rename product option': 'Rename product option › New title',
        'Delete product option': 'Delete product option',
        'Add variant': 'Add variant › Variant title',
        'Change variant price': 'Change variant price › Currency',
        'Edit variant': 'Edit variant › Variant title',
        'Delete variant': 'Delete variant',
        'Add images to product': 'Add images to product › Images',
        'Edit product attributes: subtitle, material, discountable, size, customs': 'Edit product attributes: subtitle, material, discountable, size, customs › Subtitle',
        "Set inventory handling on all of a product's variants": "Set inventory handling on all of a product's variants › Inventory handling",
        'Edit variant attributes: EAN, UPC, barcode, inventory, size, customs': 'Edit variant attributes: EAN, UPC, barcode, inventory, size, customs › EAN',
        'Duplicate variant': 'Duplicate variant › Title of the copy',
        'Region price (Set variant price for a region)': 'Set variant price for a region › Region',
      }
      // These have nothing to ask once the panel hands in the product and the row: a click runs them.
      const runsAtOnce = (name: string) => name === 'Duplicate product' || name.startsWith('Move variant up:') || name.startsWith('Move variant down:')
      const all = within(article).getAllByRole('button')
      // 7 product actions, Add option + 2 per option (2), Add variant and Inventory handling + 8 per variant (4), Add images (no images yet).
      expect(all).toHaveLength(7 + 1 + 4 + 2 + 32 + 1)
      const buttons = all.filter((button) => !runsAtOnce(button.getAttribute('aria-label') ?? button.textContent ?? ''))
      expect(buttons).toHaveLength(all.length - 9)
      const opened: string[] = []
      // Every button names a registered command; each command is opened once (a variant's row repeats
      // its eight), and the rows whose pages are checked below besides.
      const checked = ['Delete variant: M / White', 'Edit variant: S / White', 'Change variant price: S / Black', 'Rename product option: Color']
      const clicked = new Set<string>()
      for (const button of buttons) {
        const name = button.getAttribute('aria-label') ?? button.textContent ?? ''
        const title = Object.keys(firstPage).find((t) => name === t || name.startsWith(`${t}:`))
        expect(title, `button ${name} runs a registered command`).toBeDefined()
        if (clicked.has(title ?? '') && !checked.includes(name)) continue
        clicked.add(title ?? '')
        await clickWhenEnabled(user, button)
        await screen.findByRole('dialog')
        expect(pageTitle()).toBe(firstPage[title ?? ''])
        opened.push(`${name} -> ${pageTitle()}`)
        // Confirm pages ask about the right thing; typed pages start from the current values.
        if (name === 'Delete product') expect(within(palette()).getByText('Delete Medusa T-Shirt? This cannot be undone.')).toBeDefined()
        if (name === 'Delete variant: M / White') {
          expect(within(palette()).getByText('Delete variant M / White (TSHIRT-M-WHITE)? Orders keep their line items.')).toBeDefined()
        }
        if (name === 'Edit variant: S / White') expect((document.activeElement as HTMLInputElement).value).toBe('S / White')
        if (name === 'Set product tags') expect((document.activeElement as HTMLInputElement).value).toBe('cotton, summer')
        // Escape to the command list, Escape again to close.
        await user.keyboard('{Escape}{Escape}')
        expect(screen.queryByRole('dialog')).toBeNull()
      }
      expect(opened).toContain('Change variant price: S / Black -> Change variant price › Currency')
      expect(opened).toContain('Rename product option: Color -> Rename product option › New title')
      expect(clicked).toEqual(new Set(Object.keys(firstPage)))
      // Nothing ran.
      expect(seen.filter((r) => r.method !== 'GET')).toEqual([])
    },
    60_000,
  )

  it('shows a missing product as not found', async () => {
    renderProducts('/a/products/prod_404')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Product not found')
    expect(alert.textContent).toContain('Product was not found: it may have been deleted meanwhile.')
  })
})

describe('with the mouse', () => {
  it(
    "completes 'Create product' with clicks and typing only",
    async () => {
      const user = userEvent.setup({ delay: null })
      const { location } = renderProducts()
      await screen.findByText('Medusa Sticker Pack')
      const list = () => within(palette()).getByRole('listbox')
      const clickOption = async (name: RegExp) => user.click(await within(list()).findByRole('option', { name }))
      const typeAndContinue = async (text: string) => {
        if (text) await user.type(document.activeElement as HTMLElement, text)
        await user.click(within(palette()).getByRole('button', { name: 'Continue' }))
      }

      await user.click(screen.getByRole('button', { name: 'Create product' }))
      expect(pageTitle()).toBe('Create product › Title')
      await typeAndContinue('Linen Shirt')
      expect(pageTitle()).toBe('Create product › Status')
      await clickOption(/^Published/)
      expect(pageTitle()).toBe('Create product › Options')
      await typeAndContinue('Size')
      expect(pageTitle()).toBe('Create product › Price currency')
      await clickOption(/^EUR/)
      expect(pageTitle()).toBe('Create product › Variants')
      await typeAndContinue('S = 45.00{Enter}M = 47.50')
      expect(pageTitle()).toBe('Create product › Collection')
      await clickOption(/^Summer Collection/)
      expect(pageTitle()).toBe('Create product › Type')
      await typeAndContinue('Shirts')
      expect(pageTitle()).toBe('Create product › Tags')
      await typeAndContinue('')
      expect(pageTitle()).toBe('Create product › Sales channels')
      await clickOption(/^Wholesale/)
      await user.click(within(list()).getByRole('option', { name: /^Done/ }))
      // The handle (made from the title) is one of the "More fields…": a click on the command goes on.
      expect(pageTitle()).toBe('Create product › More fields…')
      await clickOption(/^Create product/)

      await waitFor(() => expect(location()).toBe('/a/products/prod_13'))
      expect(screen.queryByRole('dialog')).toBeNull()
      const detail = await screen.findByRole('region', { name: 'Product' })
      const variants = await within(detail).findByRole('table', { name: 'Variants of Linen Shirt' })
      expect(within(variants).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['S', 'M'])
      expect(within(variants).getByText(formatMoney(4750, 'eur'))).toBeDefined()
      expect(within(detail).getByText('Summer Collection')).toBeDefined()
      expect(within(detail).getByText('Shirts')).toBeDefined()
      expect(within(detail).getByText('Wholesale')).toBeDefined()
      // The table, on screen all along, asked for its list again.
      await waitFor(() => expect(rowTitles()[0]).toBe('Linen Shirt'))
      expect(mock.db.products.find((p) => p.id === 'prod_13')?.variants.map((v) => v.prices[0]?.amount)).toEqual([4500, 4750])
    },
    60_000,
  )
})

describe('accessibility', () => {
  it('has no serious or critical axe violations with the table and a product open', async () => {
    renderProducts('/a/products/prod_1')
    await screen.findByRole('article', { name: 'Medusa T-Shirt' })
    await screen.findByText('Medusa Sticker Pack')
    await expectNoSeriousA11yViolations()
  })
})
