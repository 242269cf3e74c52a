import type { DraftOrder } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { orderQueries } from '@/atoms/orders/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { defineCommand, erase, isAvailable } from '@/commands/core/define'
import { draftOrderItemCommands } from '@/commands/draft-orders/items'
import { draftOrderCommands } from '@/commands/draft-orders/draft-orders'
import { allCommands, createRegistry, registry, type CommandId } from '@/commands/index'
import { seedDraftOrders, draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
beforeEach(() => {
  server.use(...draftOrderHandlers(mock.db), ...orderHandlers(mock.db))
})

const db = () => seedDraftOrders(mock.db)
const draft = (id: string) => {
  const found = db().draftOrders.find((d) => d.id === id)
  if (!found) throw new Error(`no draft ${id}`)
  return found
}
const itemOf = (draftId: string, title: string) => draft(draftId).cart.items.find((i) => `${i.title} · ${i.description}` === title || i.title === title)

/** The context of a draft order's panel: the draft focused, with its data as the panel loaded it. */
async function onDraft(id: string, queryClient: QueryClient = createQueryClient()): Promise<CommandContext> {
  const { draft_order } = await queryClient.fetchQuery(draftOrderQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'draft-order', id, entity: draft_order as DraftOrder } }
}
const serverError = (method: 'post' | 'delete', path: string) =>
  server.use(http[method](`${BASE}${path}`, () => HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })))

describe('the draft orders area', () => {
  it('registers its commands once, with scoped hotkeys', () => {
    const commands = [...draftOrderCommands, ...draftOrderItemCommands]
    expect(commands.map((c) => [c.id, c.hotkey ?? '', c.scope ?? ''])).toEqual([
      ['draft-orders.list', 'g d', ''],
      ['draft-orders.open', '', ''],
      ['draft-orders.create', 'n', 'draft-order'],
      ['draft-orders.update', 'e', 'draft-order'],
      ['draft-orders.delete', 'shift+backspace', 'draft-order'],
      ['draft-orders.mark-paid', 'shift+p', 'draft-order'],
      ['draft-orders.add-item', 'a', 'draft-order'],
      ['draft-orders.add-custom-item', 'shift+a', 'draft-order'],
      ['draft-orders.update-item', 'q', 'draft-order'],
      ['draft-orders.remove-item', 'shift+r', 'draft-order'],
    ])
    for (const command of commands) expect(registry.get(command.id)).toBe(command)
    const clash = erase(defineCommand({ id: 'other.go', title: 'Go', group: 'Test', hotkey: 'g d', run: async () => undefined }))
    expect(() => createRegistry([...allCommands, clash])).toThrow('Hotkey g d of other.go is already used by draft-orders.list')
  })

  it('hides what Medusa refuses: any change to a completed draft, paying an empty one', async () => {
    const changes: CommandId[] = ['draft-orders.update', 'draft-orders.delete', 'draft-orders.add-item', 'draft-orders.add-custom-item', 'draft-orders.update-item', 'draft-orders.remove-item', 'draft-orders.mark-paid']
    const available = (ctx: CommandContext) => changes.filter((id) => isAvailable(commandOf(id), ctx))
    expect(available(emptyContext)).toEqual(changes)
    expect(available(await onDraft('dorder_1'))).toEqual(changes)
    expect(available(await onDraft('dorder_3'))).toEqual([])
    expect(available(await onDraft('dorder_4'))).toEqual(changes.filter((id) => id !== 'draft-orders.mark-paid'))
  })
})

describe('draft-orders.list and draft-orders.open', () => {
  it("'Go to draft orders' opens the table; 'Open draft order' finds one by number or email", async () => {
    expect((await runCommand('draft-orders.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/draft-orders' } })
    const run = await runCommand('draft-orders.open', { answers: { draftOrderId: pick('jane', 'Draft #1 · jane.doe@example.com') } })
    expect(run.offered.draftOrderId).toEqual([{ id: 'dorder_1', label: 'Draft #1 · jane.doe@example.com', hint: 'open' }])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/draft-orders/dorder_1' } })
    const byNumber = await runCommand('draft-orders.open', { answers: { draftOrderId: pick('#3', 'Draft #3 · emma.wilson@example.com') } })
    expect(byNumber.outcome).toMatchObject({ result: { path: '/a/draft-orders/dorder_3' } })
  })

  it("shows the server's message when the search fails", async () => {
    server.use(http.get(`${BASE}/admin/draft-orders`, () => HttpResponse.json({ type: 'invalid_data', message: 'q must be a string' }, { status: 400 })))
    const run = await runCommand('draft-orders.open', { answers: { draftOrderId: pick('x', 'Draft #1') } })
    expect(run.outcome).toEqual({ status: 'search-failed', arg: 'draftOrderId', message: 'q must be a string' })
  })
})

