// Saved views against a real Medusa 1.20: the user's and the store's metadata keep the one views key
// as the console writes it (a JSON string), merged with their other keys, and a view's count is the
// list's `count` for one row asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { parseViews, upsertView, VIEWS_METADATA_KEY, type SavedView } from '@/atoms/views/format'
import { changeViews } from '@/atoms/views/views'
import { listCount } from '@/api/views/count'
import { auth, orders, store, users } from './api'
import { signInBeforeAll, unique } from './helpers'

signInBeforeAll()

let userId = ''
beforeAll(async () => {
  userId = (await auth.session()).user.id
})

// Leave the instance as it was: Medusa deletes a metadata key set to ''.
afterAll(async () => {
  await users.update(userId, { metadata: { [VIEWS_METADATA_KEY]: '', other_key: '' } })
  await store.update({ metadata: { [VIEWS_METADATA_KEY]: '', other_key: '' } })
})

const view = (name: string): SavedView => ({ id: unique('v'), name, area: 'orders', path: '/a/orders', search: 'payment_status=captured&limit=20', columns: { total: false }, query: { payment_status: ['captured'] }, kind: 'order' })

describe('views in metadata', () => {
  it('POST /admin/users/:id {metadata} keeps the views key as written, beside the user’s other keys; GET returns it', async () => {
    await users.update(userId, { metadata: { other_key: 'kept' } })
    const first = view('Captured (mine)')
    const second = view('Also mine')
    await changeViews(createQueryClient(), 'personal', userId, upsertView(first))
    await changeViews(createQueryClient(), 'personal', userId, upsertView(second))
    const { user } = await users.retrieve(userId)
    expect(user.metadata?.other_key).toBe('kept')
    expect(typeof user.metadata?.[VIEWS_METADATA_KEY]).toBe('string')
    expect(parseViews(user.metadata?.[VIEWS_METADATA_KEY]).views).toEqual([first, second])
  })

  it('POST /admin/store {metadata} keeps the shared views key as written, beside the store’s other keys; GET returns it', async () => {
    await store.update({ metadata: { other_key: 'kept' } })
    const shared = view('Captured (team)')
    await changeViews(createQueryClient(), 'shared', userId, upsertView(shared))
    const answer = await store.retrieve()
    expect(answer.store.metadata?.other_key).toBe('kept')
    expect(parseViews(answer.store.metadata?.[VIEWS_METADATA_KEY])).toEqual({ views: [shared], defaults: {} })
  })

  it("a view's count: the list's count with one row asked for", async () => {
    const all = await orders.list({ payment_status: ['captured'], limit: 500, fields: 'id' })
    expect(await listCount('/admin/orders', { payment_status: ['captured'] })).toBe(all.count)
    expect(all.count).toBeGreaterThan(0)
  })
})
