import { describe, expect, it } from 'vitest'
import { priceLists } from '@/api/admin/price-lists'
import { products } from '@/api/admin/products'
import { consoleUrl, logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, toast } from './keyboard'

// Issue #31: a record opened from the palette takes the keyboard (its heading), and the price grid
// is one key away from it. Keyboard only; what was typed is read back through the API. The e2e
// database is kept between runs: names carry this run's stamp.
const stamp = Date.now().toString(36)
const listName = `Focus sale ${stamp}`

describe('focus where the next key expects it, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Forders')
    await page.waitForURL(/\/a\/orders$/)
  })

  it('opens a price list from the palette and edits a price with 3 keys after Enter', async () => {
    const page = browser.page
    const { product } = await products.create({
      title: `Focus shirt ${stamp}`,
      options: [{ title: 'Size' }],
      variants: [{ title: 'M', sku: `FOCUS-${stamp}-M`, prices: [{ currency_code: 'eur', amount: 5000 }], options: [{ value: 'M' }] }],
    })
    const variant = product.variants?.[0]?.id ?? ''
    const { price_list } = await priceLists.create({
      name: listName,
      description: '',
      type: 'sale',
      status: 'draft',
      prices: [{ variant_id: variant, currency_code: 'eur', amount: 4000 }],
    })

    await command(page, 'Open price list')
    await expectPrompt(page, 'Open price list… › Price list')
    await pick(page, listName, new RegExp(`^${listName}`))
    await page.waitForURL(new RegExp(`/a/price-lists/${price_list.id}`))
    const heading = page.getByRole('heading', { name: listName, level: 2 })
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true)
    const grid = page.getByRole('grid', { name: `Prices of ${listName}` })
    await expect.poll(() => grid.locator('[data-cell="0:0"]').textContent()).toContain('€40.00')

    // The three keys: p focuses the grid's cell, 7 starts its edit, Enter writes it.
    await press(page, 'p')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('0:0')
    await press(page, '7', 'Enter')
    await page.getByRole('heading', { name: /· 1 unsaved$/ }).waitFor()
    await expect.poll(() => grid.locator('[data-cell="0:0"]').textContent()).toContain('€7.00')

    await press(page, 'Control+s')
    await expectPrompt(page, 'Save edited prices')
    await press(page, 'Enter')
    await toast(page, 'Prices saved')
    const saved = (await priceLists.retrieve(price_list.id)).price_list.prices ?? []
    expect(saved.map((p) => `${p.variant_id}:${p.currency_code}:${p.amount}`)).toEqual([`${variant}:eur:700`])
  })

  it('opens the palette for a ctrl+k pressed before the dashboard painted, with what was typed after it', async () => {
    const page = browser.page
    // The session check waits until the keys are typed: the dashboard cannot paint before them.
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    const sessionCheck = (url: URL) => url.pathname === '/admin/auth'
    await page.route(sessionCheck, async (route) => {
      if (route.request().method() === 'GET') await held
      await route.continue()
    })
    try {
      await page.goto(consoleUrl('/a/orders'), { waitUntil: 'commit' })
      // index.html's first script follows the keys from here on.
      await page.waitForFunction(() => '__consoleEarlyKeys' in window)
      await press(page, 'Control+k')
      await page.keyboard.type('create customer gr')
      await press(page, 'Enter')
      expect(await page.getByRole('grid').count()).toBe(0)
      answer()
      // Its query was typed into the palette and run: the command asks its first question.
      await expectPrompt(page, 'Create customer group › Name')
    } finally {
      answer()
      await page.unroute(sessionCheck)
    }
    await press(page, 'Escape', 'Escape')
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' })
  })
})
