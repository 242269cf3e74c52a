import type { GetPublishableApiKeysParams, PublishableApiKey } from '@medusajs/client-types'
import type { publishableApiKeys as keysApi } from '@/api/admin/publishable-api-keys'
import { defineRefusals, invalidData, notAllowed, notFound, unknownError } from '../../support/refusals'

/**
 * What Medusa 1.20 refuses and takes on /admin/publishable-api-keys, written once. The refusals are a
 * table (tests/support/refusals.ts) run against msw with refusals.msw.ts and against the server with
 * tests/contract/refusals/publishable-api-keys.ts; TAKEN, what the server answers 200 where one might
 * expect a refusal, is run by the mock's test beside this file and admin-publishable-api-keys.test.ts.
 */

export interface KeySetup {
  api: typeof keysApi
  /** A sales channel that exists. */
  channelId: string
  /** A fresh title per run (the contract database is kept between reruns). */
  title: (prefix: string) => string
}

export interface Made {
  /** What both titles share: 'Active <run>', 'Revoked <run>'. */
  run: string
  active: PublishableApiKey
  revoked: PublishableApiKey
}

/** What every row acts on: the setup and the two keys made for it. */
export type KeyRefusalContext = KeySetup & Made

/** A call Medusa answers 200 where one might expect a refusal: `observe` says what came of it. */
export interface TakenCase {
  name: string
  observe: (s: KeySetup, made: Made) => Promise<unknown>
  expected: (s: KeySetup, made: Made) => unknown
}

const UNKNOWN = 'pk_01UNKNOWNKEY0000000000000'
const unknownKey = notFound(`Publishable key with id: ${UNKNOWN} was not found`)
/** Bodies and queries the types forbid, sent as a careless client would. */
const loose = <T>(value: Record<string, unknown>) => value as T
const channels = (...ids: string[]) => ({ sales_channel_ids: ids.map((id) => ({ id })) })

/** A fresh active key and a revoked one for each case. */
export async function makeKeys(s: KeySetup): Promise<KeyRefusalContext> {
  const run = s.title('keys')
  const { publishable_api_key: active } = await s.api.create({ title: `Active ${run}` })
  const { publishable_api_key: toRevoke } = await s.api.create({ title: `Revoked ${run}` })
  const { publishable_api_key: revoked } = await s.api.revoke(toRevoke.id)
  return { ...s, run, active, revoked }
}

const KEYS = 'POST /admin/publishable-api-keys'
const KEY = `${KEYS}/{id}`

export const refusals = defineRefusals<KeyRefusalContext>({
  mock: 'publishable-api-keys',
  about: 'Each row acts on an active key and a revoked one made for it, and a sales channel that exists.',
  cases: [
    { route: 'GET /admin/publishable-api-keys/{id}', when: 'an unknown key', call: (s) => s.api.retrieve(UNKNOWN), expected: unknownKey },
    { route: KEY, when: 'an unknown key', call: (s) => s.api.update(UNKNOWN, { title: 'x' }), expected: unknownKey },
    { route: 'DELETE /admin/publishable-api-keys/{id}', when: 'an unknown key', call: (s) => s.api.delete(UNKNOWN), expected: unknownKey },
    { route: `${KEY}/revoke`, when: 'an unknown key', call: (s) => s.api.revoke(UNKNOWN), expected: unknownKey },
    { route: `${KEY}/sales-channels/batch`, when: 'an unknown key', call: (s) => s.api.addSalesChannels(UNKNOWN, channels(s.channelId)), expected: unknownKey },
    {
      route: 'DELETE /admin/publishable-api-keys/{id}/sales-channels/batch',
      when: 'an unknown key',
      call: (s) => s.api.removeSalesChannels(UNKNOWN, channels(s.channelId)),
      expected: unknownKey,
    },
    { route: KEYS, when: 'no title (an empty one is taken)', call: (s) => s.api.create(loose({})), expected: invalidData('title must be a string') },
    {
      route: KEYS,
      when: 'a number for a title and an unknown property',
      call: (s) => s.api.create(loose({ title: 5, foo: 1 })),
      expected: invalidData('property foo should not exist, title must be a string'),
    },
    { route: KEY, when: 'a number for a title', call: (s) => s.api.update(s.active.id, loose({ title: 3 })), expected: invalidData('title must be a string') },
    {
      route: `${KEY}/revoke`,
      when: 'a revoked key (renaming, adding channels to and deleting one are taken)',
      call: (s) => s.api.revoke(s.revoked.id),
      expected: notAllowed('PublishableApiKey has already been revoked.'),
    },
    {
      route: `${KEY}/sales-channels/batch`,
      when: 'no sales_channel_ids',
      call: (s) => s.api.addSalesChannels(s.active.id, loose({})),
      expected: invalidData('sales_channel_ids must be an array'),
    },
    {
      route: `${KEY}/sales-channels/batch`,
      when: 'sales channels given as plain ids',
      call: (s) => s.api.addSalesChannels(s.active.id, loose({ sales_channel_ids: [s.channelId] })),
      expected: invalidData('each value in nested property sales_channel_ids must be either object or array'),
    },
    {
      route: 'DELETE /admin/publishable-api-keys/{id}/sales-channels/batch',
      when: 'an id that is not a string',
      call: (s) => s.api.removeSalesChannels(s.active.id, loose({ sales_channel_ids: [{ id: 1 }] })),
      expected: invalidData('id must be a string'),
    },
    {
      route: `${KEY}/sales-channels/batch`,
      when: 'an unknown key and a bad body: the validator runs before the key is looked up',
      call: (s) => s.api.addSalesChannels(UNKNOWN, loose({ sales_channel_ids: 'x', foo: 1 })),
      expected: invalidData('property foo should not exist, sales_channel_ids must be an array, each value in nested property sales_channel_ids must be either object or array'),
    },
    {
      route: 'GET /admin/publishable-api-keys',
      when: 'an unknown parameter',
      call: (s) => s.api.list(loose<GetPublishableApiKeysParams>({ foo: 1 })),
      expected: invalidData('property foo should not exist'),
    },
    { route: 'GET /admin/publishable-api-keys', when: 'expanding sales_channels (a key has no such relation)', call: (s) => s.api.list({ expand: 'sales_channels' }), expected: unknownError },
    { route: 'GET /admin/publishable-api-keys', when: 'ordered by a column keys do not have', call: (s) => s.api.list({ order: 'name' }), expected: unknownError },
    {
      route: 'GET /admin/publishable-api-keys/{id}/sales-channels',
      when: 'an unknown parameter (an unknown key is answered an empty list)',
      call: (s) => s.api.salesChannels(s.active.id, loose({ foo: 1 })),
      expected: invalidData('property foo should not exist'),
    },
  ],
})

