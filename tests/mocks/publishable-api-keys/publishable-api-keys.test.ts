import { describe, expect, it } from 'vitest'
import { publishableApiKeys } from '@/api/admin/publishable-api-keys'
import { withMockDb } from '../handlers'
import { publishableKeysDb } from './publishable-api-keys'
import { makeKeys, TAKEN, type KeySetup } from './refusals'

const mock = withMockDb()

let serial = 0
const setup: KeySetup = { api: publishableApiKeys, channelId: 'sc_2', title: (prefix) => `${prefix}-${(serial += 1)}` }

// Its refusals are a table (refusals.ts beside this file), run by tests/mocks/refusals.test.ts.
describe('the publishable API keys mock takes what Medusa 1.20 takes (the same cases as the contract test)', () => {
  it.each(TAKEN.map((c) => [c.name, c] as const))('%s', async (_name, taken) => {
    const made = await makeKeys(setup)
    expect(await taken.observe(setup, made)).toEqual(taken.expected(setup, made))
  })
})

describe('the publishable API keys mock answers', () => {
  it('lists the seeded keys newest first, 20 a page, and one of them with its sales channel', async () => {
    expect(await publishableApiKeys.list()).toMatchObject({ count: 2, offset: 0, limit: 20 })
    expect((await publishableApiKeys.list()).publishable_api_keys.map((k) => k.title)).toEqual(['Webshop', 'Old kiosk'])
    expect((await publishableApiKeys.list({ order: 'title' })).publishable_api_keys.map((k) => k.title)).toEqual(['Old kiosk', 'Webshop'])
    expect((await publishableApiKeys.salesChannels('pk_webshop')).sales_channels.map((sc) => sc.name)).toEqual(['Default Sales Channel'])
  })

  it('creates a key whose token is its id, made by the signed-in user; revokes it once', async () => {
    const { publishable_api_key: key } = await publishableApiKeys.create({ title: 'Pop-up' })
    expect(key).toMatchObject({ id: 'pk_1', title: 'Pop-up', created_by: mock.db.session?.id, revoked_at: null })
    const { publishable_api_key: revoked } = await publishableApiKeys.revoke(key.id)
    expect(revoked.revoked_by).toBe(mock.db.session?.id)
    expect(publishableKeysDb(mock.db).keys.find((k) => k.id === key.id)?.revoked_at).toBe(revoked.revoked_at)
  })

  it('searches channels of a key by name or description, and removes one', async () => {
    await publishableApiKeys.addSalesChannels('pk_webshop', { sales_channel_ids: [{ id: 'sc_2' }] })
    expect((await publishableApiKeys.salesChannels('pk_webshop', { q: 'b2b' })).sales_channels.map((sc) => sc.name)).toEqual(['Wholesale'])
    await publishableApiKeys.removeSalesChannels('pk_webshop', { sales_channel_ids: [{ id: 'sc_1' }] })
    expect(publishableKeysDb(mock.db).links.get('pk_webshop')).toEqual(['sc_2'])
  })
})
