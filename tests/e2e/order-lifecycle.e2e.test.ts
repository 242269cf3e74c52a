import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { draftOrders } from '@/api/admin/draft-orders'
import { swaps } from '@/api/admin/swaps'
import { logIn, press, signInServerSide, withSignedInBrowser } from './browser'
import { command, expectPrompt, goToOrder, pick, retype, toast } from './keyboard'
import { confirmSwapInShop, prepareShop, serverOrder, shippedOrder, storefrontOrder, type Shop } from './orders'

// Keyboard only: no click, no mouse. An order's whole life from a draft, a capture at the storefront's
// order, and one swap and one claim from start to shipment; each step checked on screen and on the server.

const run = Date.now().toString(36)
let shop: Shop

const badges = (page: Page) => page.getByRole('article').locator('header')

/** A swap's or claim's new items: fulfilled (the only one is taken, no notification), then shipped. */
async function fulfilAndShip(page: Page, of: 'swap' | 'claim', tracking: string) {
  const Of = of === 'swap' ? 'Swap' : 'Claim'
  // Run at once, before the order's swaps and claims (which follow its first paint) are listed: the
  // command waits for them and takes the only one by itself.
  await command(page, `Fulfill ${of}`)
  await expectPrompt(page, `Fulfill ${of} › Notify the customer?`)
  await pick(page, 'no', /^No/)
  await toast(page, `${Of} fulfilled`)
  await command(page, `Ship ${of} fulfillment`)
  await expectPrompt(page, `Ship ${of} fulfillment › Tracking numbers`)
  await page.keyboard.type(tracking)
  await press(page, 'Enter')
  await toast(page, `${Of} shipped`)
}

