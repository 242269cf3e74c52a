import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { collections } from '@/api/admin/collections'
import { products } from '@/api/admin/products'
import { salesChannels } from '@/api/admin/sales-channels'
import { logIn, press, withSignedInBrowser } from './browser'
import { expectNoSeriousAxeViolations } from './axe'
import { command, expectPrompt, idInUrl, pick, productsMatching, toast } from './keyboard'

// The catalog scenario, keyboard only, against the real seeded backend: create a collection
// and add every product a products-table filter matches; create a sales channel, add two selected
// products and disable it; a bulk status change on a selection. Then one mouse-only pass. The e2e
// database is kept between runs: records carry this run's stamp.
const stamp = Date.now().toString(36)
const collectionName = `E2E Collection ${stamp}`
const channelName = `E2E Channel ${stamp}`
const titles = ['A', 'B', 'C'].map((letter) => `E2E Wool ${stamp} ${letter}`)

async function makeProducts(): Promise<string[]> {
  const ids: string[] = []
  for (const title of titles) {
    const { product } = await products.create({ title, status: 'draft', is_giftcard: false, discountable: true, options: [{ title: 'Size' }], variants: [{ title: 'One size', inventory_quantity: 0, prices: [], options: [{ value: 'One size' }] }] })
    ids.push(product.id)
  }
  return ids
}

describe('collections, sales channels and bulk edits, keyboard only', () => {
  let productIds: string[] = []
  const browser = withSignedInBrowser(async (page) => {
    productIds = await makeProducts()
    await logIn(page, '/login?next=%2Fa%2Fcollections')
    await page.waitForURL(/\/a\/collections$/)
    await page.getByRole('grid', { name: 'Collections' }).getByRole('row').nth(1).waitFor()
  })

  it('creates a collection, then adds every product the products table matches to it', async () => {
    const page = browser.page
    await command(page, 'Create collection')
    await expectPrompt(page, 'Create collection › Title')
    await page.keyboard.type(collectionName)
    await press(page, 'Enter')
    // Handle and metadata are "More fields…", not steps: Enter creates at once.
    await expectPrompt(page, 'Create collection › More fields…')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/collections\/pcol_/)
    const collectionId = idInUrl(page)
    await page.getByRole('article', { name: collectionName }).getByText('No products in').waitFor()

    await productsMatching(page, stamp, 3)
    await command(page, 'Add every product matching the table to a collection')
    await expectPrompt(page, 'Add every product matching the table to a collection… › Collection')
    await pick(page, collectionName, new RegExp(`^${collectionName}`))
    await expectPrompt(page, 'Add every product matching the table to a collection…')
    await page.getByRole('dialog').getByText(`Add 3 products matching '${stamp}' to collection ${collectionName}?`, { exact: false }).waitFor()
    await press(page, 'Enter')
    await toast(page, `Added 3 of 3 products to collection ${collectionName}`)
    const { collection } = await collections.retrieve(collectionId)
    expect(collection.products?.map((p) => p.id).sort()).toEqual([...productIds].sort())
  })

  it('creates a sales channel, adds two selected products to it, and disables it', async () => {
    const page = browser.page
    await press(page, 'Escape')
    await command(page, 'Create sales channel')
    await expectPrompt(page, 'Create sales channel › Name')
    await page.keyboard.type(channelName)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create sales channel › Start disabled?')
    await pick(page, 'No', /^No/)
    await expectPrompt(page, 'Create sales channel › More fields…')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/sales-channels\/sc_/)
    const channelId = idInUrl(page)
    await page.getByRole('article', { name: channelName }).waitFor()

    const grid = await productsMatching(page, stamp, 3)
    await press(page, 'j')
    await press(page, 'x', 'j', 'x')
    await expect.poll(() => grid.locator('tbody tr[aria-selected="true"]').count()).toBe(2)
    await command(page, 'Add products to sales channel')
    await expectPrompt(page, 'Add products to sales channel… › Sales channel')
    await pick(page, channelName, new RegExp(`^${channelName}`))
    await page.getByRole('dialog').getByText(`Add 2 products to sales channel ${channelName}?`).waitFor()
    await press(page, 'Enter')
    await toast(page, `Added to ${channelName}`)
    await expect.poll(async () => (await products.list({ sales_channel_id: [channelId], fields: 'id' })).count).toBe(2)

    await press(page, 'Escape')
    await press(page, 'g', 'h')
    await page.waitForURL(/\/a\/sales-channels$/)
    await command(page, 'Open sales channel')
    await expectPrompt(page, 'Open sales channel… › Sales channel')
    await pick(page, channelName, new RegExp(`^${channelName}`))
    const article = page.getByRole('article', { name: channelName })
    await article.waitFor()
    await expect.poll(() => page.getByRole('grid', { name: `Products in ${channelName}` }).locator('tbody tr[data-row-id]').count()).toBe(2)
    await press(page, 'Shift+D')
    await expectPrompt(page, 'Disable sales channel')
    await press(page, 'Enter')
    await toast(page, 'Sales channel disabled')
    await article.getByRole('button', { name: 'Enable sales channel' }).waitFor()
    expect((await salesChannels.retrieve(channelId)).sales_channel.is_disabled).toBe(true)
  })

  it('publishes two selected products in one bulk edit, after a preview of old → new', async () => {
    const page = browser.page
    const grid = await productsMatching(page, stamp, 3)
    await press(page, 'j')
    await press(page, 'x', 'j', 'x')
    await expect.poll(() => grid.locator('tbody tr[aria-selected="true"]').count()).toBe(2)
    await command(page, 'Set status of products')
    await expectPrompt(page, 'Set status of products… › Products')
    await pick(page, '', /^The 2 products selected/)
    await expectPrompt(page, 'Set status of products… › Status')
    await pick(page, 'Published', /^Published/)
    await expectPrompt(page, 'Set status of products…')
    await expect.poll(() => page.getByRole('dialog').textContent()).toMatch(/Set status to published on 2 products: .*\(draft → published\), .*\(draft → published\)\./)
    await press(page, 'Enter')
    await toast(page, 'Status set to published on 2 of 2 products')
    const statuses = (await products.list({ id: productIds, fields: 'id,status' })).products.map((p) => p.status).sort()
    expect(statuses).toEqual(['draft', 'published', 'published'])
  })

  it('opens the table and a collection through the store API (no products joined), then has no serious or critical axe violations', async () => {
    const page = browser.page
    const { collections: found } = await collections.list({ q: stamp })
    const asked: string[] = []
    const onRequest = (request: Request) => {
      const { pathname } = new URL(request.url())
      if (pathname.includes('/collections')) asked.push(`${request.method()} ${pathname}`)
    }
    page.on('request', onRequest)
    await page.goto(`${new URL(page.url()).origin}/a/collections/${found[0]?.id}`)
    const article = page.getByRole('article', { name: collectionName })
    await article.getByText(/· 3 products ·/).waitFor()
    await page.getByRole('grid', { name: 'Collections' }).getByRole('row', { name: new RegExp(collectionName) }).waitFor()
    await page.getByRole('grid', { name: `Products in ${collectionName}` }).locator('tbody tr[data-row-id]').first().waitFor()
    page.off('request', onRequest)
    // The backend's store_cors lists the console: Medusa's admin collections API (every product joined) is not asked.
    expect(asked.filter((line) => line.startsWith('GET /admin/collections'))).toEqual([])
    expect(asked).toEqual(expect.arrayContaining(['GET /store/collections', `GET /store/collections/${found[0]?.id}`]))
    await expectNoSeriousAxeViolations(page)
  })
})

