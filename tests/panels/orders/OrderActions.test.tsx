import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { draftOrderHandlers, seedDraftOrders } from '../../mocks/draft-orders/draft-orders'
import { orderEditHandlers, seedOrderEdits } from '../../mocks/order-edits/order-edits'
import { orderMutationHandlers } from '../../mocks/orders/mutations'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { orderTotals } from '../../mocks/orders/parts'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { openOrderWithHost, renderOrdersWithHost, withOrdersDb } from './helpers'

// The order panel's buttons run the registered order commands: each opens the palette at the
// first question its context cannot answer (the order is the one on screen, a row's button names
// its fulfillment, return, swap or claim), or at the confirmation when nothing is left to ask.

const mock = withOrdersDb()
beforeEach(() => {
  server.use(...orderMutationHandlers(mock.db))
  localStorage.clear()
})
// The palette is a lazy chunk: loaded once here, so no test waits on the module graph under load.
beforeAll(() => import('@/palette/Palette'))
const SLOW = { timeout: 10_000 }

const openOrder = (displayId: number) => openOrderWithHost(mock.db, displayId)

const toolbar = () => screen.getByRole('toolbar', { name: 'Order actions' })
/** The heading of the palette page on screen: 'Refund › Amount to refund'. */
const pageTitle = async () => (await screen.findByRole('dialog', {}, SLOW)).querySelector('h2')?.textContent

describe('the order toolbar', () => {
  it('shows every order action, enabled by what Medusa allows on this order', async () => {
    await openOrder(1044)
    // The buttons follow once the panel has focused its loaded order.
    await waitFor(() => expect((within(toolbar()).getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true))
    // Edit order follows the store's order_editing flag once it has reached the panel.
    await waitFor(() => expect((within(toolbar()).getByRole('button', { name: 'Edit order' }) as HTMLButtonElement).disabled).toBe(false), SLOW)
    const buttons = within(toolbar()).getAllByRole('button') as HTMLButtonElement[]
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ['Capture payment', false],
      ['Refund', true],
      ['Create fulfillment', false],
      ['Ship fulfillment', true],
      ['Request return', true],
      ['Create swap', true],
      ['Create claim', true],
      ['Edit order', false],
      ['Complete order', false],
      ['Archive order', true],
      ['Cancel order', false],
    ])
  })

  it('captures through the confirmation, and the panel follows', async () => {
    const { order, user } = await openOrder(1044)
    await user.click(within(toolbar()).getByRole('button', { name: 'Capture payment' }))
    const dialog = await screen.findByRole('dialog', {}, SLOW)
    expect(within(dialog).getByText(`Capture ${formatMoney(orderTotals(order).total, 'usd')} on order #1044?`)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    // The toast, not the timeline's 'Payment captured' event the refetched order adds to the panel.
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Payment captured', {}, SLOW)).toBeTruthy()
    expect(order.payment_status).toBe('captured')
    await waitFor(() => expect((within(toolbar()).getByRole('button', { name: 'Capture payment' }) as HTMLButtonElement).disabled).toBe(true), SLOW)
  })

  it('opens Refund at its amount, starting at what is left to refund', async () => {
    const { order, user } = await openOrder(1042)
    await user.click(within(toolbar()).getByRole('button', { name: 'Refund' }))
    expect(await pageTitle()).toBe('Refund › Amount to refund')
    expect((document.activeElement as HTMLInputElement).value).toBe(String(orderTotals(order).refundable_amount))
  })

  it('opens Create fulfillment at the items page, then asks to notify, then fulfils', async () => {
    const { order, user } = await openOrder(1034)
    await user.click(within(toolbar()).getByRole('button', { name: 'Create fulfillment' }))
    expect(await pageTitle()).toBe('Create fulfillment › Items to fulfill')
    const bottle = await screen.findByRole('textbox', { name: 'Quantity of Medusa Water Bottle (Default), at most 2' }, SLOW)
    await waitFor(() => expect(document.activeElement).toBe(bottle))
    expect((bottle as HTMLInputElement).value).toBe('2')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await pageTitle()).toBe('Create fulfillment › Notify the customer?')
    expect(screen.getByText('Medusa Water Bottle (Default) × 2')).toBeTruthy()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Fulfillment created', {}, SLOW)).toBeTruthy()
    expect(order.fulfillment_status).toBe('fulfilled')
  })
})

