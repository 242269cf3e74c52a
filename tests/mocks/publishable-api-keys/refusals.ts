import type { GetPublishableApiKeysParams, PublishableApiKey } from '@medusajs/client-types'
import type { publishableApiKeys as keysApi } from '@/api/admin/publishable-api-keys'

/**
 * What Medusa 1.20 refuses and takes on /admin/publishable-api-keys, written once: the contract test
 * runs these calls against a real server (tests/contract/admin-publishable-api-keys.test.ts) and the
 * mock's own test against msw (publishable-api-keys.test.ts beside this file), expecting the same.
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

export interface Expected {
  status: number
  type: string
  message: string
}

export interface RefusalCase {
  name: string
  call: (s: KeySetup, made: Made) => Promise<unknown>
  expected: (made: Made) => Expected
}

/** A call Medusa answers 200 where one might expect a refusal: `observe` says what came of it. */
export interface TakenCase {
  name: string
  observe: (s: KeySetup, made: Made) => Promise<unknown>
  expected: (s: KeySetup, made: Made) => unknown
}

const UNKNOWN = 'pk_01UNKNOWNKEY0000000000000'
const notFound = (): Expected => ({ status: 404, type: 'not_found', message: `Publishable key with id: ${UNKNOWN} was not found` })
const invalid = (message: string): Expected => ({ status: 400, type: 'invalid_data', message })
const unknownError = (): Expected => ({ status: 500, type: 'unknown_error', message: 'An unknown error occurred.' })
/** Bodies and queries the types forbid, sent as a careless client would. */
const loose = <T>(value: Record<string, unknown>) => value as T
const channels = (...ids: string[]) => ({ sales_channel_ids: ids.map((id) => ({ id })) })

/** A fresh active key and a revoked one for each case. */
export async function makeKeys(s: KeySetup): Promise<Made> {
  const run = s.title('keys')
  const { publishable_api_key: active } = await s.api.create({ title: `Active ${run}` })
  const { publishable_api_key: toRevoke } = await s.api.create({ title: `Revoked ${run}` })
  const { publishable_api_key: revoked } = await s.api.revoke(toRevoke.id)
  return { run, active, revoked }
}

export const REFUSALS: RefusalCase[] = [
  { name: 'an unknown key: GET 404', call: (s) => s.api.retrieve(UNKNOWN), expected: notFound },
  { name: 'an unknown key: update 404', call: (s) => s.api.update(UNKNOWN, { title: 'x' }), expected: notFound },
  { name: 'an unknown key: delete 404', call: (s) => s.api.delete(UNKNOWN), expected: notFound },
  { name: 'an unknown key: revoke 404', call: (s) => s.api.revoke(UNKNOWN), expected: notFound },
  { name: 'an unknown key: add sales channels 404', call: (s) => s.api.addSalesChannels(UNKNOWN, channels(s.channelId)), expected: notFound },
  { name: 'an unknown key: remove sales channels 404', call: (s) => s.api.removeSalesChannels(UNKNOWN, channels(s.channelId)), expected: notFound },
  { name: 'create without a title: 400 invalid_data', call: (s) => s.api.create(loose({})), expected: () => invalid('title must be a string') },
  {
    name: 'create with a number for a title and an unknown property',
    call: (s) => s.api.create(loose({ title: 5, foo: 1 })),
    expected: () => invalid('property foo should not exist, title must be a string'),
  },
  { name: 'update with a number for a title', call: (s, { active }) => s.api.update(active.id, loose({ title: 3 })), expected: () => invalid('title must be a string') },
  {
    name: 'revoking a revoked key: 400 not_allowed',
    call: (s, { revoked }) => s.api.revoke(revoked.id),
    expected: () => ({ status: 400, type: 'not_allowed', message: 'PublishableApiKey has already been revoked.' }),
  },
  {
    name: 'add sales channels without sales_channel_ids',
    call: (s, { active }) => s.api.addSalesChannels(active.id, loose({})),
    expected: () => invalid('sales_channel_ids must be an array'),
  },
  {
    name: 'add sales channels given as plain ids',
    call: (s, { active }) => s.api.addSalesChannels(active.id, loose({ sales_channel_ids: [s.channelId] })),
    expected: () => invalid('each value in nested property sales_channel_ids must be either object or array'),
  },
  {
    name: 'remove sales channels with an id that is not a string',
    call: (s, { active }) => s.api.removeSalesChannels(active.id, loose({ sales_channel_ids: [{ id: 1 }] })),
    expected: () => invalid('id must be a string'),
  },
  {
    name: 'the validator runs before the key is looked up',
    call: (s) => s.api.addSalesChannels(UNKNOWN, loose({ sales_channel_ids: 'x', foo: 1 })),
    expected: () => invalid('property foo should not exist, sales_channel_ids must be an array, each value in nested property sales_channel_ids must be either object or array'),
  },
  { name: 'the list with an unknown parameter', call: (s) => s.api.list(loose<GetPublishableApiKeysParams>({ foo: 1 })), expected: () => invalid('property foo should not exist') },
  { name: 'the list expanding sales_channels (a key has no such relation): 500', call: (s) => s.api.list({ expand: 'sales_channels' }), expected: unknownError },
  { name: 'the list ordered by a column keys do not have: 500', call: (s) => s.api.list({ order: 'name' }), expected: unknownError },
  { name: "a key's sales channels with an unknown parameter", call: (s, { active }) => s.api.salesChannels(active.id, loose({ foo: 1 })), expected: () => invalid('property foo should not exist') },
]

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
