import type { Region, ShippingOption, ShippingProfile } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { shippingDb } from '../../mocks/shipping/shipping'

const mock = withMockDb()
const seen = recordRequests()
const db = () => shippingDb(mock.db)
const region = (name: string) => db().regions.find((r) => r.name === name) as Region
const option = (name: string, regionName: string) =>
  db().shippingOptions.find((o) => o.name === name && o.region_id === region(regionName).id && !o.deleted_at) as ShippingOption
const onOption = (o: ShippingOption): CommandContext => ({
  ...emptyContext,
  focus: { kind: 'shipping-option', id: o.id, entity: { ...o, region: region('Europe'), requirements: o.requirements ?? [] } },
})

const create = (regionName: string, extra: Record<string, unknown>) =>
  runCommand('shipping-options.create', {
    answers: {
      regionId: pick(regionName, regionName),
      fulfillment: pick('', 'manual-fulfillment'),
      name: 'Express',
      isReturn: keep,
      priceType: 'flat_rate',
      amount: '12.50',
      minSubtotal: '',
      maxSubtotal: '',
      adminOnly: false,
      ...extra,
    },
  })

describe('shipping option commands', () => {
  it("'Go to settings: shipping options' opens the section", async () => {
    expect((await runCommand('shipping-options.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/shipping-options' } })
  })

  it("creates a flat option from the region's fulfillment options, the price typed in major units and sent in minor units, with the region's setup notice", async () => {
    const run = await create('Europe', { minSubtotal: '50', maxSubtotal: '500' })
    expect(run.offered.fulfillment?.map((o) => o.label)).toEqual(['manual-fulfillment', 'manual-fulfillment-return'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Express created', message: expect.stringMatching(/^Europe can(not)? sell/) } })
    const created = option('Express', 'Europe')
    expect(created).toMatchObject({ amount: 1250, price_type: 'flat_rate', provider_id: 'manual', data: { id: 'manual-fulfillment' }, is_return: false, admin_only: false })
    expect(created.requirements?.map((r) => [r.type, r.amount])).toEqual([['min_subtotal', 5000], ['max_subtotal', 50000]])
  })

  it('uses the currency of the region: yen have no minor unit', async () => {
    await create('Japan', { amount: '1500' })
    expect(option('Express', 'Japan').amount).toBe(1500)
  })

  it('takes the return flag from the fulfillment option picked', async () => {
    const run = await create('Europe', { fulfillment: pick('return', 'manual-fulfillment-return'), name: 'Returns by post', amount: '0' })
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(option('Returns by post', 'Europe')).toMatchObject({ is_return: true, amount: 0, data: { id: 'manual-fulfillment-return', is_return: true } })
  })

  it('refuses a maximum subtotal under the minimum before sending, keeping the answers', async () => {
    const run = await create('Europe', { minSubtotal: '100', maxSubtotal: '20' })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'maxSubtotal', message: 'The maximum subtotal must be greater than the minimum' })
    expect(run.args).toMatchObject({ name: 'Express', amount: 1250, minSubtotal: 10000 })
    expect(requestsOf(seen, 'POST', '/admin/shipping-options')).toHaveLength(0)
  })

  it('refuses a flat rate without a price before sending', async () => {
    const run = await create('Europe', { amount: '' })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'A flat rate option needs a price' })
    expect(requestsOf(seen, 'POST', '/admin/shipping-options')).toHaveLength(0)
  })

  it("tells Medusa's refusal of a calculated price from the manual provider, arguments kept", async () => {
    const run = await create('Europe', { priceType: 'calculated', amount: '' })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'The fulfillment provider cannot calculate prices for this option' })
    expect(run.args).toMatchObject({ priceType: 'calculated', name: 'Express' })
  })

  it('edits the price and requirements, keeping the ids of requirements that stay', async () => {
    await create('Europe', { minSubtotal: '50' })
    const created = option('Express', 'Europe')
    const minId = created.requirements?.[0]?.id
    const run = await runCommand('shipping-options.edit', {
      ctx: onOption(created),
      answers: { name: 'Express 24h', amount: '15', minSubtotal: keep, maxSubtotal: '300' },
    })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Express 24h saved' } })
    const edited = option('Express 24h', 'Europe')
    expect(edited.amount).toBe(1500)
    expect(edited.requirements?.filter((r) => !r.deleted_at).map((r) => [r.id === minId, r.type, r.amount])).toEqual([
      [true, 'min_subtotal', 5000],
      [false, 'max_subtotal', 30000],
    ])
  })

  it('toggles admin only, sending the requirements back unchanged', async () => {
    const standard = option('Standard Shipping', 'Europe')
    const run = await runCommand('shipping-options.toggle-admin-only', { ctx: onOption(standard) })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Standard Shipping is admin only' } })
    expect(option('Standard Shipping', 'Europe').admin_only).toBe(true)
    const again = await runCommand('shipping-options.toggle-admin-only', { ctx: onOption(option('Standard Shipping', 'Europe')) })
    expect(again.outcome).toMatchObject({ result: { title: 'Standard Shipping is shown in the storefront' } })
  })

  it('deletes after a confirm naming the option and its region', async () => {
    const standard = option('Standard Shipping', 'Europe')
    const run = await runCommand('shipping-options.delete', { ctx: onOption(standard) })
    expect(run.confirmations).toEqual(['Delete Standard Shipping of Europe? Orders that used it keep their shipping.'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Standard Shipping deleted', message: 'Europe cannot sell yet: no shipping option with a price.' } })
    expect(option('Standard Shipping', 'Europe')).toBeUndefined()
  })

  it('has unique scoped hotkeys', () => {
    expect(commandOf('shipping-options.edit')).toMatchObject({ hotkey: 'e', scope: 'shipping-option' })
    expect(commandOf('shipping-options.toggle-admin-only')).toMatchObject({ hotkey: 'shift+a', scope: 'shipping-option' })
  })
})