describe('collections, mouse only', () => {
  const name = `E2E Mouse Collection ${stamp}`
  const browser = withSignedInBrowser(async (page) => {
    await products.create({ title: `E2E Mouse Item ${stamp}`, status: 'draft', is_giftcard: false, discountable: true, options: [{ title: 'Size' }], variants: [] })
    await logIn(page, '/login?next=%2Fa%2Fproducts')
    await page.waitForURL(/\/a\/products$/)
  })
  const dialog = () => browser.page.getByRole('dialog')

  it('creates a collection with the buttons, adds a product from the picker, and deletes it', async () => {
    const page = browser.page
    await page.getByRole('link', { name: /Collections/ }).click()
    await page.waitForURL(/\/a\/collections$/)
    await page.getByRole('button', { name: 'Create collection' }).click()
    await expectPrompt(page, 'Create collection › Title')
    await dialog().locator('input, textarea').first().fill(name)
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await expectPrompt(page, 'Create collection › More fields…')
    await dialog().getByRole('option', { name: /^Create collection/ }).click()
    await page.waitForURL(/\/a\/collections\/pcol_/)
    const article = page.getByRole('article', { name })
    await article.getByText(`No products in ${name} yet`).waitFor()

    await article.getByRole('button', { name: 'Add products to collection…' }).click()
    await expectPrompt(page, 'Add products to collection… › Products')
    await dialog().locator('input').first().fill(`E2E Mouse Item ${stamp}`)
    await dialog().getByRole('option', { name: new RegExp(`E2E Mouse Item ${stamp}`) }).first().click()
    await dialog().getByRole('option', { name: /Done/ }).click()
    await expectPrompt(page, 'Add products to collection…')
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await toast(page, `Added to ${name}`)
    await page.getByRole('grid', { name: `Products in ${name}` }).locator('tbody tr[data-row-id]').first().waitFor()

    await page.getByRole('toolbar', { name: 'Collection actions' }).getByRole('button', { name: 'Delete collection' }).click()
    await dialog().getByText(`Delete ${name} (1 product)? Its products stay; they leave the collection.`).waitFor()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(/\/a\/collections$/)
    expect((await collections.list({ q: name })).collections).toEqual([])
  })
})
