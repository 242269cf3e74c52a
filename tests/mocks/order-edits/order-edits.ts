import type {
  AdminPostOrderEditsEditLineItemsLineItemReq,
  AdminPostOrderEditsEditLineItemsReq,
  AdminPostOrderEditsOrderEditReq,
  AdminPostOrderEditsReq,
  LineItem,
  OrderEdit,
} from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { notAllowed, regionOf, variantLine } from '../draft-orders/seed'
import { admin, BASE, invalidData, notFound, opt, page, readBody, readQuery, req, sortBy, unknownError, type ParsedQuery } from '../http'
import {
  confirmEdit,
  editTotals,
  findLine,
  findOrderOf,
  isActive,
  newChange,
  newEdit,
  seedOrderEdits,
  statusOf,
  syncOrderEdits,
  type MockEdit,
  type OrderEditsMockDb,
} from './seed'

/**
 * /admin/order-edits as Medusa 1.20 answers it (routes/admin/order-edits, OrderEditService), and the
 * users list that names who created an edit. Every edit answer carries decorateTotals' totals and
 * items; `expand` replaces the default relations, `fields` picks the columns.
 */

export { seedOrderEdits, type OrderEditsMockDb } from './seed'

// types/order-edit.ts: defaultOrderEditRelations.
const DEFAULT_RELATIONS = [
  'changes', 'changes.line_item', 'changes.line_item.variant', 'changes.original_line_item', 'changes.original_line_item.variant',
  'items', 'items.variant', 'items.adjustments', 'items.tax_lines', 'payment_collection',
]
const RELATIONS = new Set([...DEFAULT_RELATIONS, 'order', 'changes.order_edit'])
const COLUMNS = [
  'id', 'order_id', 'internal_note', 'created_by', 'requested_by', 'requested_at', 'confirmed_by', 'confirmed_at', 'declined_by',
  'declined_at', 'declined_reason', 'canceled_by', 'canceled_at', 'payment_collection_id', 'created_at', 'updated_at',
] as const
/** The order's own columns, as a relation loads them. */
const ORDER_COLUMNS = ['id', 'status', 'fulfillment_status', 'payment_status', 'display_id', 'customer_id', 'email', 'region_id', 'currency_code', 'created_at', 'updated_at'] as const

interface ViewOptions {
  expand?: string
  fields?: string
}

function editView(db: OrderEditsMockDb, edit: MockEdit, { expand, fields }: ViewOptions = {}): OrderEdit {
  const relations = expand ? expand.split(',') : DEFAULT_RELATIONS
  const select = fields ? fields.split(',') : [...COLUMNS]
  // TypeORM refuses what the entity does not have: the server answers 500.
  if (relations.some((r) => !RELATIONS.has(r)) || select.some((f) => !(COLUMNS as readonly string[]).includes(f))) unknownError()
  const source = edit as unknown as Record<string, unknown>
  const out: Record<string, unknown> = { id: edit.id }
  for (const key of select) out[key] = source[key] ?? null
  out.status = statusOf(out)
  const variants = db.products.flatMap((p) => p.variants)
  const withVariant = (line: LineItem | null, wanted: boolean) =>
    line && wanted ? { ...line, variant: variants.find((v) => v.id === line.variant_id) ?? null } : line
  if (relations.includes('changes')) {
    out.changes = edit.changes.map((change) => ({
      ...change,
      ...(relations.includes('changes.line_item') ? { line_item: withVariant(findLine(db, change.line_item_id), relations.includes('changes.line_item.variant')) } : {}),
      ...(relations.includes('changes.original_line_item')
        ? { original_line_item: withVariant(findLine(db, change.original_line_item_id), relations.includes('changes.original_line_item.variant')) }
        : {}),
    }))
  }
  if (relations.includes('order')) {
    const order = findOrderOf(db, edit) as unknown as Record<string, unknown>
    out.order = Object.fromEntries(ORDER_COLUMNS.map((key) => [key, order[key]]))
  }
  if (relations.includes('payment_collection')) out.payment_collection = null
  // decorateTotals: the edit's items (with variants, priced at the order's tax rate) and its totals, always.
  const order = findOrderOf(db, edit)
  const rate = order.tax_rate ?? order.region?.tax_rate ?? 0
  out.items = edit.items.map((item) => {
    const subtotal = item.unit_price * item.quantity
    const tax_total = Math.round((subtotal * rate) / 100)
    return { ...withVariant(item, true), subtotal, tax_total, total: subtotal + tax_total, adjustments: [], tax_lines: [] }
  })
  return { ...(out as unknown as OrderEdit), ...editTotals(db, edit) }
}

