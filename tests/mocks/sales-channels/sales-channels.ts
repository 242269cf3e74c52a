import type { AdminSalesChannelsListRes, SalesChannel } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, ilike, inDateRange, notFound, page, readBody, readQuery, requestErrors, sortBy } from '../http'

/**
 * /admin/sales-channels as Medusa 1.20 answers it (routes/admin/sales-channels/*, SalesChannelService),
 * over `db.salesChannels`; a product's channels are its `sales_channel_ids`. Refusals: rows of
 * refusals.ts beside this file, run against msw and Medusa.
 */

function findChannel(db: MockDb, id: string): SalesChannel {
  return db.salesChannels.find((sc) => sc.id === id) ?? notFound(`Sales channel with id: ${id} was not found`)
}

const createBody = { name: { kind: 'string' }, description: { kind: 'string', optional: true }, is_disabled: { kind: 'boolean', optional: true } } as const
const updateBody = { name: { kind: 'string', optional: true }, description: { kind: 'string', optional: true }, is_disabled: { kind: 'boolean', optional: true } } as const
const batchBody = { product_ids: { kind: 'array', schema: { id: { kind: 'string' } } } } as const

async function readIds(request: Request): Promise<string[]> {
  // No ArrayNotEmpty here (unlike collections): an empty list is a no-op.
  const { product_ids } = await readBody<{ product_ids: Array<{ id: string }> }>(request, batchBody)
  return product_ids.map(({ id }) => id)
}

export function salesChannelHandlers(db: MockDb) {
  const url = `${BASE}/admin/sales-channels`
  return [
    http.get(
      url,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          id: 'string', q: 'string', name: 'string', description: 'string', order: 'string', offset: 'number',
          limit: 'number', expand: 'string', fields: 'string', deleted_at: 'dates', created_at: 'dates', updated_at: 'dates',
        })
        const found = db.salesChannels.filter(
          (sc) =>
            ilike(query.str('q'), sc.name, sc.description) &&
            (query.str('id') === undefined || sc.id === query.str('id')) &&
            (query.str('name') === undefined || sc.name === query.str('name')) &&
            inDateRange(sc.created_at, query.dates('created_at')) && inDateRange(sc.updated_at, query.dates('updated_at')),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 20)
        return HttpResponse.json<AdminSalesChannelsListRes>({ sales_channels: items, count, offset, limit })
      }),
    ),

    http.post(
      url,
      admin(db, async ({ request }) => {
        // IsString only: an empty name is taken.
        const body = await readBody<{ name: string; description?: string; is_disabled?: boolean }>(request, createBody)
        const at = db.now()
        const channel: SalesChannel = {
          id: db.nextId('sc'), name: body.name, description: body.description ?? null, is_disabled: body.is_disabled ?? false,
          created_at: at, updated_at: at, deleted_at: null,
        }
        db.salesChannels.push(channel)
        return HttpResponse.json({ sales_channel: channel })
      }),
    ),

    http.post(
      `${url}/:id/products/batch`,
      admin(db, async ({ request, params }) => {
        const ids = await readIds(request)
        // validateProductsExist runs first, as a middleware: its errors answer in their own body.
        const missing = ids.filter((id) => !db.products.some((p) => p.id === id))
        if (missing.length) requestErrors([`Products ${missing.join(', ')} do not exist`])
        // The join table's foreign key names an unknown channel (Medusa's wording of Postgres' 23503).
        const channel =
          db.salesChannels.find((sc) => sc.id === params.id) ?? notFound(`Sales_channel with sales_channel_id ${params.id ?? ''} does not exist.`)
        for (const p of db.products) if (ids.includes(p.id) && !p.sales_channel_ids.includes(channel.id)) p.sales_channel_ids.push(channel.id)
        return HttpResponse.json({ sales_channel: channel })
      }),
    ),

    http.delete(
      `${url}/:id/products/batch`,
      admin(db, async ({ request, params }) => {
        const ids = await readIds(request)
        const channel = findChannel(db, params.id ?? '')
        for (const p of db.products) if (ids.includes(p.id)) p.sales_channel_ids = p.sales_channel_ids.filter((id) => id !== channel.id)
        return HttpResponse.json({ sales_channel: channel })
      }),
    ),

    http.get(`${url}/:id`, admin(db, ({ params }) => HttpResponse.json({ sales_channel: findChannel(db, params.id ?? '') }))),

    http.post(
      `${url}/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ name?: string; description?: string; is_disabled?: boolean }>(request, updateBody)
        const channel = findChannel(db, params.id ?? '')
        Object.assign(channel, body, { updated_at: db.now() })
        return HttpResponse.json({ sales_channel: channel })
      }),
    ),

    http.delete(
      `${url}/:id`,
      admin(db, ({ params }) => {
        const id = params.id ?? ''
        if (id === db.store.default_sales_channel_id) {
          throw HttpResponse.json({ type: 'not_allowed', message: 'You cannot delete the default sales channel' }, { status: 400 })
        }
        // An unknown channel is deleted all the same (the service finds nothing to remove).
        db.salesChannels = db.salesChannels.filter((sc) => sc.id !== id)
        for (const p of db.products) p.sales_channel_ids = p.sales_channel_ids.filter((sc) => sc !== id)
        return HttpResponse.json({ id, object: 'sales-channel', deleted: true })
      }),
    ),
  ]
}
