import type { ReturnReason } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, duplicate, invalidData, notFound, opt, readBody, req } from '../http'
import { mutationDb, type MutationDb } from '../orders/mutations-shared'

/**
 * Return reasons as Medusa 1.20 answers them (routes/admin/return-reasons, services/return-reason.ts):
 * the list holds top-level reasons with their children nested; a child of a child is refused; a value
 * already in use hits the unique index (422 duplicate_error); deleting a parent deletes its children.
 * Refusals: rows of refusals.ts beside this file. The reasons are the orders
 * seed's (returns pick them).
 */
export function returnReasonHandlers(base: MockDb) {
  const db: MutationDb = mutationDb(base)
  const live = () => db.returnReasons.filter((r) => !r.deleted_at)
  const find = (id: string) => live().find((r) => r.id === id) ?? notFound(`Return Reason with id: ${id} was not found.`)
  const view = (r: ReturnReason): ReturnReason => ({
    ...r,
    parent_return_reason: r.parent_return_reason_id ? (live().find((p) => p.id === r.parent_return_reason_id) ?? null) : null,
    return_reason_children: live().filter((c) => c.parent_return_reason_id === r.id) as unknown as ReturnReason,
  })
  const unique = (value: string, except?: string) => {
    if (live().some((r) => r.value === value && r.id !== except)) duplicate(`Return_reason with value ${value} already exists.`)
  }
  return [
    http.get(`${BASE}/admin/return-reasons`, admin(db, () => HttpResponse.json({ return_reasons: live().filter((r) => !r.parent_return_reason_id).map(view) }))),
    http.get(`${BASE}/admin/return-reasons/:id`, admin(db, ({ params }) => HttpResponse.json({ return_reason: view(find(params.id ?? '')) }))),
    http.post(
      `${BASE}/admin/return-reasons`,
      admin(db, async ({ request }) => {
        const body = await readBody<{ value: string; label: string; description?: string; parent_return_reason_id?: string }>(request, {
          value: req('string'), label: req('string'), description: opt('string'), parent_return_reason_id: opt('string'), metadata: opt('object'),
        })
        if (body.parent_return_reason_id && find(body.parent_return_reason_id).parent_return_reason_id) invalidData('Doubly nested return reasons is not supported')
        unique(body.value)
        const at = db.now()
        const reason: ReturnReason = {
          id: db.nextId('rr'), value: body.value, label: body.label, description: body.description ?? null,
          parent_return_reason_id: body.parent_return_reason_id ?? null, created_at: at, updated_at: at, deleted_at: null, metadata: null,
        }
        db.returnReasons.push(reason)
        return HttpResponse.json({ return_reason: view(reason) })
      }),
    ),
    http.post(
      `${BASE}/admin/return-reasons/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ value?: string; label?: string; description?: string }>(request, {
          value: opt('string'), label: opt('string'), description: opt('string'), metadata: opt('object'),
        })
        const reason = find(params.id ?? '')
        if (body.value !== undefined) unique(body.value, reason.id)
        Object.assign(reason, body, { updated_at: db.now() })
        return HttpResponse.json({ return_reason: view(reason) })
      }),
    ),
    http.delete(
      `${BASE}/admin/return-reasons/:id`,
      admin(db, ({ params }) => {
        const reason = find(params.id ?? '')
        const at = db.now()
        for (const r of [reason, ...live().filter((c) => c.parent_return_reason_id === reason.id)]) r.deleted_at = at
        return HttpResponse.json({ id: params.id, object: 'return_reason', deleted: true })
      }),
    ),
  ]
}
