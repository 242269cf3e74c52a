import type { Product, SalesChannel } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { salesChannelQueries } from '@/atoms/sales-channels/keys'
import { emptyContext, type CommandContext, type ListView } from '@/models/core/context'
import { isAvailable } from '@/commands/core/define'
import { registry } from '@/commands/index'
import { salesChannelCommands } from '@/commands/sales-channels'
import { kebabCase, newProduct } from '../../mocks/db'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
/** The store as the demo backend's: sales channels on (Medusa 1.20's default). */
const flagged: CommandContext = { ...emptyContext, flags: { sales_channels: true } }

const channel = (name: string) => {
  const found = mock.db.salesChannels.find((c) => c.name === name)
  if (!found) throw new Error(`no channel ${name}`)
  return found
}
const product = (title: string) => {
  const found = mock.db.products.find((p) => p.title === title)
  if (!found) throw new Error(`no product ${title}`)
  return found
}
const productsIn = (channelId: string) => mock.db.products.filter((p) => p.sales_channel_ids.includes(channelId)).map((p) => p.title).sort()

async function onChannel(id: string, selected: Product[] = []): Promise<CommandContext> {
  const { sales_channel } = await createQueryClient().fetchQuery(salesChannelQueries.detail(id))
  const selection = selected.length ? { kind: 'product' as const, ids: selected.map((p) => p.id), records: selected } : null
  return { ...flagged, focus: { kind: 'sales-channel', id, entity: sales_channel as SalesChannel }, selection }
}

describe('the sales channels area', () => {
  it('registers every sales channel command, on g h, offered only with the store’s sales_channels flag', async () => {
    const registered = registry.all.filter((c) => c.id.startsWith('sales-channels.'))
    expect(registered.map((c) => c.id).sort()).toEqual(salesChannelCommands.map((c) => c.id).sort())
    expect(commandOf('sales-channels.list')).toMatchObject({ title: 'Go to sales channels', hotkey: 'g h' })
    const off = { ...(await onChannel('sc_2')), flags: { sales_channels: false } }
    for (const command of registered) {
      expect(isAvailable(command, off), command.id).toBe(false)
      expect(command.why?.(off), command.id).toBe('Needs the store’s sales_channels feature flag')
    }
    expect(isAvailable(commandOf('sales-channels.disable'), await onChannel('sc_2'))).toBe(true)
  })

  it('sales-channels.list opens the table; sales-channels.open picks one by name and opens it', async () => {
    expect((await runCommand('sales-channels.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/sales-channels' } })
    channel('Wholesale').is_disabled = true
    const run = await runCommand('sales-channels.open', { answers: { salesChannelId: pick('whole', 'Wholesale') } })
    expect(run.offered.salesChannelId).toEqual([{ id: 'sc_2', label: 'Wholesale', hint: 'disabled · B2B orders' }])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/sales-channels/sc_2' } })
  })
})