const answer = (db: OrderEditsMockDb, edit: MockEdit) => {
  syncOrderEdits(db, edit.order_id)
  return HttpResponse.json({ order_edit: editView(db, edit) })
}

const findEdit = (db: OrderEditsMockDb, id: string) => db.orderEdits.find((e) => e.id === id) ?? notFound(`Order edit with id ${id} was not found`)

const listQuery = { q: 'string', order_id: 'string', limit: 'number', offset: 'number', expand: 'string', fields: 'string', order: 'string' } as const
const viewOf = (query: ParsedQuery): ViewOptions => ({ expand: query.str('expand'), fields: query.str('fields') })

export function orderEditHandlers(base: MockDb) {
  const db = seedOrderEdits(base)
  const userId = () => db.session?.id ?? ''
  return [
    http.get(
      `${BASE}/admin/order-edits`,
      admin(db, ({ request }) => {
        const query = readQuery(request, listQuery)
        const q = query.str('q')
        const found = db.orderEdits.filter(
          (e) => (!q || e.internal_note?.toLowerCase().includes(q.toLowerCase())) && (!query.str('order_id') || e.order_id === query.str('order_id')),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 20)
        return HttpResponse.json({ order_edits: items.map((e) => editView(db, e, viewOf(query))), count, limit, offset })
      }),
    ),

    http.get(
      `${BASE}/admin/order-edits/:id`,
      admin(db, ({ request, params }) => {
        const query = readQuery(request, { expand: 'string', fields: 'string' })
        return HttpResponse.json({ order_edit: editView(db, findEdit(db, params.id ?? ''), viewOf(query)) })
      }),
    ),

    http.post(
      `${BASE}/admin/order-edits`,
      admin(db, async ({ request }) => {
        const body = await readBody<AdminPostOrderEditsReq>(request, { order_id: req('string'), internal_note: opt('string'), created_by: opt('string') })
        if (db.orderEdits.some((e) => e.order_id === body.order_id && isActive(e))) {
          invalidData(`An active order edit already exists for the order ${body.order_id}`)
        }
        // The edit's order_id is a foreign key: formatException turns the violation into a 404.
        const order = db.orders.find((o) => o.id === body.order_id) ?? notFound(`Order with order_id ${body.order_id} does not exist.`)
        const edit = newEdit(db, order, userId(), body.internal_note ?? null, db.now())
        db.orderEdits.push(edit)
        return answer(db, edit)
      }),
    ),

    http.post(
      `${BASE}/admin/order-edits/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrderEditsOrderEditReq>(request, { internal_note: opt('string') })
        const edit = findEdit(db, params.id ?? '')
        // OrderEditService.update checks no status.
        if (body.internal_note !== undefined) edit.internal_note = body.internal_note
        edit.updated_at = db.now()
        return answer(db, edit)
      }),
    ),

    http.delete(
      `${BASE}/admin/order-edits/:id`,
      admin(db, ({ params }) => {
        const edit = db.orderEdits.find((e) => e.id === params.id)
        if (edit) {
          if (statusOf(edit) !== 'created') notAllowed(`Cannot delete order edit with status ${statusOf(edit)}`)
          db.orderEdits = db.orderEdits.filter((e) => e !== edit)
          syncOrderEdits(db, edit.order_id)
        }
        return HttpResponse.json({ id: params.id, object: 'order_edit', deleted: true })
      }),
    ),

    http.post(
      `${BASE}/admin/order-edits/:id/items`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrderEditsEditLineItemsReq>(request, { variant_id: req('string'), quantity: req('int'), metadata: opt('object') })
        const edit = findEdit(db, params.id ?? '')
        if (!isActive(edit)) notAllowed(`Can not add an item to the edit with status ${statusOf(edit)}`)
        const order = findOrderOf(db, edit)
        const at = db.now()
        const line = { ...variantLine(db, '', regionOf(db, order.region_id), body.variant_id, body.quantity, at), cart_id: null, order_edit_id: edit.id }
        edit.items.push(line)
        edit.changes.push(newChange(db, edit, 'item_add', null, line.id, at))
        return answer(db, edit)
      }),
    ),

    http.post(
      `${BASE}/admin/order-edits/:id/items/:itemId`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostOrderEditsEditLineItemsLineItemReq>(request, { quantity: req('number') })
        const edit = findEdit(db, params.id ?? '')
        if (!isActive(edit)) notAllowed(`Can not update an item on the order edit ${edit.id} with the status ${statusOf(edit)}`)
        const line = findLine(db, params.itemId ?? '') ?? notFound(`Line item with ${params.itemId} was not found`)
        if (line.order_edit_id !== edit.id) invalidData(`Invalid line item id ${line.id} it does not belong to the same order edit ${edit.order_id}.`)
        const at = db.now()
        // An added or already changed line keeps its change; an untouched copy gets an item_update.
        if (!edit.changes.some((c) => c.line_item_id === line.id)) edit.changes.push(newChange(db, edit, 'item_update', line.original_item_id, line.id, at))
        Object.assign(line, { quantity: body.quantity, updated_at: at })
        return answer(db, edit)
      }),
    ),

    http.delete(
      `${BASE}/admin/order-edits/:id/items/:itemId`,
      admin(db, ({ params }) => {
        const edit = findEdit(db, params.id ?? '')
        if (!isActive(edit)) notAllowed(`Can not update an item on the order edit ${edit.id} with the status ${statusOf(edit)}`)
        const line = findLine(db, params.itemId ?? '')
        if (line) {
          if (line.order_edit_id !== edit.id || !line.original_item_id) {
            // removeLineItem selects the edit without order_id: Medusa 1.20 prints "undefined".
            invalidData(`Invalid line item id ${line.id} it does not belong to the same order edit undefined.`)
          }
          // The line's item_update still points at it: the foreign key refuses, formatException answers 404 "null".
          if (edit.changes.some((c) => c.line_item_id === line.id)) notFound('null')
          edit.items = edit.items.filter((i) => i.id !== line.id)
          edit.changes.push(newChange(db, edit, 'item_remove', line.original_item_id, null, db.now()))
        }
        return answer(db, edit)
      }),
    ),

    http.delete(
      `${BASE}/admin/order-edits/:id/changes/:changeId`,
      admin(db, ({ params }) => {
        const owner = db.orderEdits.find((e) => e.changes.some((c) => c.id === params.changeId))
        const change = owner?.changes.find((c) => c.id === params.changeId) ?? notFound(`Order edit item change ${params.changeId} was not found`)
        const edit = findEdit(db, params.id ?? '')
        if (owner !== edit) invalidData(`The item change you are trying to delete doesn't belong to the OrderEdit with id: ${edit.id}.`)
        if (edit.confirmed_at || edit.canceled_at) notAllowed(`Cannot delete and item change from a ${statusOf(edit)} order edit`)
        // OrderEditItemChangeService.delete removes the change and the line it points at.
        edit.changes = edit.changes.filter((c) => c.id !== change.id)
        edit.items = edit.items.filter((i) => i.id !== change.line_item_id)
        syncOrderEdits(db, edit.order_id)
        return HttpResponse.json({ id: change.id, object: 'item_change', deleted: true })
      }),
    ),

    http.post(
      `${BASE}/admin/order-edits/:id/request`,
      admin(db, async ({ request, params }) => {
        await readBody(request, { payment_collection_description: opt('string') })
        const edit = findEdit(db, params.id ?? '')
        if (!edit.changes.length) invalidData('Cannot request a confirmation on an edit with no changes')
        if (!edit.requested_at) Object.assign(edit, { requested_at: db.now(), requested_by: userId() })
        return answer(db, edit)
      }),
    ),

    http.post(
      `${BASE}/admin/order-edits/:id/cancel`,
      admin(db, ({ params }) => {
        const edit = findEdit(db, params.id ?? '')
        const status = statusOf(edit)
        if (status === 'confirmed' || status === 'declined') notAllowed(`Cannot cancel order edit with status ${status}`)
        if (status !== 'canceled') Object.assign(edit, { canceled_at: db.now(), canceled_by: userId() })
        return answer(db, edit)
      }),
    ),

    http.post(
      `${BASE}/admin/order-edits/:id/confirm`,
      admin(db, ({ params }) => {
        const edit = findEdit(db, params.id ?? '')
        const status = statusOf(edit)
        if (status === 'canceled' || status === 'declined') notAllowed(`Cannot confirm an order edit with status ${status}`)
        if (status !== 'confirmed') confirmEdit(db, edit, userId(), db.now())
        return answer(db, edit)
      }),
    ),

    http.get(
      `${BASE}/admin/users`,
      admin(db, ({ request }) => {
        const query = readQuery(request, { q: 'string', email: 'string', first_name: 'string', last_name: 'string', order: 'string', offset: 'number', limit: 'number', fields: 'string' })
        const users = db.users.map(({ password: _password, ...user }) => user)
        const { items, count, offset, limit } = page(users, query, 50)
        return HttpResponse.json({ users: items, count, offset, limit })
      }),
    ),
  ]
}
