import { beforeAll, describe, expect, it } from 'vitest'
import { draftOrders } from '@/api/admin/draft-orders'
import { notes } from '@/api/admin/notes'
import { orderEdits } from '@/api/admin/order-edits'
import { logIn, paletteHeading, signInServerSide, withSignedInBrowser } from './browser'
import { encodePng } from '../../backend/seed/png'
import { prepareShop, serverOrder, storefrontOrder, type Shop } from './orders'

// The order's life by mouse: links and buttons on the panels, typing only into fields. Besides the
// keyboard lifecycle's steps it cancels a fulfillment, refunds on receipt, takes notes, makes a
// refund claim and edits an order through to its confirmation.

const run = Date.now().toString(36)
let shop: Shop

describe('orders by mouse through the panels, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page)
    await page.waitForURL(/\/a\//)
  })
  beforeAll(async () => {
    await signInServerSide()
    shop = await prepareShop(`Mouse Order Mug ${run}`)
  })

  const dialog = () => browser.page.getByRole('dialog')
  const heading = () => paletteHeading(browser.page)
  const expectPrompt = (title: string) => expect.poll(() => heading().textContent()).toBe(title)
  const button = (name: RegExp | string) => browser.page.getByRole('button', { name, exact: typeof name === 'string' })
  const option = (name: RegExp | string) => dialog().getByRole('option', { name })
  const toast = (text: string) => browser.page.getByRole('status').filter({ hasText: text }).first().waitFor()
  const fillAndContinue = async (text: string) => {
    await dialog().locator('input:not([type=file]), textarea').first().fill(text)
    await dialog().getByRole('button', { name: 'Continue' }).click()
  }
  const continueAsIs = () => dialog().getByRole('button', { name: 'Continue' }).click()
  const quantity = (index = 0) => dialog().getByRole('textbox', { name: /^Quantity of/ }).nth(index)

  let orderId = ''

  it('creates a draft order with the Create draft order button and pays it', async () => {
    const page = browser.page
    await page.getByRole('link', { name: /Draft orders/ }).click()
    await button('Create draft order').click()
    await expectPrompt('Create draft order › Region')
    await option(/^Europe/).click()
    await option('None').click()
    await fillAndContinue(`mouse-${run}@e2e.test`)
    await expectPrompt('Create draft order › Variants')
    await dialog().getByRole('combobox').fill(shop.productTitle)
    await option(new RegExp(shop.productTitle)).click()
    await option(/^Done/).click()
    await fillAndContinue('2')
    await expectPrompt('Create draft order › Custom items')
    await continueAsIs()
    await option(/^Standard Shipping/).click()
    await continueAsIs() // shipping price: the option's own
    await continueAsIs() // no discount codes
    await page.waitForURL(/\/a\/draft-orders\/dorder_/)
    const draftId = new URL(page.url()).pathname.split('/').pop() ?? ''

    await button('Edit draft order: email and addresses').click()
    await continueAsIs() // email kept
    await fillAndContinue(Object.entries(shop.address).map(([key, value]) => `${key}: ${value}`).join('\n'))
    await continueAsIs() // billing address unchanged
    await toast('Draft order updated')
    expect((await draftOrders.retrieve(draftId)).draft_order.cart?.shipping_address).toMatchObject(shop.address)

    await button('Mark draft order as paid').click()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(/\/a\/orders\/order_/)
    orderId = new URL(page.url()).pathname.split('/').pop() ?? ''
    expect((await serverOrder(orderId)).payment_status).toBe('captured')
  })

  it('fulfils one, cancels that fulfillment, fulfils both and ships them with the buttons', async () => {
    await button('Create fulfillment').click()
    await quantity().fill('1')
    await continueAsIs()
    await option('No').click()
    await toast('Fulfillment created')
    await button(/^Cancel fulfillment/).click()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await toast('Fulfillment canceled')
    expect((await serverOrder(orderId)).fulfillments?.map((f) => Boolean(f.canceled_at))).toEqual([true])

    await button('Create fulfillment').click()
    await expect.poll(() => quantity().inputValue()).toBe('2') // all that is left
    await continueAsIs()
    await option('No').click()
    await toast('Fulfillment created')
    // The row's own button: the panel's 'Ship fulfillment' would ask which fulfillment.
    await button(/^Ship fulfillment: /).click()
    await fillAndContinue(`MOUSE-${run}`)
    await toast('Shipment created')

    const order = await serverOrder(orderId)
    expect(order.fulfillment_status).toBe('shipped')
    expect(order.fulfillments?.find((f) => !f.canceled_at)?.tracking_links?.map((t) => t.tracking_number)).toEqual([`MOUSE-${run}`])
  })

  it('requests a return, receives it with the row button (Medusa refunds it then) and refunds more', async () => {
    await button('Request return').click()
    await quantity().fill('1')
    await continueAsIs()
    await option('None').click() // no return shipping
    await continueAsIs() // refund: worked out by Medusa
    await option('No').click() // not received yet
    await toast('Return requested')

    await button(/^Receive return/).click()
    await expectPrompt('Receive return › Items received')
    await expect.poll(() => quantity().inputValue()).toBe('1')
    await continueAsIs()
    await expectPrompt('Receive return › Refund amount')
    await continueAsIs() // what the return is worth: €25.00 and its VAT
    await toast('€30.25 refunded')

    await button('Refund').click()
    await fillAndContinue('5.00')
    await option('Other').click()
    await fillAndContinue('Goodwill for the wait')
    await option('No').click()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await toast('Refund created')

    const order = await serverOrder(orderId)
    expect(order.returns?.[0]?.status).toBe('received')
    expect(order.refunds?.map((r) => [r.amount, r.reason])).toEqual([
      [3025, 'return'],
      [500, 'other'],
    ])
  })

  it('adds a note and deletes it from the timeline', async () => {
    const text = `Customer called about the parcel ${run}`
    await button('Add note').click()
    await fillAndContinue(text)
    const timeline = browser.page.getByRole('list', { name: 'Order timeline' })
    await timeline.getByText(text).waitFor()
    const { notes: added } = await notes.list({ resource_id: orderId })
    expect(added.map((n) => n.value)).toEqual([text])

    await timeline.getByRole('button', { name: /^Delete note/ }).click()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await timeline.getByText(text).waitFor({ state: 'detached' })
    expect((await notes.list({ resource_id: orderId })).notes).toEqual([])
  })

  it('makes a refund claim for the other item, with a photo', async () => {
    await button('Create claim').click()
    await option(/^Refund the items/).click()
    await quantity().fill('1')
    await dialog().getByRole('combobox', { name: /^Reason for/ }).selectOption({ label: 'Wrong item' })
    await continueAsIs()
    await expectPrompt('Create claim › Photos')
    const photo = encodePng(8, 8, () => [200, 40, 40])
    await dialog().locator('input[type=file]').setInputFiles({ name: 'wrong-mug.png', mimeType: 'image/png', buffer: photo })
    await continueAsIs()
    await option('None').click() // no return shipping
    await continueAsIs() // refund: what the item is worth
    await toast('Claim created')

    const order = await serverOrder(orderId)
    expect(order.claims?.map((c) => [c.type, c.claim_items?.map((i) => i.reason)])).toEqual([['refund', ['wrong_item']]])
    expect(order.refunds?.map((r) => r.reason)).toContain('claim')
    // The photo went up to the file service and hangs on the claimed item; the panel links it.
    const url = order.claims?.[0]?.claim_items?.[0]?.images?.[0]?.url ?? ''
    expect(url).toMatch(/\/uploads\/.*wrong-mug\.png$/)
    expect((await fetch(url)).ok).toBe(true)
    await browser.page.getByRole('link', { name: /^Photo 1 of 1/ }).waitFor()
  })

  it("edits a storefront order: Edit order, add an item, request confirmation, confirm", async () => {
    const page = browser.page
    const placed = await storefrontOrder(shop)
    await page.getByRole('link', { name: /^Orders/ }).click()
    await page.getByRole('searchbox').fill(placed.email)
    await page.getByRole('searchbox').press('Enter')
    await page.getByRole('grid', { name: 'Orders' }).getByRole('row', { name: new RegExp(`#${placed.display_id}`) }).click()
    await page.getByRole('heading', { name: `Order #${placed.display_id}` }).waitFor()

    await button('Edit order').click()
    await fillAndContinue('Customer wants a second mug')
    await page.waitForURL(/\/a\/order-edits\/oe_/)
    const editId = new URL(page.url()).pathname.split('/').pop() ?? ''

    await button('Add item to order edit').click()
    await dialog().getByRole('combobox').fill(shop.productTitle)
    await option(new RegExp(shop.productTitle)).click()
    await continueAsIs() // quantity 1
    await toast('Item added to the edit')
    await button('Request confirmation of order edit').click()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await toast('Confirmation requested')
    await button('Confirm order edit').click()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await toast('Order edit confirmed')

    expect((await orderEdits.retrieve(editId)).order_edit.status).toBe('confirmed')
    const order = await serverOrder(placed.id)
    expect(order.items?.reduce((sum, item) => sum + item.quantity, 0)).toBe(2)
  })
})
