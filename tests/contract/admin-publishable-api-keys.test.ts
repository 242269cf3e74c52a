// Publishable API keys against a real Medusa 1.20: every call of src/api/admin/publishable-api-keys,
// what the server takes where a refusal might be expected (the cases the msw mock runs too), and what
// a key does to a storefront request, revoked or not. Its refusals are rows of
// tests/mocks/publishable-api-keys/refusals.ts, run by refusals.test.ts.
import type { SalesChannel } from '@medusajs/client-types'
import { afterEach, describe, expect, it } from 'vitest'
import { configureClient } from '@/api/client'
import { makeKeys, TAKEN, type KeySetup } from '../mocks/publishable-api-keys/refusals'
import { publishableApiKeys, salesChannels, store, storeProducts } from './api'
import { anyString, defaultSalesChannelId, expectDeleted, expectPage, idOf, shape, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

const setupOf = async (): Promise<KeySetup> => ({ api: publishableApiKeys, channelId: await defaultSalesChannelId(), title: (prefix) => unique(prefix) })

describe('publishable API keys', () => {
  it('is on in 1.20 without a flag in medusa-config.js: GET /admin/store reports publishable_api_keys true', async () => {
    const { store: current } = await store.retrieve()
    expect(current.feature_flags).toEqual(expect.arrayContaining([{ key: 'publishable_api_keys', value: true }]))
  })

  it('POST, GET list, GET, POST update, POST revoke, DELETE: the token is the id, pk_…', async () => {
    const title = unique('Contract key')
    const { publishable_api_key: key } = await publishableApiKeys.create({ title })
    expect(key).toEqual(shape({ id: idOf('pk'), title, created_by: idOf('usr'), revoked_by: null, revoked_at: null, created_at: anyString(), updated_at: anyString() }))

    const listed = await publishableApiKeys.list({ q: title })
    expectPage(listed, 'publishable_api_keys', { count: 1, limit: 20, offset: 0 })
    expect(listed.publishable_api_keys).toEqual([shape({ id: key.id, title })])
    // The key's answer holds no sales channels: they are a route of their own.
    expect(Object.keys((await publishableApiKeys.retrieve(key.id)).publishable_api_key).sort()).toEqual(
      ['created_at', 'created_by', 'id', 'revoked_at', 'revoked_by', 'title', 'updated_at'],
    )

    const { publishable_api_key: renamed } = await publishableApiKeys.update(key.id, { title: `${title} renamed` })
    expect(renamed).toEqual(shape({ id: key.id, title: `${title} renamed` }))
    const { publishable_api_key: revoked } = await publishableApiKeys.revoke(key.id)
    expect(revoked).toEqual(shape({ id: key.id, revoked_at: anyString(), revoked_by: key.created_by }))
    expectDeleted(await publishableApiKeys.delete(key.id), key.id, 'publishable_api_key')
  })

  it('GET, POST and DELETE /{id}/sales-channels(/batch): the key answers, its channels are listed apart and searched', async () => {
    const channelId = await defaultSalesChannelId()
    const { publishable_api_key: key } = await publishableApiKeys.create({ title: unique('Contract channels') })
    const added = await publishableApiKeys.addSalesChannels(key.id, { sales_channel_ids: [{ id: channelId }] })
    expect(added).toEqual({ publishable_api_key: shape({ id: key.id }) })
    const { sales_channels } = await publishableApiKeys.salesChannels(key.id)
    expect(sales_channels).toEqual([shape({ id: channelId, name: anyString(), is_disabled: false })])
    const name = (sales_channels[0] as SalesChannel).name
    expect((await publishableApiKeys.salesChannels(key.id, { q: name.slice(1, 5).toUpperCase() })).sales_channels).toHaveLength(1)
    expect((await publishableApiKeys.salesChannels(key.id, { q: 'no channel is called this' })).sales_channels).toEqual([])
    const removed = await publishableApiKeys.removeSalesChannels(key.id, { sales_channel_ids: [{ id: channelId }] })
    expect(removed).toEqual({ publishable_api_key: shape({ id: key.id }) })
    expect((await publishableApiKeys.salesChannels(key.id)).sales_channels).toEqual([])
    await publishableApiKeys.delete(key.id)
  })
})

describe('what a key does to a storefront request', () => {
  afterEach(() => configureClient({ publishableApiKey: undefined }))

  it('scopes /store/products to its sales channels; revoked (and even deleted) it is still answered within them', async () => {
    const { sales_channel: empty } = await salesChannels.create({ name: unique('Contract empty channel') })
    const { publishable_api_key: key } = await publishableApiKeys.create({ title: unique('Contract storefront') })
    await publishableApiKeys.addSalesChannels(key.id, { sales_channel_ids: [{ id: empty.id }] })
    const count = async (token?: string) => {
      configureClient({ publishableApiKey: token })
      return (await storeProducts.list({ limit: 1 })).count
    }
    try {
      expect(await count()).toBeGreaterThan(0)
      expect(await count(key.id)).toBe(0)
      await publishableApiKeys.revoke(key.id)
      expect(await count(key.id)).toBe(0)
      await publishableApiKeys.delete(key.id)
      expect(await count(key.id)).toBe(0)
      // A token Medusa never issued is no scope at all.
      expect(await count('pk_01UNKNOWNKEY0000000000000')).toBeGreaterThan(0)
    } finally {
      configureClient({ publishableApiKey: undefined })
      await salesChannels.delete(empty.id)
    }
  })
})

describe('what Medusa takes where a refusal might be expected (the mocks take it too)', () => {
  it.each(TAKEN.map((c) => [c.name, c] as const))('%s', async (_name, taken) => {
    const setup = await setupOf()
    const made = await makeKeys(setup)
    expect(await taken.observe(setup, made)).toEqual(taken.expected(setup, made))
  })
})
