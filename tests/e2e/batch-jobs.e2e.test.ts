import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { orders } from '@/api/admin/orders'
import { products } from '@/api/admin/products'
import { expectNoSeriousAxeViolations } from './axe'
import { consoleUrl, logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt } from './keyboard'

// Issue #16's batch jobs against the real backend (file-local, local event bus), keyboard only: an
// export that follows the orders table's region filter, and a product import via dry run -> confirm.
const stamp = Date.now().toString(36)

describe('batch jobs, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Forders')
    await page.waitForURL(/\/a\/orders/)
  })

  it('exports the orders of one region: the downloaded CSV has one line per order the API lists', async () => {
    const page = browser.page
    const { orders: some } = await orders.list({ limit: 1 })
    const regionId = some[0]?.region_id ?? ''
    const listed = await orders.list({ region_id: [regionId], limit: 500, fields: 'id,display_id' })
    await page.goto(consoleUrl(`/a/orders?region_id=${regionId}`))
    await page.getByRole('grid', { name: 'Orders' }).getByRole('row', { name: new RegExp(`order #${listed.orders[0]?.display_id}\\b`) }).waitFor()
    const download = page.waitForEvent('download', { timeout: 60_000 })
    await command(page, 'Export orders as CSV')
    const file = await download
    const lines = readFileSync(await file.path(), 'utf8').split('\r\n').filter(Boolean)
    expect(lines[0]?.startsWith('Order_ID;Display_ID;')).toBe(true)
    expect(lines.slice(1).map((line) => line.split(';')[0]).sort()).toEqual(listed.orders.map((o) => o.id).sort())
    expect(lines).toHaveLength(listed.count + 1)
  })

  it('imports 3 products from a CSV through a dry run and finds them in the products table', async () => {
    const page = browser.page
    const csv = [
      'Product Handle,Product Title,Product Status,Variant Title,Variant SKU,Variant Inventory Quantity,Option 1 Name,Option 1 Value,Price EUR',
      ...['mug', 'cap', 'bag'].map((name, i) => `${name}-${stamp},${name} ${stamp},draft,One size,${name.toUpperCase()}-${stamp},${i},Size,One,${10 + i}.50`),
    ].join('\n')
    await command(page, 'Import products from CSV')
    await expectPrompt(page, 'Import products from CSV › CSV file')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file')
    // The chooser is outside the page: the file goes to the focused input as the chooser would hand it.
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: `products-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await press(page, 'Enter')
    await expectPrompt(page, 'Import products from CSV › Dry run')
    await page.getByRole('dialog').getByRole('option', { name: /^Import: There will be 3 products created \(0 updated\)\. 3 variants will be created/, selected: true }).waitFor({ timeout: 30_000 })
    await press(page, 'Enter')
    await page.getByRole('dialog').getByText('Import now?', { exact: false }).waitFor()
    await press(page, 'Enter')
    const ended = page.getByRole('status').filter({ hasText: /Product import (done|failed|canceled)/ }).first()
    await ended.waitFor({ timeout: 60_000 })
    expect(await ended.textContent()).toContain('Product import done')
    expect((await products.list({ q: stamp })).count).toBe(3)

    await page.goto(consoleUrl(`/a/products?q=${stamp}`))
    const grid = page.getByRole('grid', { name: 'Products' })
    await page.getByText('Showing 1–3 of 3').waitFor()
    for (const name of ['mug', 'cap', 'bag']) await grid.getByText(`${name} ${stamp}`).waitFor()
  })

  it('lists the jobs in the jobs area (g j) with their status; no serious axe violation', async () => {
    const page = browser.page
    await press(page, 'Escape')
    await press(page, 'g', 'j')
    await page.waitForURL(/\/a\/batch-jobs/)
    const grid = page.getByRole('grid', { name: 'Jobs' })
    await grid.getByText('Product import').first().waitFor()
    await grid.getByText('Order export').first().waitFor()
    await expectNoSeriousAxeViolations(page, 'main')
  })
})
