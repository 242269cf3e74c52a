import type { PublishableApiKey } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { publishableKeyQueries } from '@/atoms/publishable-api-keys/keys'
import { isAvailable } from '@/commands/core/define'
import { registry } from '@/commands/index'
import { publishableKeyCommands } from '@/commands/publishable-api-keys'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import { publishableKeysDb } from '../../mocks/publishable-api-keys/publishable-api-keys'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

const keys = () => publishableKeysDb(mock.db)
const key = (title: string) => {
  const found = keys().keys.find((k) => k.title === title)
  if (!found) throw new Error(`no key ${title}`)
  return found
}
const linked = (id: string) => keys().links.get(id) ?? []

/** The key's panel: the key focused, with its data as the panel loaded it. */
async function onKey(id: string): Promise<CommandContext> {
  const { publishable_api_key } = await createQueryClient().fetchQuery(publishableKeyQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'publishable-api-key', id, entity: publishable_api_key } }
}

describe('the publishable API keys section', () => {
  it('registers every command; the section and a key open by title, never by id', async () => {
    const registered = registry.all.filter((c) => c.id.startsWith('publishable-api-keys.'))
    expect(registered.map((c) => c.id).sort()).toEqual(publishableKeyCommands.map((c) => c.id).sort())
    expect(commandOf('publishable-api-keys.list').title).toBe('Go to settings: publishable api keys')
    expect((await runCommand('publishable-api-keys.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/publishable-api-keys' } })
    const run = await runCommand('publishable-api-keys.open', { answers: { keyId: pick('kiosk', 'Old kiosk') } })
    expect(run.offered.keyId).toEqual([{ id: 'pk_kiosk', label: 'Old kiosk', hint: 'revoked 2023-12-20' }])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/publishable-api-keys/pk_kiosk' } })
  })
})