const listed = async (s: KeySetup, id: string) => (await s.api.salesChannels(id)).sales_channels.map((sc) => sc.id)

export const TAKEN: TakenCase[] = [
  {
    name: 'an empty title is taken on create',
    observe: async (s) => {
      const { publishable_api_key: key } = await s.api.create({ title: '' })
      await s.api.delete(key.id)
      return { title: key.title, revoked_at: key.revoked_at, token: key.id.startsWith('pk_') }
    },
    expected: () => ({ title: '', revoked_at: null, token: true }),
  },
  {
    name: 'a revoked key is renamed, given sales channels and deleted all the same',
    observe: async (s, { revoked }) => {
      const renamed = (await s.api.update(revoked.id, { title: `${revoked.title} renamed` })).publishable_api_key
      await s.api.addSalesChannels(revoked.id, channels(s.channelId))
      const withChannel = await listed(s, revoked.id)
      const deleted = await s.api.delete(revoked.id)
      return { title: renamed.title, still_revoked: renamed.revoked_at === revoked.revoked_at, withChannel, deleted }
    },
    expected: (s, { revoked }) => ({
      title: `${revoked.title} renamed`,
      still_revoked: true,
      withChannel: [s.channelId],
      deleted: { id: revoked.id, object: 'publishable_api_key', deleted: true },
    }),
  },
  {
    name: 'an unknown sales channel is added without a word, and never listed; adding one twice keeps one',
    observe: async (s, { active }) => {
      const answer = await s.api.addSalesChannels(active.id, channels('sc_01UNKNOWNCHANNEL000000000', s.channelId, s.channelId))
      return { answered: answer.publishable_api_key.id === active.id, listed: await listed(s, active.id) }
    },
    expected: (s) => ({ answered: true, listed: [s.channelId] }),
  },
  {
    name: "an unknown key's sales channels: an empty list, not a 404",
    observe: async (s) => s.api.salesChannels(UNKNOWN),
    expected: () => ({ sales_channels: [] }),
  },
  {
    name: "a deleted key's sales channels stay linked (no cascade) and can no longer be removed",
    observe: async (s, { active }) => {
      await s.api.addSalesChannels(active.id, channels(s.channelId))
      await s.api.delete(active.id)
      const removal = await s.api.removeSalesChannels(active.id, channels(s.channelId)).then(
        () => 'removed',
        (error: { status?: number }) => error.status,
      )
      return { listed: await listed(s, active.id), removal }
    },
    expected: (s) => ({ listed: [s.channelId], removal: 404 }),
  },
  {
    name: 'the list: newest first by default, searched by title in any case, paged',
    observe: async (s, { run }) => {
      const found = await s.api.list({ q: run.toUpperCase() })
      const page = await s.api.list({ q: run, limit: 1, offset: 1 })
      return {
        titles: found.publishable_api_keys.map((k) => k.title),
        count: found.count,
        page: { titles: page.publishable_api_keys.map((k) => k.title), count: page.count, limit: page.limit, offset: page.offset },
      }
    },
    expected: (_s, { run }) => ({
      titles: [`Revoked ${run}`, `Active ${run}`],
      count: 2,
      page: { titles: [`Active ${run}`], count: 2, limit: 1, offset: 1 },
    }),
  },
]
