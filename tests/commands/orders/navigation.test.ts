import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createAppStore, createQueryClient } from '@/atoms/core/query'
import { checkValue, parseTyped, type ArgSpec } from '@/commands/core/args'
import { emptyContext } from '@/models/core/context'
import { defineCommand, erase } from '@/commands/core/define'
import { allCommands, createRegistry, registry } from '@/commands/index'
import { executeCommand, makeTools, resolveArgs } from '@/commands/core/run'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { orderHandlers, seedOrders } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'

const mock = withMockDb()
beforeEach(() => {
  server.use(...orderHandlers(mock.db))
})

const tools = () => makeTools(createQueryClient(), emptyContext, createAppStore())
const command = (id: string) => {
  const found = registry.get(id)
  if (!found) throw new Error(`${id} is not registered`)
  return found
}
const spec = (id: string, arg: string): ArgSpec => {
  const found = command(id).args?.[arg]
  if (!found) throw new Error(`${id} has no argument ${arg}`)
  return found
}
/** What the palette does with a typed value: parse it, then run the argument's own check. */
const typed = (id: string, arg: string, text: string) => {
  const parsed = parseTyped(spec(id, arg), text, emptyContext, {})
  return parsed.ok ? checkValue(spec(id, arg), parsed.value, {}) : parsed
}
const idOf = (displayId: number) => seedOrders(mock.db).orders.find((o) => o.display_id === displayId)?.id

describe('orders.list', () => {
  it("is 'Go to orders' on g o and opens /a/orders", async () => {
    const list = command('orders.list')
    expect(list).toMatchObject({ title: 'Go to orders', hotkey: 'g o', group: 'Orders' })
    expect(resolveArgs(list, emptyContext, {})).toEqual({ args: {}, pending: null })
    expect(await executeCommand(list, {}, tools())).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/orders' } })
  })

  it('refuses a second command on its hotkey', () => {
    const clash = erase(defineCommand({ id: 'other.go', title: 'Go', group: 'Test', hotkey: 'g o', run: async () => undefined }))
    expect(() => createRegistry([...allCommands, clash])).toThrow('Hotkey g o of other.go is already used by orders.list')
  })
})

describe('orders.open', () => {
  it("finds orders by '#1042' or email in the picker and opens the chosen one", async () => {
    const open = command('orders.open')
    expect(resolveArgs(open, emptyContext, {})).toEqual({ args: {}, pending: 'orderId' })
    const search = spec('orders.open', 'orderId')
    if (search.kind !== 'entity') throw new Error('orders.open asks for an entity')
    const queryClient = createQueryClient()

    const byNumber = await search.search('#1042', { queryClient, ctx: emptyContext, args: {} })
    const yen = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'JPY' }).format(10141)
    expect(byNumber.map(({ record: _record, ...seen }) => seen)).toEqual([{ id: idOf(1042), label: '#1042 · haruki.tanaka@example.jp', hint: yen }])
    expect(byNumber[0]?.record).toMatchObject({ display_id: 1042, currency_code: 'jpy' })

    const byEmail = await search.search('jane.doe', { queryClient, ctx: emptyContext, args: {} })
    expect(byEmail.map((o) => o.label)).toEqual(['#1044 · jane.doe@example.com', '#1036 · jane.doe@example.com', '#1027 · jane.doe@example.com', '#1020 · jane.doe@example.com'])

    const outcome = await executeCommand(open, { orderId: idOf(1042) }, makeTools(queryClient, emptyContext, createAppStore(queryClient)))
    expect(outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/orders/${idOf(1042)}` } })
  })

  it('lets a failed search reach the picker with the server message', async () => {
    server.use(
      http.get(`${BASE}/admin/orders`, () =>
        HttpResponse.json({ type: 'invalid_data', message: 'property foo should not exist' }, { status: 400 }),
      ),
    )
    const search = spec('orders.open', 'orderId')
    if (search.kind !== 'entity') throw new Error('orders.open asks for an entity')
    await expect(search.search('1042', { queryClient: createQueryClient(), ctx: emptyContext, args: {} })).rejects.toThrow(
      'property foo should not exist',
    )
  })
})

describe('orders.jump', () => {
  it("accepts '#1042' or '1042' and opens that order", async () => {
    const jump = command('orders.jump')
    expect(jump.title).toBe('Go to order number…')
    expect(typed('orders.jump', 'number', '#1042')).toEqual({ ok: true, value: '#1042' })
    expect(typed('orders.jump', 'number', ' 1042 ')).toEqual({ ok: true, value: '1042' })
    expect(await executeCommand(jump, { number: '#1042' }, tools())).toEqual({
      status: 'done',
      result: { type: 'open-panel', path: `/a/orders/${idOf(1042)}` },
    })
    expect(await executeCommand(jump, { number: '1020' }, tools())).toMatchObject({ result: { path: `/a/orders/${idOf(1020)}` } })
  })

  it('keeps anything but a positive number in the prompt with an error', () => {
    for (const text of ['#abc', '0', '#-3', '10.5', '#']) {
      expect(typed('orders.jump', 'number', text)).toEqual({ ok: false, error: 'Order number must be a positive number, like #1042' })
    }
    expect(typed('orders.jump', 'number', '')).toEqual({ ok: false, error: 'Order number is required' })
  })

  it("answers 'No order #1042' when no order has that number", async () => {
    seedOrders(mock.db).orders = seedOrders(mock.db).orders.filter((o) => o.display_id !== 1042)
    const outcome = await executeCommand(command('orders.jump'), { number: '#1042' }, tools())
    expect(outcome).toMatchObject({ status: 'failed', message: 'No order #1042' })
  })
})

describe('orders.open-customer', () => {
  const open = () => command('orders.open-customer')

  it("opens the focused order's customer without asking anything", async () => {
    const order = seedOrders(mock.db).orders.find((o) => o.display_id === 1042)
    if (!order) throw new Error('the seed has order #1042')
    const ctx = { ...emptyContext, focus: { kind: 'order' as const, id: order.id, entity: order } }
    expect(resolveArgs(open(), ctx, {})).toEqual({ args: { orderId: order.id }, pending: null })
    const outcome = await executeCommand(open(), { orderId: order.id }, makeTools(createQueryClient(), ctx, createAppStore()))
    expect(outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/customers/${order.customer_id}` } })
  })

  it('asks for an order without one focused, and loads it when the record is not known', async () => {
    expect(resolveArgs(open(), emptyContext, {})).toEqual({ args: {}, pending: 'orderId' })
    const id = idOf(1042) ?? ''
    const outcome = await executeCommand(open(), { orderId: id }, tools())
    const customerId = seedOrders(mock.db).orders.find((o) => o.id === id)?.customer_id
    expect(outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/customers/${customerId}` } })
  })

  it('says so when the order has no customer', async () => {
    const order = seedOrders(mock.db).orders.find((o) => o.display_id === 1042)
    if (!order) throw new Error('the seed has order #1042')
    const ctx = { ...emptyContext, focus: { kind: 'order' as const, id: order.id, entity: { ...order, customer_id: '' } } }
    server.use(http.get(`${BASE}/admin/orders/:id`, () => HttpResponse.json({ order: { ...order, customer_id: null } })))
    const outcome = await executeCommand(open(), { orderId: order.id }, makeTools(createQueryClient(), ctx, createAppStore()))
    expect(outcome).toMatchObject({ status: 'failed', message: 'Order #1042 has no customer' })
  })
})
