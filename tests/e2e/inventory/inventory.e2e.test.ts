import type { Order } from '@medusajs/client-types'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '@/api/admin/orders'
import { isMedusaApiError } from '@/api/client'
import { stockLocations } from '@/api/admin/stock-locations'
import { expectNoSeriousAxeViolations } from '../axe'
import { logIn, press, signInServerSide, withSignedInBrowser } from '../browser'
import { command, expectPrompt, goToOrder, idInUrl, pick, retype, toast } from '../keyboard'
import { type Locations, levelAt, reservationsOf, seededLocations, type StockedShop, stockedShop, unallocatedOrder } from './scene'

// The store with Medusa's inventory and stock-location modules (issue #29), keyboard only: a
// variant's stock at a location, an order allocated and fulfilled from a chosen location, a stock
// location with a sales channel; each result checked through the admin API.

const run = Date.now().toString(36)
const STOCKED = { main: 20, berlin: 10 }
let locations: Locations
let shop: StockedShop

describe('inventory and stock locations, keyboard only, against the store with the modules', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fproducts')
    await page.waitForURL(/\/a\/products$/)
    await page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(1).waitFor()
  })
  beforeAll(async () => {
    await signInServerSide()
    locations = await seededLocations()
    shop = await stockedShop(`Stocked Tee ${run}`, locations, STOCKED)
  })

  it('adjusts a variant’s stock at one location with s on the product panel; the other location keeps its own', async () => {
    const page = browser.page
    await command(page, 'Open product…')
    await expectPrompt(page, 'Open product… › Product')
    await pick(page, shop.productTitle, new RegExp(shop.productTitle))
    await page.getByRole('heading', { name: shop.productTitle }).waitFor()
    const stock = page.getByRole('list', { name: 'Stock of One size per location' })
    await stock.getByText(`Berlin store: ${STOCKED.berlin} stocked`).waitFor()

    await press(page, 's')
    await expectPrompt(page, 'Adjust variant stock at a location… › Variant')
    await pick(page, 'One size', /^One size/)
    await expectPrompt(page, 'Adjust variant stock at a location… › Location')
    await pick(page, 'Berlin', /^Berlin store/)
    await expectPrompt(page, 'Adjust variant stock at a location… › Stocked quantity')
    await retype(page, '+4')
    await toast(page, '14 stocked at Berlin store')
    await stock.getByText('Berlin store: 14 stocked').waitFor()

    expect((await levelAt(shop.inventoryItemId, locations.berlin)).stocked_quantity).toBe(14)
    expect((await levelAt(shop.inventoryItemId, locations.main)).stocked_quantity).toBe(STOCKED.main)
  })

  describe('an order allocated at the Berlin store, then fulfilled from there', () => {
    let order: Order
    let berlinBefore = 0

    beforeAll(async () => {
      order = await unallocatedOrder(shop, 2)
      berlinBefore = (await levelAt(shop.inventoryItemId, locations.berlin)).stocked_quantity
    })

    it('allocates the order’s items at a chosen location with shift+a', async () => {
      const page = browser.page
      await goToOrder(page, order.display_id)
      await press(page, 'Shift+A')
      await expectPrompt(page, 'Allocate items › Allocate from location')
      await pick(page, 'Berlin', /^Berlin store/)
      await expectPrompt(page, 'Allocate items › Items to allocate')
      await page.getByRole('textbox', { name: /^Quantity of/ }).first().waitFor()
      await press(page, 'Enter') // all of it: the row starts at the 2 not reserved
      await toast(page, 'Items allocated')

      const reserved = await reservationsOf(order)
      expect(reserved.map((r) => [r.location_id, r.quantity])).toEqual([[locations.berlin.id, 2]])
      expect((await levelAt(shop.inventoryItemId, locations.berlin)).reserved_quantity).toBe(2)
      expect((await levelAt(shop.inventoryItemId, locations.main)).reserved_quantity).toBe(0)
    })

    it('fulfils them with f, asked the location: the fulfilment ships from it and its stock goes down', async () => {
      const page = browser.page
      await press(page, 'f')
      await expectPrompt(page, 'Create fulfillment › Items to fulfill')
      await page.getByRole('textbox', { name: /^Quantity of/ }).first().waitFor()
      await press(page, 'Enter') // both
      await expectPrompt(page, 'Create fulfillment › Fulfill from location')
      // Where the items are reserved is offered first.
      await page.getByRole('dialog').getByRole('option', { name: /^Berlin store.*2 reserved here/, selected: true }).waitFor()
      await press(page, 'Enter')
      await expectPrompt(page, 'Create fulfillment › Notify the customer?')
      await pick(page, 'no', /^No/)
      await toast(page, 'Fulfillment created')

      const { order: fulfilled } = await orders.retrieve(order.id)
      expect(fulfilled.fulfillment_status).toBe('fulfilled')
      expect(fulfilled.fulfillments?.map((f) => f.location_id)).toEqual([locations.berlin.id])
      const berlin = await levelAt(shop.inventoryItemId, locations.berlin)
      expect([berlin.stocked_quantity, berlin.reserved_quantity]).toEqual([berlinBefore - 2, 0])
      expect((await levelAt(shop.inventoryItemId, locations.main)).stocked_quantity).toBe(STOCKED.main)
      // Medusa takes the fulfilled items' reservation with them.
      expect(await reservationsOf(order)).toEqual([])
    })
  })

  it('creates a stock location, links a sales channel to it with a, and deletes it with shift+backspace', async () => {
    const page = browser.page
    const name = `Utrecht depot ${run}`
    await command(page, 'Create stock location')
    await expectPrompt(page, 'Create stock location › Name')
    await page.keyboard.type(name)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create stock location › Street address')
    await page.keyboard.type('Oudegracht 1')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create stock location › Country')
    await pick(page, 'Netherlands', /^Netherlands/)
    await expectPrompt(page, 'Create stock location › More fields…')
    await press(page, 'Enter') // no more
    await page.waitForURL(/\/a\/stock-locations\/sloc_/)
    const locationId = idInUrl(page)
    await page.getByRole('heading', { name }).waitFor()

    await press(page, 'a')
    await expectPrompt(page, 'Add sales channel to stock location… › Sales channel')
    await pick(page, 'Pop-up', /^Pop-up Store/)
    await toast(page, `Pop-up Store sells from ${name}`)
    const { stock_location: linked } = await stockLocations.retrieve(locationId)
    expect(linked.address).toMatchObject({ address_1: 'Oudegracht 1', country_code: 'nl' })
    expect(linked.sales_channels?.map((c) => c.name)).toEqual(['Pop-up Store'])

    await press(page, 'Shift+Backspace')
    await expectPrompt(page, 'Delete stock location')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Pop-up Store sells from it')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/stock-locations$/)

    const gone = await stockLocations.retrieve(locationId).then(
      () => 'still there',
      (error: unknown) => (isMedusaApiError(error) ? error.status : String(error)),
    )
    expect(gone).toBe(404)
    const { stock_locations } = await stockLocations.list({ limit: 50 })
    expect(stock_locations.map((l) => l.name)).not.toContain(name)
  })

  it('the Inventory area (g v) has no serious accessibility violation', async () => {
    const page = browser.page
    await press(page, 'g', 'v')
    await page.waitForURL(/\/a\/inventory$/)
    await page.getByRole('grid', { name: 'Inventory' }).getByRole('row').nth(1).waitFor()
    await expectNoSeriousAxeViolations(page)
  })
})