describe('row buttons', () => {
  it("a fulfillment's Ship asks only for tracking numbers", async () => {
    const { user } = await openOrder(1035)
    const section = screen.getByRole('heading', { name: 'Fulfillments and shipments' }).closest('section') as HTMLElement
    await user.click(within(section).getByRole('button', { name: /^Ship fulfillment: fulfillment of / }))
    expect(await pageTitle()).toBe('Ship fulfillment › Tracking numbers')
  })

  it("a fulfillment's Cancel fulfillment asks for confirmation", async () => {
    const { user } = await openOrder(1035)
    await user.click(screen.getByRole('button', { name: /^Cancel fulfillment: fulfillment of / }))
    const dialog = await screen.findByRole('dialog', {}, SLOW)
    expect(within(dialog).getByText('Cancel this fulfillment of order #1035? Its items can be fulfilled again.')).toBeTruthy()
  })

  it("a return's Receive opens at the received items, and Cancel at its confirmation", async () => {
    const { user } = await openOrder(1031)
    // Returns, swaps and claims arrive with the order's exchanges, a request after the order's own.
    await user.click(await screen.findByRole('button', { name: /^Receive return: return of / }, SLOW))
    expect(await pageTitle()).toBe('Receive return › Items received')
    // Escape goes back a page: from the first one to the command list, then closes.
    await user.keyboard('{Escape}{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: /^Cancel return: return of / }))
    expect(within(await screen.findByRole('dialog', {}, SLOW)).getByText('Cancel this return of order #1031?')).toBeTruthy()
  })

  it("a swap's and a claim's buttons show what Medusa allows on each", async () => {
    await openOrder(1027)
    expect(screen.getByRole('button', { name: /^Fulfill swap: swap of / })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Process swap payment: swap of / })).toBeTruthy()
    // Its return is still open: canceling the swap waits for that.
    expect(screen.queryByRole('button', { name: /^Cancel swap: / })).toBeNull()
    expect(screen.getByRole('button', { name: /^Cancel return: return of / })).toBeTruthy()
    await screen.findAllByText(/Note by/, {}, SLOW)
    await expectNoSeriousA11yViolations()
  }, 30_000)

  /** Holds the order's exchanges GET (fields=id) until the returned function is called. */
  function holdExchanges(): () => void {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(http.get(`${BASE}/admin/orders/:id`, async ({ request }) => (new URL(request.url).searchParams.get('fields') === 'id' ? held : undefined)))
    return release
  }

  it('a command started before the swaps arrive waits for them and takes the only swap without asking', async () => {
    const release = holdExchanges()
    const { user } = await openOrder(1027)
    await user.keyboard('{Control>}k{/Control}')
    await user.keyboard('Fulfill swap')
    await screen.findByRole('option', { name: /^Fulfill swap/ }, SLOW)
    await user.keyboard('{Enter}')
    // Waiting, it does not ask which swap. A command that asks opens its page on the Enter itself
    // (the runner begins it synchronously, and the key's act() renders it): no wait would show more.
    expect((await pageTitle()) ?? '').not.toContain('Fulfill swap ›')
    release()
    await waitFor(async () => expect(await pageTitle()).toBe('Fulfill swap › Notify the customer?'), SLOW)
  })

  it('a command that asks what only the operator knows opens at once while the swaps are on their way', async () => {
    const release = holdExchanges()
    const { user } = await openOrder(1027)
    await user.keyboard('{Control>}k{/Control}')
    await user.keyboard('Add note')
    // The order's Add note comes first, above the customer's.
    const [addNote] = await screen.findAllByRole('option', { name: /^Add note/ }, SLOW)
    expect(addNote?.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Enter}')
    // On the Enter itself, not after the 2 s a command waits at most for the rest of the record: the
    // clock is not asked, the page is there as the key's act() ends.
    expect(await pageTitle()).toBe('Add note › Note')
    release()
  })

  it("a claim's Set claim shipping method asks for the option", async () => {
    await openOrder(1028)
    const user = userEvent.setup({ delay: null })
    // The claim's row arrives with the order's exchanges, a request after the order's own.
    const setMethod = await screen.findByRole('button', { name: /^Set claim shipping method: claim of / }, SLOW)
    expect(screen.queryByRole('button', { name: /^Fulfill claim: / })).toBeNull()
    await user.click(setMethod)
    expect(await pageTitle()).toBe('Set claim shipping method › Shipping option')
    expect(await screen.findByRole('option', { name: /Standard Shipping/ }, SLOW)).toBeTruthy()
  })

  it(
    'Create swap sends several new items: a wrong count of quantities stays as typed beside its error',
    async () => {
      const { order, user } = await openOrder(1030)
      await user.click(within(toolbar()).getByRole('button', { name: 'Create swap' }))
      expect(await pageTitle()).toBe('Create swap › Items coming back')
      const [first] = await screen.findAllByRole('textbox', { name: /^Quantity of / }, SLOW)
      await waitFor(() => expect(document.activeElement).toBe(first))
      await user.keyboard('1{Enter}')
      expect(await pageTitle()).toBe('Create swap › New items')
      await user.keyboard('sweat')
      await screen.findByRole('option', { name: /^Medusa Sweatpants · S/ }, SLOW)
      // Both results on screen before the keys that pick them (a slow machine draws M a moment after S).
      await screen.findByRole('option', { name: /^Medusa Sweatpants · M/ }, SLOW)
      // Enter toggles the selected (top) match, ↓ moves to the next; Ctrl+Enter is done.
      await user.keyboard('{Enter}{ArrowDown}{Enter}{Control>}{Enter}{/Control}')
      expect(await pageTitle()).toBe('Create swap › Quantities')
      await user.keyboard('1, 2, 3{Enter}')
      const dialog = screen.getByRole('dialog')
      expect(within(dialog).getByRole('alert').textContent).toBe('Give one quantity per variant (2), or one for all')
      expect((document.activeElement as HTMLInputElement).value).toBe('1, 2, 3')
      expect(await pageTitle()).toBe('Create swap › Quantities')
      await user.keyboard('{Control>}a{/Control}3, 1{Enter}')
      expect(await pageTitle()).toBe('Create swap › Return shipping')
      await user.keyboard('{Enter}') // none
      expect(await screen.findByText('Swap created', {}, SLOW)).toBeTruthy()
      expect(order.swaps?.at(-1)?.additional_items?.map((i) => [i.title, i.description, i.quantity])).toEqual([
        ['Medusa Sweatpants', 'M', 3],
        ['Medusa Sweatpants', 'S', 1],
      ])
    },
    30_000,
  )

  it("a note's Edit starts from its text; a notification's Resend confirms, then resends", async () => {
    const { order, user } = await openOrder(1042)
    const timeline = await screen.findByRole('list', { name: 'Order timeline' })
    const [edit] = await within(timeline).findAllByRole('button', { name: /^Edit note: note of / }, SLOW)
    if (!edit) throw new Error('a note has an Edit button')
    await user.click(edit)
    expect(await pageTitle()).toBe('Edit note › Note')
    expect((document.activeElement as HTMLTextAreaElement).value).toBe('Refunded 15% for the late delivery')
    // Escape goes back a page: from the first one to the command list, then closes.
    await user.keyboard('{Escape}{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Resend notification: Order shipment created to haruki.tanaka@example.jp' }))
    const dialog = await screen.findByRole('dialog', {}, SLOW)
    expect(within(dialog).getByText('Send this notification of order #1042 again, to the same address?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Notification sent again', {}, SLOW)).toBeTruthy()
    const shipment = mock.db.notifications.find((n) => n.resource_id === order.id && n.event_name === 'order.shipment_created' && !n.parent_id)
    expect(mock.db.notifications.filter((n) => n.parent_id === shipment?.id)).toHaveLength(1)
  })
})