describe('sales-channels.create and update', () => {
  it('creates a channel, disabled when asked, and opens it', async () => {
    const run = await runCommand('sales-channels.create', { answers: { name: 'Marketplace', description: 'Third-party marketplace', disabled: true } })
    const created = channel('Marketplace')
    expect(created).toMatchObject({ description: 'Third-party marketplace', is_disabled: true })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/sales-channels/${created.id}` } })
  })

  it('requires a name before sending', async () => {
    const run = await runCommand('sales-channels.create', { answers: { name: '  ' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'name', message: 'Name is required' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('edits name and description from the focused channel; an emptied description is cleared', async () => {
    const wholesale = channel('Wholesale')
    const run = await runCommand('sales-channels.update', { ctx: await onChannel(wholesale.id), answers: { name: keep, description: '' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Sales channel saved', message: 'Wholesale' } })
    expect(channel('Wholesale').description).toBe('')
  })
})

describe('sales-channels.disable and enable', () => {
  it('disables an enabled channel after saying what that means', async () => {
    const wholesale = channel('Wholesale')
    const run = await runCommand('sales-channels.disable', { ctx: await onChannel(wholesale.id) })
    expect(run.confirmations).toEqual(['Disable Wholesale? Its products stay in it, but carts in this channel cannot buy them.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Sales channel disabled', message: 'Wholesale' } })
    expect(channel('Wholesale').is_disabled).toBe(true)
  })

  it('is not offered on a disabled channel, and refuses one picked, naming why', async () => {
    channel('Wholesale').is_disabled = true
    expect(isAvailable(commandOf('sales-channels.disable'), await onChannel(channel('Wholesale').id))).toBe(false)
    const run = await runCommand('sales-channels.disable', { ctx: flagged, answers: { salesChannelId: pick('whole', 'Wholesale') } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'salesChannelId', message: 'Wholesale is already disabled' })
    const enable = await runCommand('sales-channels.enable', { ctx: flagged, answers: { salesChannelId: pick('whole', 'Wholesale') } })
    expect(enable.outcome).toMatchObject({ status: 'done', result: { title: 'Sales channel enabled' } })
    expect(channel('Wholesale').is_disabled).toBe(false)
  })
})

describe('sales-channels.delete', () => {
  it("tells Medusa's refusal to delete the default channel", async () => {
    const run = await runCommand('sales-channels.delete', { ctx: await onChannel(channel('Default Sales Channel').id) })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'You cannot delete the default sales channel' })
    expect(mock.db.salesChannels).toHaveLength(2)
  })

  it('deletes another channel; its products stay', async () => {
    const wholesale = channel('Wholesale')
    const run = await runCommand('sales-channels.delete', { ctx: await onChannel(wholesale.id) })
    expect(run.confirmations).toEqual(['Delete Wholesale? Its products stay, no longer sold in it. This cannot be undone.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/sales-channels' } })
    expect(product('Medusa Coffee Mug').sales_channel_ids).toEqual(['sc_1'])
  })
})

describe('sales-channels products', () => {
  it("adds the products table's two selected products in one request", async () => {
    const picked = [product('Medusa Hoodie'), product('Medusa Cap')] as unknown as Product[]
    const ctx: CommandContext = { ...flagged, selection: { kind: 'product', ids: picked.map((p) => p.id), records: picked } }
    const run = await runCommand('sales-channels.add-products', { ctx, answers: { salesChannelId: pick('whole', 'Wholesale') } })
    expect(run.confirmations).toEqual(['Add 2 products to sales channel Wholesale?'])
    expect(requestsOf(seen, 'POST', '/admin/sales-channels/sc_2/products/batch')).toHaveLength(1)
    expect(productsIn('sc_2')).toEqual(['Medusa Cap', 'Medusa Coffee Mug', 'Medusa Hoodie', 'Medusa T-Shirt', 'Medusa Water Bottle'])
  })

  it("in a channel's panel, picks products to add, and removes the selected ones", async () => {
    const ctx = await onChannel('sc_2')
    await runCommand('sales-channels.add-products', { ctx, answers: { productIds: pick('socks', 'Medusa Socks') } })
    expect(productsIn('sc_2')).toContain('Medusa Socks')
    const selected = [product('Medusa Socks')] as unknown as Product[]
    const run = await runCommand('sales-channels.remove-products', { ctx: await onChannel('sc_2', selected) })
    expect(run.confirmations).toEqual(['Remove Medusa Socks from sales channel Wholesale? The products stay, no longer sold there.'])
    expect(productsIn('sc_2')).not.toContain('Medusa Socks')
  })

  it('adds every product matching the table, each once, skipping those already in the channel', async () => {
    for (let i = 0; i < 120; i += 1) {
      const title = `Draft thing ${i}`
      const p = newProduct(mock.db, { title, handle: kebabCase(title), status: 'draft' })
      p.sales_channel_ids = i < 5 ? ['sc_1', 'sc_2'] : ['sc_1']
      mock.db.products.push(p)
    }
    const drafts = mock.db.products.filter((p) => p.status === 'draft')
    const list: ListView = { kind: 'product', query: { status: ['draft'], order: '-created_at' }, count: drafts.length, description: 'with status draft' }
    const run = await runCommand('sales-channels.add-matching', { ctx: { ...flagged, list }, answers: { salesChannelId: pick('whole', 'Wholesale') } })
    expect(run.confirmations).toEqual([`Add ${drafts.length} products with status draft to sales channel Wholesale?`])
    // One page: the gathering reads 1,000 a request (models/products/matching.ts, MATCH_PAGE).
    expect(requestsOf(seen, 'GET', '/admin/products').map((r) => r.query.get('offset'))).toEqual(['0'])
    expect(run.outcome).toMatchObject({
      status: 'done',
      result: { title: `Added ${drafts.length - 5} of ${drafts.length - 5} products to sales channel Wholesale; 5 products already in sales channel Wholesale` },
    })
    expect(drafts.every((p) => p.sales_channel_ids.includes('sc_2'))).toBe(true)
  })
})
