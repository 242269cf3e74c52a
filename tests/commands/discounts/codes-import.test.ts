import type { Discount } from '@medusajs/client-types'
import { getDefaultStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { importPreviewsAtom } from '@/atoms/discounts/codes'
import { CODE_WALK_PAGE, LOOKUP_AT_MOST, LOOKUPS_AT_ONCE, existingCodes } from '@/commands/discounts/codes-import'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import type { DiscountsMockDb } from '../../mocks/discounts/discounts'
import { server } from '../../mocks/server'

/**
 * The codes import's preview checks the file's codes against the server without reading every code
 * of the store for a small file (issue #32: 20,000 codes of VIP): one lookup by code per distinct new
 * code, a few at a time; a file past LOOKUP_AT_MOST codes is checked by one walk of the codes.
 */

const mock = withMockDb()
const seen = recordRequests()
const db = () => mock.db as DiscountsMockDb
const byCode = (code: string) => db().discounts.find((d) => d.code === code && !d.deleted_at)

function onVip(): CommandContext {
  const d = byCode('VIP')
  if (!d) throw new Error('no VIP')
  return { ...emptyContext, focus: { kind: 'discount', id: d.id, entity: { ...d, regions: [] } as unknown as Discount } }
}

const csv = (text: string) => [new File([text], 'codes.csv', { type: 'text/csv' })]
const lookups = () => requestsOf(seen, 'GET', /^\/admin\/discounts\/code\//).map((r) => decodeURIComponent(r.path.split('/').at(-1) ?? ''))
const lists = () => requestsOf(seen, 'GET', '/admin/discounts').map((r) => Object.fromEntries(r.query))

describe('the codes import preview', () => {
  it('looks up each distinct valid code of a small file by code, and reads no list', async () => {
    const file = csv('code\nimp-one\nWELCOME10\nbad code\nvip-anna\nimp-one\nimp-two\n')
    const run = await runCommand('discounts.import-codes', { ctx: onVip(), answers: { file } })
    expect(run.outcome).toMatchObject({ status: 'done' })
    const rows = getDefaultStore().get(importPreviewsAtom)[byCode('VIP')?.id ?? '']?.rows ?? []
    expect(rows.map((r) => [r.code, r.status])).toEqual([
      ['IMP-ONE', 'new'],
      ['WELCOME10', 'exists'],
      ['BAD CODE', 'invalid'],
      ['VIP-ANNA', 'exists'],
      ['IMP-ONE', 'invalid'],
      ['IMP-TWO', 'new'],
    ])
    // The invalid line and the repeat are not asked.
    expect(lookups().sort()).toEqual(['IMP-ONE', 'IMP-TWO', 'VIP-ANNA', 'WELCOME10'])
    expect(lists()).toEqual([])
  })

  it('asks at most a few lookups at once', async () => {
    const codes = new Set(Array.from({ length: 12 }, (_, i) => `NEW-${i}`))
    let [open, most] = [0, 0]
    const started = ({ request }: { request: Request }) => {
      if (request.url.includes('/admin/discounts/code/')) most = Math.max(most, (open += 1))
    }
    const ended = ({ request }: { request: Request }) => {
      if (request.url.includes('/admin/discounts/code/')) open -= 1
    }
    server.events.on('request:start', started)
    server.events.on('response:mocked', ended)
    try {
      expect(await existingCodes(new Set([...codes, 'VIP-BEN']))).toEqual(new Set(['VIP-BEN']))
    } finally {
      server.events.removeListener('request:start', started)
      server.events.removeListener('response:mocked', ended)
    }
    expect(lookups()).toHaveLength(13)
    expect(most).toBe(LOOKUPS_AT_ONCE)
  })

  it('checks a file of more than LOOKUP_AT_MOST codes against one walk of the codes, no lookup by code', async () => {
    const fresh = Array.from({ length: LOOKUP_AT_MOST }, (_, i) => `BIG-${String(i).padStart(4, '0')}`)
    const found = await existingCodes(new Set([...fresh, 'WELCOME10', 'VIP-BEN']))
    expect(found).toEqual(new Set(['WELCOME10', 'VIP-BEN']))
    expect(lookups()).toEqual([])
    expect(lists()).toEqual([{ fields: 'code', expand: '', order: 'id', offset: '0', limit: String(CODE_WALK_PAGE) }])
  })
})

describe('the delete codes picker', () => {
  it('searches the discount’s codes on the server', async () => {
    const run = await runCommand('discounts.delete-codes', { ctx: onVip(), answers: { codes: pick('ann', 'VIP-ANNA') } })
    expect(run.offered.codes?.map((o) => o.label)).toEqual(['VIP-ANNA'])
    expect(lists().filter((q) => q.q)).toEqual([expect.objectContaining({ is_dynamic: 'true', q: 'ann', order: 'code', offset: '0' })])
  })
})