describe('creating and editing orders', () => {
  beforeEach(() => {
    server.use(...draftOrderHandlers(mock.db), ...orderEditHandlers(mock.db))
  })
  const palette = () => screen.getByRole('dialog')
  const clickOption = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) =>
    user.click(await within(palette()).findByRole('option', { name }, SLOW))
  const continueWith = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
    if (text) await user.type(document.activeElement as HTMLElement, text)
    await user.click(within(palette()).getByRole('button', { name: 'Continue' }))
  }

  it(
    "the table's Create order asks what a draft order needs, pays it and opens the new order",
    async () => {
      renderOrdersWithHost('/a/orders')
      await screen.findByText('#1049', {}, SLOW)
      const user = userEvent.setup({ delay: null })
      await user.click(screen.getByRole('button', { name: 'Create order' }))
      expect(await pageTitle()).toBe('Create order › Region')
      await clickOption(user, /^Europe/)
      expect(await pageTitle()).toBe('Create order › Customer')
      await clickOption(user, /^Jane Doe/)
      // Jane's email came with the picker: no email page.
      expect(await pageTitle()).toBe('Create order › Variants')
      await user.type(document.activeElement as HTMLElement, 'sweat')
      await clickOption(user, /^Medusa Sweatshirt · M/)
      // Picked (a click on a row the search redraws at that moment would pick nothing) before Done.
      await waitFor(() => expect(within(palette()).getByRole('option', { name: /^Medusa Sweatshirt · M/ }).getAttribute('aria-checked')).toBe('true'), SLOW)
      await clickOption(user, /^Done/)
      expect(await pageTitle()).toBe('Create order › Quantities')
      await continueWith(user, '3')
      expect(await pageTitle()).toBe('Create order › Custom items')
      await continueWith(user, 'Gift wrap = 3.50')
      expect(await pageTitle()).toBe('Create order › Shipping option')
      await clickOption(user, /^Standard Shipping/)
      expect(await pageTitle()).toBe('Create order › Shipping price')
      await continueWith(user, '')
      expect(await pageTitle()).toBe('Create order › Discount codes')
      await continueWith(user, '')
      expect(await pageTitle()).toBe('Create order')
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))

      expect(await screen.findByRole('heading', { name: 'Order #1051' }, SLOW)).toBeTruthy()
      expect(screen.queryByRole('dialog')).toBeNull()
      const db = seedDraftOrders(mock.db)
      const order = db.orders.find((o) => o.display_id === 1051)
      expect(order?.items?.map((i) => [i.title, i.quantity])).toEqual([['Medusa Sweatshirt', 3], ['Gift wrap', 1]])
      expect(db.draftOrders.find((d) => d.order_id === order?.id)?.status).toBe('completed')
      // The table, on screen all along, asked for its list again.
      await screen.findByText('#1051', {}, SLOW)
    },
    60_000,
  )

  it('Edit order starts an order edit of the order on screen', async () => {
    const { order, user } = await openOrder(1044)
    // Enabled once the store's order_editing flag has reached the panel.
    const editOrder = within(toolbar()).getByRole('button', { name: 'Edit order' }) as HTMLButtonElement
    await waitFor(() => expect(editOrder.disabled).toBe(false), SLOW)
    await user.click(editOrder)
    expect(await pageTitle()).toBe('Edit order › Internal note')
    await user.type(document.activeElement as HTMLElement, 'A second mug{Enter}')
    const edits = () => seedOrderEdits(mock.db).orderEdits.filter((e) => e.order_id === order.id)
    await waitFor(() => expect(edits().map((e) => [e.internal_note, e.status])).toEqual([['A second mug', 'created']]), SLOW)
  })

  it.each([1046, 1049])('Edit order is disabled on #%i, whose edit is still open', async (displayId) => {
    await openOrder(displayId)
    await waitFor(() => expect((within(toolbar()).getByRole('button', { name: 'Edit order' }) as HTMLButtonElement).disabled).toBe(true))
  })
})
