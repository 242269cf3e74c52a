import { describe, expect, it } from 'vitest'
import { priceLists } from '@/api/admin/price-lists'
import { products } from '@/api/admin/products'
import { consoleUrl, logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt } from './keyboard'

// Issue #16's price-list import against the real backend (file-local, local event bus), keyboard only:
// a list made through the API with 2 prices, a 3-row CSV by SKU, the dry run's plain "replaces" warning,
// confirm, and the list's prices read back through the API (the old ones gone, Medusa's replace).
const stamp = Date.now().toString(36)
const listName = `Import ${stamp}`

describe('price-list import, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fprice-lists')
    await page.waitForURL(/\/a\/price-lists$/)
  })

  it('imports a 3-row CSV into a price list, says how many prices it replaces, and the API shows exactly the file’s prices', async () => {
    const page = browser.page
    const sku = `PLI-${stamp}`.toUpperCase()
    const { product } = await products.create({
      title: `PLI Shirt ${stamp}`,
      options: [{ title: 'Size' }],
      variants: ['S', 'M', 'L'].map((size) => ({ title: size, sku: `${sku}-${size}`, prices: [{ currency_code: 'eur', amount: 5000 }], options: [{ value: size }] })),
    })
    const variants = product.variants ?? []
    const idOf = (size: string) => variants.find((v) => v.sku === `${sku}-${size}`)?.id ?? ''
    const { price_list } = await priceLists.create({
      name: listName,
      description: 'e2e',
      type: 'sale',
      status: 'active',
      prices: [
        { variant_id: idOf('S'), currency_code: 'eur', amount: 100 },
        { variant_id: idOf('M'), currency_code: 'eur', amount: 200 },
      ],
    })

    await page.goto(consoleUrl(`/a/price-lists/${price_list.id}`))
    await page.getByRole('heading', { name: listName }).first().waitFor()
    await command(page, 'Import prices from CSV')
    await expectPrompt(page, 'Import prices from CSV › CSV file')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file')
    const csv = ['SKU,Price EUR', `${sku}-S,12.50`, `${sku}-M,9`, `${sku}-L,30.99`].join('\n')
    // The chooser is outside the page: the file goes to the focused input as the chooser would hand it.
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: `prices-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await press(page, 'Enter')
    await expectPrompt(page, 'Import prices from CSV › Dry run')
    await page
      .getByRole('dialog')
      .getByRole('option', { name: new RegExp(`^Import: Replaces the 2 prices of ${listName} with the 3 in the file`), selected: true })
      .waitFor({ timeout: 30_000 })
    await press(page, 'Enter')
    await page.getByRole('dialog').getByText(`Replaces the 2 prices of ${listName} with the 3 in the file. All 2 prices of the list go`, { exact: false }).waitFor()
    await press(page, 'Enter')
    const ended = page.getByRole('status').filter({ hasText: new RegExp(`Prices of ${listName} replaced|Price list import (failed|canceled)`) }).first()
    await ended.waitFor({ timeout: 60_000 })
    expect(await ended.textContent()).toContain(`Prices of ${listName} replaced: 3 prices from the file`)

    const after = (await priceLists.retrieve(price_list.id)).price_list.prices ?? []
    expect(after.map((p) => `${p.variant_id}:${p.currency_code}:${p.amount}`).sort()).toEqual(
      [`${idOf('S')}:eur:1250`, `${idOf('M')}:eur:900`, `${idOf('L')}:eur:3099`].sort(),
    )
  })
})