describe('shipping profile commands', () => {
  it("'Go to settings: shipping profiles' opens the section", async () => {
    expect((await runCommand('shipping-profiles.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/shipping-profiles' } })
  })

  it('creates a custom profile and opens it', async () => {
    const run = await runCommand('shipping-profiles.create', { answers: { name: 'Bulky items', type: 'custom' } })
    const created = db().shippingProfiles.find((p) => p.name === 'Bulky items')
    expect(created?.type).toBe('custom')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/settings/shipping-profiles/${created?.id}` } })
  })

  it('renames a profile and refuses an empty name before sending', async () => {
    const profile = db().shippingProfiles[1]
    if (!profile) throw new Error('seed has two profiles')
    const ctx: CommandContext = { ...emptyContext, focus: { kind: 'shipping-profile', id: profile.id, entity: profile } }
    const empty = await runCommand('shipping-profiles.edit', { ctx, answers: { name: '  ', type: keep } })
    expect(empty.outcome).toEqual({ status: 'rejected', arg: 'name', message: 'Name is required' })
    const run = await runCommand('shipping-profiles.edit', { ctx, answers: { name: 'Gift cards', type: keep } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Gift cards saved', message: 'Gift card' } })
  })

  it('deletes a profile after a confirm that says what uses it', async () => {
    const profile = { ...(db().shippingProfiles[0] as ShippingProfile), shipping_options: db().shippingOptions.filter((o) => o.profile_id === 'sp_1'), products: [] }
    const ctx: CommandContext = { ...emptyContext, focus: { kind: 'shipping-profile', id: 'sp_1', entity: profile } }
    const run = await runCommand('shipping-profiles.delete', { ctx })
    expect(run.confirmations).toEqual(['Delete Default Shipping Profile? 8 shipping options use it.'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/shipping-profiles' } })
    expect(db().shippingProfiles[0]?.deleted_at).not.toBeNull()
  })
})