describe('publishable-api-keys.create', () => {
  it('creates a key and hands its token, the id, to the clipboard once', async () => {
    const run = await runCommand('publishable-api-keys.create', { answers: { title: 'Pop-up storefront' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'copy', title: 'Pop-up storefront created: its token is copied', text: 'pk_1' } })
    expect(key('Pop-up storefront').revoked_at).toBeNull()
  })

  it('requires a title before sending (Medusa would take an empty one)', async () => {
    const run = await runCommand('publishable-api-keys.create', { answers: { title: '  ' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'title', message: 'Title is required' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })
})

describe('publishable-api-keys.update', () => {
  it('edits the focused key, starting from its title', async () => {
    const run = await runCommand('publishable-api-keys.update', { ctx: await onKey('pk_webshop'), answers: { title: 'Webshop EU' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Publishable API key saved', message: 'Webshop EU' } })
    expect(key('Webshop EU').id).toBe('pk_webshop')
  })

  it("tells Medusa's 404 for a key deleted meanwhile", async () => {
    const ctx = await onKey('pk_webshop')
    keys().keys = keys().keys.filter((k) => k.id !== 'pk_webshop')
    const run = await runCommand('publishable-api-keys.update', { ctx, answers: { title: keep } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Publishable key was not found: it may have been deleted meanwhile.' })
  })
})

describe('publishable-api-keys.copy-token', () => {
  it("copies the focused key's token", async () => {
    const run = await runCommand('publishable-api-keys.copy-token', { ctx: await onKey('pk_webshop') })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'copy', title: 'Token of Webshop copied', text: 'pk_webshop' } })
  })

  it('is not offered on a revoked key, and refuses one picked, saying why', async () => {
    expect(isAvailable(commandOf('publishable-api-keys.copy-token'), await onKey('pk_kiosk'))).toBe(false)
    const run = await runCommand('publishable-api-keys.copy-token', { answers: { keyId: pick('old', 'Old kiosk') } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'keyId', message: 'Old kiosk is revoked: its token is not for a storefront any more' })
  })
})

describe('publishable-api-keys.revoke', () => {
  it('revokes after a confirm that says it cannot be undone', async () => {
    const run = await runCommand('publishable-api-keys.revoke', { ctx: await onKey('pk_webshop') })
    expect(run.confirmations).toEqual([
      'Revoke Webshop? It is marked revoked for good; Medusa still answers storefronts that send it, so replace it there. This cannot be undone.',
    ])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Publishable API key revoked', message: 'Webshop' } })
    expect(key('Webshop').revoked_at).not.toBeNull()
  })

  it('refuses a revoked key before asking; tells Medusa\'s refusal when the panel was out of date', async () => {
    const picked = await runCommand('publishable-api-keys.revoke', { answers: { keyId: pick('kiosk', 'Old kiosk') } })
    expect(picked.outcome).toEqual({ status: 'rejected', arg: 'keyId', message: 'Old kiosk is already revoked' })
    const ctx = await onKey('pk_webshop')
    key('Webshop').revoked_at = '2024-01-01T00:00:00.000Z'
    const stale = await runCommand('publishable-api-keys.revoke', { ctx })
    expect(stale.outcome).toMatchObject({ status: 'failed', message: 'PublishableApiKey has already been revoked.' })
  })
})

describe('publishable-api-keys.delete', () => {
  it('deletes a revoked key after saying it cannot be undone, and goes back to the list', async () => {
    const run = await runCommand('publishable-api-keys.delete', { ctx: await onKey('pk_kiosk') })
    expect(run.confirmations).toEqual(['Delete Old kiosk? Medusa still answers storefronts that send its token, so replace it there first. This cannot be undone.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/publishable-api-keys' } })
    expect(keys().keys.map((k) => k.title)).toEqual(['Webshop'])
  })

  it("tells Medusa's 404 for a key already gone", async () => {
    const ctx = await onKey('pk_kiosk')
    keys().keys = keys().keys.filter((k) => k.id !== 'pk_kiosk')
    const run = await runCommand('publishable-api-keys.delete', { ctx })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Publishable key was not found: it may have been deleted meanwhile.' })
  })
})

describe('publishable-api-keys sales channels', () => {
  it('offers only the channels the key does not have, and adds the picked ones', async () => {
    const run = await runCommand('publishable-api-keys.add-sales-channels', { ctx: await onKey('pk_webshop'), answers: { salesChannelIds: pick('', 'Wholesale') } })
    expect(run.offered.salesChannelIds?.map((o) => o.label)).toEqual(['Wholesale'])
    expect(run.confirmations).toEqual(['Add 1 sales channel to Webshop?'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Added to Webshop', message: '1 sales channel' } })
    expect(linked('pk_webshop')).toEqual(['sc_1', 'sc_2'])
  })

  it('picks a key by title from the palette; a key deleted meanwhile is told', async () => {
    const run = await runCommand('publishable-api-keys.add-sales-channels', {
      answers: { keyId: pick('web', 'Webshop'), salesChannelIds: pick('whole', 'Wholesale') },
    })
    expect(run.outcome).toMatchObject({ status: 'done' })
    const ctx = await onKey('pk_kiosk')
    keys().keys = keys().keys.filter((k) => k.id !== 'pk_kiosk')
    const gone = await runCommand('publishable-api-keys.add-sales-channels', { ctx, answers: { salesChannelIds: pick('', 'Default Sales Channel') } })
    expect(gone.outcome).toMatchObject({ status: 'failed', message: 'Publishable key was not found: it may have been deleted meanwhile.' })
  })

  it("removes channels picked among the key's own, saying what a key left with none does", async () => {
    const run = await runCommand('publishable-api-keys.remove-sales-channels', { ctx: await onKey('pk_webshop'), answers: { salesChannelIds: pick('', 'Default Sales Channel') } })
    expect(run.offered.salesChannelIds?.map((o) => o.label)).toEqual(['Default Sales Channel'])
    expect(run.confirmations).toEqual(['Remove 1 sales channel from Webshop? A key left with none is answered within every sales channel.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Removed from Webshop', message: '1 sales channel' } })
    expect(linked('pk_webshop')).toEqual([])
  })

  it('a row button hands the channel in: nothing is asked but the confirm; a failed removal is told', async () => {
    const given = { keyId: 'pk_webshop', salesChannelIds: ['sc_1'] }
    const ctx = await onKey('pk_webshop')
    keys().keys = keys().keys.filter((k: PublishableApiKey) => k.id !== 'pk_webshop')
    const run = await runCommand('publishable-api-keys.remove-sales-channels', { ctx, given })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Publishable key was not found: it may have been deleted meanwhile.' })
  })
})