describe('draft-orders.create', () => {
  it('builds a draft for a picked customer: variants with quantities, a custom item, shipping, a code', async () => {
    const run = await runCommand('draft-orders.create', {
      answers: {
        regionId: pick('eur', 'Europe'),
        customerId: pick('jane', 'Jane Doe'),
        variantIds: pick('sweat', 'Medusa Sweatshirt · M', 'Medusa Sweatpants · S'),
        quantities: '2, 1',
        customItems: 'Gift wrap = 3,50 x 2\nEngraving = 10',
        shippingOptionId: pick('', 'Standard Shipping'),
        shippingPrice: '',
        discountCodes: 'welcome10',
      },
    })
    // The customer's email came with the picker: no email page.
    expect(run.prompted).toEqual(['regionId', 'customerId', 'variantIds', 'quantities', 'customItems', 'shippingOptionId', 'shippingPrice', 'discountCodes'])
    expect(run.offered.regionId).toEqual([{ id: 'reg_1', label: 'Europe', hint: 'EUR' }])
    expect(run.offered.shippingOptionId).toEqual([{ id: 'so_1', label: 'Standard Shipping', hint: formatMoney(800, 'eur') }])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/draft-orders/dorder_5' } })
    const cart = draft('dorder_5').cart
    expect(cart).toMatchObject({ email: 'jane.doe@example.com', customer_id: 'cus_1', region_id: 'reg_1' })
    expect(cart.items.map((i) => [i.title, i.description, i.unit_price, i.quantity, i.allow_discounts])).toEqual([
      ['Medusa Sweatshirt', 'M', 2950, 2, true],
      ['Medusa Sweatpants', 'S', 2950, 1, true],
      ['Gift wrap', null, 350, 2, false],
      ['Engraving', null, 1000, 1, false],
    ])
    expect(cart.shipping_methods.map((m) => [m.shipping_option_id, m.price])).toEqual([['so_1', 800]])
    expect(cart.discounts.map((d) => d.code)).toEqual(['WELCOME10'])
  })

  it('asks for an email without a customer, and prices in the region currency (JPY has no minor unit)', async () => {
    const run = await runCommand('draft-orders.create', {
      answers: {
        regionId: pick('japan', 'Japan'),
        customerId: undefined,
        email: 'new.buyer@example.jp',
        variantIds: undefined,
        customItems: 'Furoshiki = 1500',
        shippingOptionId: pick('', 'Standard Shipping'),
        shippingPrice: '900',
        discountCodes: '',
      },
    })
    expect(run.prompted).not.toContain('quantities')
    expect(run.outcome).toMatchObject({ status: 'done', result: { path: '/a/draft-orders/dorder_5' } })
    const cart = draft('dorder_5').cart
    expect(cart.items.map((i) => [i.title, i.unit_price, i.quantity])).toEqual([['Furoshiki', 1500, 1]])
    expect(cart.shipping_methods[0]?.price).toBe(900)
    expect(db().customers.find((c) => c.id === cart.customer_id)?.email).toBe('new.buyer@example.jp')
  })

  it('keeps a bad email, a quantity per variant and a custom line in their prompts', async () => {
    const base = { regionId: 'reg_1', customerId: undefined }
    const email = await runCommand('draft-orders.create', { answers: { ...base, email: 'not-an-email' } })
    expect(email.outcome).toEqual({ status: 'rejected', arg: 'email', message: 'Email must be an address like jane@example.com' })
    const quantities = await runCommand('draft-orders.create', { answers: { ...base, email: 'a@b.co', variantIds: ['variant_1', 'variant_2'], quantities: '1, 2, 3' } })
    expect(quantities.outcome).toEqual({ status: 'rejected', arg: 'quantities', message: 'Give one quantity per variant (2), or one for all' })
    const custom = await runCommand('draft-orders.create', { answers: { ...base, email: 'a@b.co', variantIds: undefined, customItems: 'Gift wrap' } })
    expect(custom.outcome).toEqual({ status: 'rejected', arg: 'customItems', message: 'Line 1: write title = unit price x quantity' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it("fails with the server's 404 for an unknown discount code, and creates nothing", async () => {
    const run = await runCommand('draft-orders.create', {
      answers: {
        regionId: 'reg_1', customerId: 'cus_2', email: 'john.smith@example.com', variantIds: ['variant_1'], quantities: '', customItems: '',
        shippingOptionId: 'so_1', shippingPrice: '', discountCodes: 'NOPE',
      },
    })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Discounts with code [NOPE] was not found' })
    expect(db().draftOrders).toHaveLength(4)
  })
})

describe('draft-orders.update', () => {
  it('changes the email and the shipping address from the draft panel, starting from the current values', async () => {
    const queryClient = createQueryClient()
    const ctx = await onDraft('dorder_1', queryClient)
    const run = await runCommand('draft-orders.update', {
      ctx,
      queryClient,
      answers: {
        email: 'jane@work.example.com',
        shippingAddress: 'first_name: Jane\nlast_name: Doe\naddress_1: Torstraße 1\ncity: Berlin\npostal_code: 10119\ncountry_code: DE',
        billingAddress: keep,
      },
    })
    expect(run.prompted).toEqual(['email', 'shippingAddress', 'billingAddress'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Draft order updated', message: 'Draft #1: jane@work.example.com' } })
    expect(draft('dorder_1').cart).toMatchObject({ email: 'jane@work.example.com', shipping_address: { address_1: 'Torstraße 1', postal_code: '10119', country_code: 'de' }, billing_address: null })
  })

  it('keeps an unknown address field in its prompt; Medusa refuses a completed draft', async () => {
    const ctx = await onDraft('dorder_1')
    const rejected = await runCommand('draft-orders.update', { ctx, answers: { email: keep, shippingAddress: 'street: Main 1' } })
    expect(rejected.outcome).toMatchObject({ status: 'rejected', arg: 'shippingAddress', message: expect.stringContaining('Unknown address field street') })
    const run = await runCommand('draft-orders.update', { given: { draftOrderId: 'dorder_3' }, answers: { email: 'x@y.zz', shippingAddress: '', billingAddress: '' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'You are only allowed to update open draft orders' })
  })
})

describe('draft-orders.delete', () => {
  it('confirms naming the draft, deletes it, and goes back to the table', async () => {
    const run = await runCommand('draft-orders.delete', { ctx: await onDraft('dorder_2') })
    expect(run.confirmations).toEqual(['Delete draft order #2? This cannot be undone.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/draft-orders' } })
    expect(db().draftOrders.map((d) => d.id)).toEqual(['dorder_1', 'dorder_3', 'dorder_4'])
  })

  it('deletes every selected row of the table, once per row', async () => {
    const ctx: CommandContext = { ...emptyContext, selection: { kind: 'draft-order', ids: ['dorder_1', 'dorder_2'] } }
    const run = await runCommand('draft-orders.delete', { ctx })
    expect(run.confirmations).toEqual(['Delete draft order: 2 selected draft-orders. Continue?'])
    expect(run.outcome).toMatchObject({ status: 'bulk', done: 2, failed: [], follow: { type: 'open-panel', path: '/a/draft-orders' } })
    expect(db().draftOrders.map((d) => d.id)).toEqual(['dorder_3', 'dorder_4'])
  })

  it("fails with the server's message and keeps the draft", async () => {
    serverError('delete', '/admin/draft-orders/:id')
    const run = await runCommand('draft-orders.delete', { ctx: await onDraft('dorder_2') })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'An unknown error occurred.' })
    expect(db().draftOrders).toHaveLength(4)
  })
})

describe('draft-orders.add-item and draft-orders.add-custom-item', () => {
  it('adds a variant at its price in the region, and a custom line in the draft currency', async () => {
    const ctx = await onDraft('dorder_1')
    const run = await runCommand('draft-orders.add-item', { ctx, answers: { variantId: pick('hoodie', 'Medusa Hoodie · L / Grey'), quantity: '2' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Line item added', message: 'Medusa Hoodie · L / Grey × 2' } })
    expect(itemOf('dorder_1', 'Medusa Hoodie · L / Grey')).toMatchObject({ unit_price: 3950, quantity: 2, variant_id: 'variant_13' })

    const yen = await runCommand('draft-orders.add-custom-item', { ctx: await onDraft('dorder_4'), answers: { title: 'Rush fee', unitPrice: '1200', quantity: keep } })
    expect(yen.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Custom item added', message: 'Rush fee × 1' } })
    expect(itemOf('dorder_4', 'Rush fee')).toMatchObject({ unit_price: 1200, quantity: 1, variant_id: null, allow_discounts: false })
  })

  it('fails as Medusa does: no price in the region, a completed draft', async () => {
    const noPrice = await runCommand('draft-orders.add-item', { ctx: await onDraft('dorder_4'), answers: { variantId: 'variant_1', quantity: '1' } })
    expect(noPrice.outcome).toMatchObject({ status: 'failed', message: 'Cannot generate line item for variant "S / Black" without a price' })
    const completed = await runCommand('draft-orders.add-custom-item', { given: { draftOrderId: 'dorder_3' }, answers: { title: 'Fee', unitPrice: '1', quantity: '1' } })
    expect(completed.outcome).toMatchObject({ status: 'failed', message: 'You are only allowed to update open draft orders' })
    expect(draft('dorder_3').cart.items).toHaveLength(1)
  })
})

describe('draft-orders.update-item and draft-orders.remove-item', () => {
  it("changes a line's quantity from its current one, and removes a line after confirming", async () => {
    const queryClient = createQueryClient()
    const ctx = await onDraft('dorder_1', queryClient)
    const shirt = itemOf('dorder_1', 'Medusa T-Shirt · S / Black')
    const run = await runCommand('draft-orders.update-item', { ctx, queryClient, answers: { itemId: pick('shirt', 'Medusa T-Shirt · S / Black × 2'), quantity: '5' } })
    expect(run.args).toMatchObject({ itemId: shirt?.id, quantity: 5 })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Quantity changed', message: 'Medusa T-Shirt · S / Black × 5' } })
    expect(shirt?.quantity).toBe(5)

    const wrap = itemOf('dorder_1', 'Gift wrap')
    const removed = await runCommand('draft-orders.remove-item', { ctx: await onDraft('dorder_1'), given: { itemId: wrap?.id } })
    expect(removed.confirmations).toEqual(['Remove Gift wrap from draft order #1?'])
    expect(removed.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Line item removed', message: undefined } })
    expect(draft('dorder_1').cart.items.map((i) => i.title)).toEqual(['Medusa T-Shirt'])
  })

  it('keeps 0 in the quantity prompt; Medusa refuses lines of a completed draft', async () => {
    const ctx = await onDraft('dorder_1')
    const zero = await runCommand('draft-orders.update-item', { ctx, answers: { itemId: itemOf('dorder_1', 'Gift wrap')?.id, quantity: '0' } })
    expect(zero.outcome).toEqual({ status: 'rejected', arg: 'quantity', message: 'Quantity must be at least 1' })
    const mug = draft('dorder_3').cart.items[0]?.id
    const update = await runCommand('draft-orders.update-item', { given: { draftOrderId: 'dorder_3', itemId: mug }, answers: { quantity: '2' } })
    expect(update.outcome).toMatchObject({ status: 'failed', message: 'You are only allowed to update open draft orders' })
    const remove = await runCommand('draft-orders.remove-item', { given: { draftOrderId: 'dorder_3', itemId: mug } })
    expect(remove.outcome).toMatchObject({ status: 'failed', message: 'You are only allowed to update open draft orders' })
  })
})

describe('draft-orders.mark-paid', () => {
  it("turns the draft into a captured order, opens the order's panel and refetches the order lists", async () => {
    const queryClient = createQueryClient()
    await queryClient.fetchQuery(orderQueries.list({ limit: 50, offset: 0 }))
    const ctx = await onDraft('dorder_1', queryClient)
    const run = await runCommand('draft-orders.mark-paid', { ctx, queryClient })
    const total = draft('dorder_1').cart.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 800)
    expect(run.confirmations).toEqual([
      `Mark draft order #1 as paid for ${formatMoney(Math.round(total * 1.19), 'eur')}? Medusa records the payment and turns the draft into an order.`,
    ])
    const order = db().orders.find((o) => o.draft_order_id === 'dorder_1')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/orders/${order?.id}` } })
    expect(order).toMatchObject({ display_id: 1051, payment_status: 'captured', email: 'jane.doe@example.com' })
    expect(order?.payments?.map((p) => p.provider_id)).toEqual(['system'])
    expect(draft('dorder_1')).toMatchObject({ status: 'completed', order_id: order?.id })
    expect(queryClient.getQueryState(orderQueries.list({ limit: 50, offset: 0 }).queryKey)?.isInvalidated).toBe(true)
  })

  it('fails as Medusa does for an empty cart and for a draft already paid', async () => {
    const empty = await runCommand('draft-orders.mark-paid', { given: { draftOrderId: 'dorder_4' } })
    expect(empty.outcome).toMatchObject({ status: 'failed', message: 'Cannot create order from empty cart' })
    const paid = await runCommand('draft-orders.mark-paid', { given: { draftOrderId: 'dorder_3' } })
    expect(paid.outcome).toMatchObject({ status: 'failed', message: expect.stringMatching(/^Payment_session with cart_id, provider_id cart_\w+, system already exists\.$/) })
    expect(db().orders.filter((o) => o.draft_order_id)).toHaveLength(1)
  })
})