describe('orders, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Forders')
    await page.waitForURL(/\/a\/orders$/)
    await page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1).waitFor()
  })
  beforeAll(async () => {
    await signInServerSide()
    shop = await prepareShop(`Keyboard Order Tee ${run}`)
  })

  describe('a draft order through payment, fulfilment, shipment, return and refund', () => {
    const email = `lifecycle-${run}@e2e.test`
    let draftId = ''
    let orderId = ''

    it('creates a draft order from the palette', async () => {
      const page = browser.page
      await command(page, 'Create draft order')
      await expectPrompt(page, 'Create draft order › Region')
      await pick(page, 'Europe', /^Europe/)
      await expectPrompt(page, 'Create draft order › Customer')
      await press(page, 'Enter') // none: a guest, by email
      await expectPrompt(page, 'Create draft order › Email')
      await page.keyboard.type(email)
      await press(page, 'Enter')
      await expectPrompt(page, 'Create draft order › Variants')
      await pick(page, shop.productTitle, new RegExp(shop.productTitle))
      await press(page, 'Control+Enter')
      await expectPrompt(page, 'Create draft order › Quantities')
      await page.keyboard.type('3')
      await press(page, 'Enter')
      await expectPrompt(page, 'Create draft order › Custom items')
      await press(page, 'Control+Enter') // none
      await expectPrompt(page, 'Create draft order › Shipping option')
      await pick(page, 'Standard', /^Standard Shipping/)
      await expectPrompt(page, 'Create draft order › Shipping price')
      await press(page, 'Enter') // the option's own price
      await expectPrompt(page, 'Create draft order › Discount codes')
      await press(page, 'Enter')

      await page.waitForURL(/\/a\/draft-orders\/dorder_/)
      draftId = new URL(page.url()).pathname.split('/').pop() ?? ''
      const { draft_order } = await draftOrders.retrieve(draftId)
      expect(draft_order.status).toBe('open')
      expect(draft_order.cart?.email).toBe(email)
      expect(draft_order.cart?.items?.map((i) => [i.variant_id, i.quantity])).toEqual([[shop.variantId, 3]])
      await page.getByRole('heading', { name: `Draft order #${draft_order.display_id}` }).waitFor()
    })

    it('adds the shipping address with e', async () => {
      const page = browser.page
      await press(page, 'e')
      await expectPrompt(page, 'Edit draft order: email and addresses › Email')
      await press(page, 'Enter') // kept
      await expectPrompt(page, 'Edit draft order: email and addresses › Shipping address (key: value per line; empty: unchanged)')
      await page.keyboard.type(Object.entries(shop.address).map(([key, value]) => `${key}: ${value}`).join('\n'))
      await press(page, 'Control+Enter')
      await expectPrompt(page, 'Edit draft order: email and addresses › Billing address (key: value per line; empty: unchanged)')
      await press(page, 'Control+Enter')
      await toast(page, 'Draft order updated')

      const { draft_order } = await draftOrders.retrieve(draftId)
      expect(draft_order.cart?.shipping_address).toMatchObject(shop.address)
    })

    it('marks it paid with shift+p: an order, its payment captured by Medusa on the spot', async () => {
      const page = browser.page
      await press(page, 'Shift+P')
      await expectPrompt(page, 'Mark draft order as paid')
      await press(page, 'Enter')
      await page.waitForURL(/\/a\/orders\/order_/)
      orderId = new URL(page.url()).pathname.split('/').pop() ?? ''
      await badges(page).getByText('captured').waitFor()

      const order = await serverOrder(orderId)
      expect(order).toMatchObject({ email, payment_status: 'captured', fulfillment_status: 'not_fulfilled' })
      // A paid draft's payment is captured already: the console offers no second capture.
      await expect.poll(() => page.getByRole('button', { name: 'Capture payment' }).isDisabled()).toBe(true)
    })

    it('fulfils two of the three with f', async () => {
      const page = browser.page
      await press(page, 'f')
      await expectPrompt(page, 'Create fulfillment › Items to fulfill')
      await page.getByRole('textbox', { name: /^Quantity of/ }).first().waitFor()
      await page.keyboard.type('2') // the row starts at all three, selected
      await press(page, 'Enter')
      await expectPrompt(page, 'Create fulfillment › Notify the customer?')
      await pick(page, 'no', /^No/)
      await toast(page, 'Fulfillment created')
      await badges(page).getByText('partially fulfilled').waitFor()

      const order = await serverOrder(orderId)
      expect(order.fulfillment_status).toBe('partially_fulfilled')
      expect(order.items?.[0]?.fulfilled_quantity).toBe(2)
    })

    it('ships them with s and a tracking number', async () => {
      const page = browser.page
      const tracking = `TRACK-${run}`
      await press(page, 's')
      await expectPrompt(page, 'Ship fulfillment › Tracking numbers') // the only open fulfillment is taken
      await page.keyboard.type(tracking)
      await press(page, 'Enter')
      await toast(page, 'Shipment created')
      await page.getByRole('region', { name: 'Fulfillments' }).getByText(tracking).waitFor()

      const order = await serverOrder(orderId)
      expect(order.fulfillment_status).toBe('partially_shipped')
      expect(order.fulfillments?.[0]?.shipped_at).toBeTruthy()
      expect(order.fulfillments?.[0]?.tracking_links?.map((t) => t.tracking_number)).toEqual([tracking])
    })

    it('requests the return of one with shift+r', async () => {
      const page = browser.page
      await press(page, 'Shift+R')
      await expectPrompt(page, 'Request return › Items to return')
      await page.getByRole('textbox', { name: /^Quantity of/ }).first().waitFor()
      await page.keyboard.type('1')
      await press(page, 'Enter')
      await expectPrompt(page, 'Request return › Return shipping')
      await press(page, 'Enter') // none: the customer sends it back
      await expectPrompt(page, 'Request return › Refund amount')
      await press(page, 'Enter') // Medusa works it out
      await expectPrompt(page, 'Request return › Received already?')
      await pick(page, 'no', /^No/)
      await toast(page, 'Return requested')

      const order = await serverOrder(orderId)
      expect(order.returns?.map((r) => [r.status, r.items?.map((i) => i.quantity)])).toEqual([['requested', [1]]])
    })

    it('receives it from the palette, refunding nothing yet', async () => {
      const page = browser.page
      await command(page, 'Receive return')
      await expectPrompt(page, 'Receive return › Items received') // the only open return is taken
      await page.getByRole('textbox', { name: /^Quantity of/ }).first().waitFor()
      await press(page, 'Enter') // as requested
      await expectPrompt(page, 'Receive return › Refund amount')
      // Medusa refunds what the return is worth on receipt; 0 leaves the refund to the next step.
      await retype(page, '0')
      await toast(page, 'Return received')

      const order = await serverOrder(orderId)
      expect(order.returns?.[0]?.status).toBe('received')
      expect(order.items?.[0]?.returned_quantity).toBe(1)
      expect(order.refunds).toEqual([])
    })

    it('refunds the returned item with r', async () => {
      const page = browser.page
      await press(page, 'r')
      await expectPrompt(page, 'Refund › Amount to refund')
      await retype(page, '30.25') // €25.00 and its 21 % VAT
      await expectPrompt(page, 'Refund › Reason')
      await pick(page, 'return', /^Return/)
      await expectPrompt(page, 'Refund › Note')
      await page.keyboard.type('Returned, unworn')
      await press(page, 'Enter')
      await expectPrompt(page, 'Refund › Notify the customer?')
      await pick(page, 'no', /^No/)
      await expectPrompt(page, 'Refund')
      await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Refund €30.25 on order #')
      await press(page, 'Enter')
      await toast(page, 'Refund created')
      await badges(page).getByText('partially refunded').waitFor()

      const order = await serverOrder(orderId)
      expect(order.payment_status).toBe('partially_refunded')
      expect(order.refunds?.map((r) => [r.amount, r.reason, r.note])).toEqual([[3025, 'return', 'Returned, unworn']])
    })
  })

  it("captures a storefront order's payment with c", async () => {
    const page = browser.page
    const placed = await storefrontOrder(shop)
    expect(placed.payment_status).toBe('awaiting')
    await goToOrder(page, placed.display_id)
    await badges(page).getByText('awaiting').waitFor()
    await press(page, 'c')
    await expectPrompt(page, 'Capture payment')
    await press(page, 'Enter')
    await toast(page, 'Payment captured')
    await badges(page).getByText('captured').waitFor()

    expect((await serverOrder(placed.id)).payment_status).toBe('captured')
  })

  it('takes a swap from creation to shipment', async () => {
    const page = browser.page
    const shipped = await shippedOrder(shop, 2)
    await goToOrder(page, shipped.display_id)

    await command(page, 'Create swap')
    await expectPrompt(page, 'Create swap › Items coming back')
    await page.getByRole('textbox', { name: /^Quantity of/ }).first().waitFor()
    await page.keyboard.type('1')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create swap › New items')
    await pick(page, shop.productTitle, new RegExp(shop.productTitle)) // Enter ticks the match
    await press(page, 'Control+Enter')
    await expectPrompt(page, 'Create swap › Quantities')
    await press(page, 'Enter') // one each
    await expectPrompt(page, 'Create swap › Return shipping')
    await press(page, 'Enter') // none
    await toast(page, 'Swap created')
    await page.getByRole('list', { name: 'Swaps' }).getByRole('listitem').first().waitFor()

    const swapId = (await serverOrder(shipped.id)).swaps?.[0]?.id ?? ''
    const created = (await swaps.retrieve(swapId)).swap
    expect(created.additional_items?.map((i) => [i.variant_id, i.quantity])).toEqual([[shop.variantId, 1]])

    // The customer confirms the exchange in the shop; the operator's panel shows it once reloaded.
    await confirmSwapInShop(shop, created.cart_id ?? '')
    await page.reload()
    await page.getByRole('heading', { name: `Order #${shipped.display_id}` }).waitFor()

    await fulfilAndShip(page, 'swap', `SWAP-${run}`)

    const swap = (await serverOrder(shipped.id)).swaps?.find((s) => s.id === swapId)
    expect(swap?.fulfillment_status).toBe('shipped')
    expect(swap?.fulfillments?.[0]?.tracking_links?.map((t) => t.tracking_number)).toEqual([`SWAP-${run}`])
  })

  it('takes a replacement claim from creation to shipment', async () => {
    const page = browser.page
    const shipped = await shippedOrder(shop, 1)
    await goToOrder(page, shipped.display_id)

    await command(page, 'Create claim')
    await expectPrompt(page, 'Create claim › Claim type')
    await pick(page, 'replace', /^Replace the items/)
    await expectPrompt(page, 'Create claim › Claimed items')
    await page.getByRole('textbox', { name: /^Quantity of/ }).first().waitFor()
    await page.keyboard.type('1')
    await press(page, 'Tab') // the row's reason: the first one
    await press(page, 'ArrowDown')
    await press(page, 'Tab') // its note
    await page.keyboard.type('Seam torn on arrival')
    await press(page, 'Control+Enter')
    await expectPrompt(page, 'Create claim › Photos')
    await press(page, 'Enter') // none
    await expectPrompt(page, 'Create claim › Replacement items')
    await pick(page, shop.productTitle, new RegExp(shop.productTitle)) // Enter ticks the match
    await press(page, 'Control+Enter')
    await expectPrompt(page, 'Create claim › Quantities')
    await press(page, 'Enter') // one each
    await expectPrompt(page, 'Create claim › Shipping for the replacement')
    await pick(page, 'Standard', /^Standard Shipping/)
    await expectPrompt(page, 'Create claim › Return shipping')
    await press(page, 'Enter') // none
    await toast(page, 'Claim created')

    const claim = (await serverOrder(shipped.id)).claims?.[0]
    expect(claim).toMatchObject({ type: 'replace', fulfillment_status: 'not_fulfilled' })
    expect(claim?.claim_items?.map((i) => [i.quantity, i.note])).toEqual([[1, 'Seam torn on arrival']])

    await fulfilAndShip(page, 'claim', `CLAIM-${run}`)

    const shippedClaim = (await serverOrder(shipped.id)).claims?.[0]
    expect(shippedClaim?.fulfillment_status).toBe('shipped')
    expect(shippedClaim?.fulfillments?.[0]?.tracking_links?.map((t) => t.tracking_number)).toEqual([`CLAIM-${run}`])
  })
})
