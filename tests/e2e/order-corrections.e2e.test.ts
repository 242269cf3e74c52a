import { beforeAll, describe, expect, it } from 'vitest'
import { draftOrders } from '@/api/admin/draft-orders'
import { isMedusaApiError } from '@/api/client'
import { notes } from '@/api/admin/notes'
import { orderClaims, orderSwaps } from '@/api/admin/order-claims-swaps'
import { orderEdits } from '@/api/admin/order-edits'
import { orders } from '@/api/admin/orders'
import { logIn, press, signInServerSide, withSignedInBrowser } from './browser'
import { command, expectPrompt, goToOrder, idInUrl, pick, retype, toast } from './keyboard'
import { openDraft, prepareShop, serverOrder, shippedOrder, storefrontOrder, type Shop } from './orders'

// Keyboard only: the corrections of an operator's day. Draft lines added, changed and removed; an
// order created outright; an order edit changed, undone and dropped; a return, a swap and a claim
// canceled; notes; an order completed, archived, and another canceled. Each checked on the server.

const run = Date.now().toString(36)
let shop: Shop

const gone = (request: Promise<unknown>) =>
  request.then(
    () => 200,
    (error: unknown) => (isMedusaApiError(error) ? error.status : error),
  )

describe('order corrections, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fdraft-orders')
    await page.waitForURL(/\/a\/draft-orders$/)
  })
  beforeAll(async () => {
    await signInServerSide()
    shop = await prepareShop(`Keyboard Fix Scarf ${run}`)
  })

  it('adds, changes and removes draft lines with a, shift+a, q, shift+r, then deletes the draft', async () => {
    const page = browser.page
    const draft = await openDraft(shop)
    await command(page, 'Open draft order')
    await pick(page, String(draft.display_id), new RegExp(`#${draft.display_id}`))
    await page.getByRole('heading', { name: `Draft order #${draft.display_id}` }).waitFor()
    const lines = async () => (await draftOrders.retrieve(draft.id)).draft_order.cart?.items?.map((i) => [i.title, i.quantity]).sort()

    await press(page, 'a')
    await expectPrompt(page, 'Add variant to draft order › Variant')
    await pick(page, shop.productTitle, new RegExp(shop.productTitle))
    await expectPrompt(page, 'Add variant to draft order › Quantity')
    await press(page, 'Enter')
    await expect.poll(lines).toEqual([[shop.productTitle, 2]]) // Medusa merges a variant already on the cart

    await press(page, 'Shift+A')
    await expectPrompt(page, 'Add custom item to draft order › Title')
    await page.keyboard.type('Gift wrap')
    await press(page, 'Enter')
    await expectPrompt(page, 'Add custom item to draft order › Unit price')
    await page.keyboard.type('3.00')
    await press(page, 'Enter')
    await press(page, 'Enter') // quantity 1
    await expect.poll(lines).toContainEqual(['Gift wrap', 1])

    await press(page, 'q')
    await expectPrompt(page, 'Change line item quantity › Line item')
    await pick(page, 'Gift', /^Gift wrap/)
    await expectPrompt(page, 'Change line item quantity › Quantity')
    await retype(page, '2')
    await expect.poll(lines).toContainEqual(['Gift wrap', 2])

    await press(page, 'Shift+R')
    await expectPrompt(page, 'Remove line item from draft order › Line item')
    await pick(page, 'Gift', /^Gift wrap/)
    await expectPrompt(page, 'Remove line item from draft order')
    await press(page, 'Enter')
    await expect.poll(lines).toEqual([[shop.productTitle, 2]])

    await press(page, 'Shift+Backspace')
    await expectPrompt(page, 'Delete draft order')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/draft-orders$/)
    expect(await gone(draftOrders.retrieve(draft.id))).toBe(404)
  })

  it('creates an order outright with Create order (a draft paid at once)', async () => {
    const page = browser.page
    await command(page, 'Create order')
    await expectPrompt(page, 'Create order › Region')
    await pick(page, 'Europe', /^Europe/)
    await press(page, 'Enter') // no customer
    await page.keyboard.type(`direct-${run}@e2e.test`)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create order › Variants')
    await pick(page, shop.productTitle, new RegExp(shop.productTitle))
    await press(page, 'Control+Enter')
    await press(page, 'Enter') // one each
    await expectPrompt(page, 'Create order › Custom items')
    await press(page, 'Control+Enter')
    await pick(page, 'Standard', /^Standard Shipping/)
    await press(page, 'Enter') // the option's price
    await press(page, 'Enter') // no discount
    await expectPrompt(page, 'Create order')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Create a paid order for direct-${run}@e2e.test?`)
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/orders\/order_/)
    await page.getByRole('heading', { name: /^Order #/ }).waitFor() // the orders area loads on first use

    const order = await serverOrder(idInUrl(page))
    expect(order).toMatchObject({ email: `direct-${run}@e2e.test`, payment_status: 'captured', status: 'pending' })
    expect(order.items?.map((i) => [i.variant_id, i.quantity])).toEqual([[shop.variantId, 1]])
  })

  it('changes an order edit (add, quantity, undo, note), cancels it, and deletes a second one', async () => {
    const page = browser.page
    const orderId = idInUrl(page) // the order just created
    const edit = async () => (await orderEdits.retrieve(idInUrl(page))).order_edit

    await press(page, 'Shift+E')
    await expectPrompt(page, 'Edit order › Internal note')
    await page.keyboard.type('Customer asked by phone')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/order-edits\/oe_/)
    await page.getByRole('heading', { name: /^Edit of order #\d/ }).waitFor()

    await press(page, 'a')
    await pick(page, shop.productTitle, new RegExp(shop.productTitle))
    await press(page, 'Enter') // quantity 1
    await expect.poll(async () => (await edit()).changes?.map((c) => c.type)).toEqual(['item_add'])

    await press(page, 'q')
    await expectPrompt(page, 'Change item quantity in order edit › Item')
    // Not the line added a moment ago: both have the same title; the hint typed leaves only the order's.
    await page.keyboard.type('on the order')
    const onOrder = page.getByRole('dialog').getByRole('option', { name: /on the order/ })
    await expect.poll(() => page.getByRole('dialog').getByRole('option').count()).toBe(1)
    await expect.poll(() => onOrder.getAttribute('aria-selected')).toBe('true')
    await press(page, 'Enter')
    await expectPrompt(page, 'Change item quantity in order edit › Quantity')
    await retype(page, '3')
    await expect.poll(async () => (await edit()).changes?.map((c) => c.type).sort()).toEqual(['item_add', 'item_update'])

    await press(page, 'u')
    await expectPrompt(page, 'Undo order edit change › Change')
    await pick(page, '', /./)
    await expectPrompt(page, 'Undo order edit change')
    await press(page, 'Enter')
    await expect.poll(async () => (await edit()).changes?.length).toBe(1)

    await press(page, 'e')
    await expectPrompt(page, 'Edit order edit note › Internal note')
    await retype(page, 'Customer asked by email', 'Control+Enter')
    await expect.poll(async () => (await edit()).internal_note).toBe('Customer asked by email')

    await press(page, 'Shift+C')
    await expectPrompt(page, 'Cancel order edit')
    await press(page, 'Enter')
    await expect.poll(async () => (await edit()).status).toBe('canceled')

    const { order } = await orders.retrieve(orderId)
    await goToOrder(page, order.display_id)
    // The panel shows the cached order at once and refetches it: once the canceled edit is known (its
    // exchanges may show it still open for a moment), a new one may start.
    const edits = page.getByRole('region', { name: /^Order edits/ })
    await expect.poll(() => edits.textContent(), { timeout: 10_000 }).toMatch(/^Order edits \(1\)canceled/)
    await expect.poll(() => page.getByRole('button', { name: 'Edit order', exact: true }).isEnabled()).toBe(true)
    await press(page, 'Shift+E')
    await expectPrompt(page, 'Edit order › Internal note')
    await press(page, 'Enter') // no note
    await page.waitForURL(/\/a\/order-edits\/oe_/)
    await page.getByRole('heading', { name: /^Edit of order #\d/ }).waitFor()
    const second = idInUrl(page)
    await press(page, 'Shift+Backspace')
    await expectPrompt(page, 'Delete order edit')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/order-edits$/)
    expect(await gone(orderEdits.retrieve(second))).toBe(404)
  })

  it("cancels a swap's return and the swap, sets a claim's shipping method and cancels the claim, and cancels a return", async () => {
    const page = browser.page
    const shipped = await shippedOrder(shop, 3)
    const [line] = shipped.items ?? []
    if (!line) throw new Error('no line item')
    await orders.requestReturn(shipped.id, { items: [{ item_id: line.id, quantity: 1 }] })
    await orderSwaps.create(shipped.id, { return_items: [{ item_id: line.id, quantity: 1 }], additional_items: [{ variant_id: shop.variantId, quantity: 1 }] })
    await orderClaims.create(shipped.id, {
      type: 'replace',
      claim_items: [{ item_id: line.id, quantity: 1, reason: 'wrong_item' }],
      additional_items: [{ variant_id: shop.variantId, quantity: 1 }],
    }) // no shipping for the replacement yet: the operator sets it
    await goToOrder(page, shipped.display_id)

    // Medusa cancels a swap only once its return is canceled: that return first, picked by its label.
    await command(page, 'Cancel return')
    await expectPrompt(page, 'Cancel return › Return')
    await pick(page, 'swap', /^Swap return/)
    await expectPrompt(page, 'Cancel return')
    await press(page, 'Enter')
    await toast(page, 'Return canceled')

    await command(page, 'Cancel swap')
    await expectPrompt(page, 'Cancel swap') // the only swap: straight to the confirmation
    await press(page, 'Enter')
    await toast(page, 'Swap canceled')
    await expect.poll(async () => Boolean((await serverOrder(shipped.id)).swaps?.[0]?.canceled_at)).toBe(true)

    await command(page, 'Set claim shipping method')
    await expectPrompt(page, 'Set claim shipping method › Shipping option')
    await pick(page, 'Express', /^Express Shipping/)
    await expectPrompt(page, 'Set claim shipping method › Price')
    await retype(page, '0')
    await toast(page, 'Claim shipping method set')
    const claim = async () => (await serverOrder(shipped.id)).claims?.[0]
    await expect.poll(async () => (await claim())?.shipping_methods?.map((m) => [m.shipping_option_id === shop.shippingOptionId, m.price])).toEqual([[false, 0]])

    await command(page, 'Cancel claim')
    await expectPrompt(page, 'Cancel claim')
    await press(page, 'Enter')
    await toast(page, 'Claim canceled')
    await expect.poll(async () => Boolean((await claim())?.canceled_at)).toBe(true)

    await command(page, 'Cancel return')
    await expectPrompt(page, 'Cancel return') // the only open return left
    await press(page, 'Enter')
    await expect.poll(async () => (await serverOrder(shipped.id)).returns?.filter((r) => !r.swap_id).map((r) => r.status)).toEqual(['canceled'])
  })

  it('adds and edits a note with n, then completes and archives the order', async () => {
    const page = browser.page
    const orderId = idInUrl(page) // the order of the test before
    const noteValues = async () => (await notes.list({ resource_id: orderId })).notes.map((n) => n.value)

    await press(page, 'n')
    await expectPrompt(page, 'Add note › Note')
    await page.keyboard.type('Claim canceled: the customer found the item')
    await press(page, 'Control+Enter')
    await expect.poll(noteValues).toEqual(['Claim canceled: the customer found the item'])

    await command(page, 'Edit note')
    await expectPrompt(page, 'Edit note › Note')
    await page.getByRole('dialog').getByRole('option', { name: /Claim canceled/, selected: true }).waitFor()
    await press(page, 'Enter')
    await retype(page, 'Claim canceled: the item was in the second parcel', 'Control+Enter')
    await expect.poll(noteValues).toEqual(['Claim canceled: the item was in the second parcel'])

    await command(page, 'Complete order')
    await expectPrompt(page, 'Complete order')
    await press(page, 'Enter')
    await expect.poll(async () => (await serverOrder(orderId)).status).toBe('completed')

    await command(page, 'Archive order')
    await expectPrompt(page, 'Archive order')
    await press(page, 'Enter')
    await expect.poll(async () => (await serverOrder(orderId)).status).toBe('archived')
  })

  it('cancels an unfulfilled storefront order with shift+c', async () => {
    const page = browser.page
    const placed = await storefrontOrder(shop)
    await goToOrder(page, placed.display_id)
    await press(page, 'Shift+C')
    await expectPrompt(page, 'Cancel order')
    await press(page, 'Enter')
    await toast(page, 'Order canceled')
    const order = await serverOrder(placed.id)
    expect(order.status).toBe('canceled')
    expect(order.payment_status).toBe('canceled')
  })
})
