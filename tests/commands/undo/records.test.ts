import type { Discount, GiftCard, PriceList, SalesChannel, ShippingOption } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { discounts } from '@/api/admin/discounts'
import { giftCards } from '@/api/admin/gift-cards'
import { priceLists } from '@/api/admin/price-lists'
import { publishableApiKeys } from '@/api/admin/publishable-api-keys'
import { regions } from '@/api/admin/regions'
import { salesChannels } from '@/api/admin/sales-channels'
import { shippingOptions } from '@/api/admin/shipping-options'
import { withMockDb } from '../../mocks/handlers'
import { newest, undoSetUp } from './setup'

// Enable/disable of discounts, gift cards and sales channels, a shipping option's admin only, a gift card's balance, a price list's activation: each
// undone against msw, and left (named) when another client changed it since.

withMockDb()

const discount = async (id: string) => (await discounts.retrieve(id)).discount as Discount
const card = async (id: string) => (await giftCards.retrieve(id)).gift_card as GiftCard
const list = async (id: string) => (await priceLists.retrieve(id)).price_list as PriceList

describe('undo of enable and disable', () => {
  it('a disabled discount is enabled again; the undo names it by code', async () => {
    const enabled = ((await discounts.list({ is_disabled: false })).discounts as Discount[])[0] as Discount
    const { run, undo, entries } = undoSetUp()
    await run('discounts.disable', { discountId: enabled.id })
    expect((await discount(enabled.id)).is_disabled).toBe(true)
    expect(newest(await entries()).undo.plans).toEqual([{ revert: 'discounts', steps: [{ id: enabled.id, name: '', field: 'is_disabled', before: false, after: true }] }])
    await undo()
    expect((await discount(enabled.id)).is_disabled).toBe(false)
    expect(newest(await entries()).records).toEqual([{ name: enabled.code, kind: 'discount', id: enabled.id }])
  })

  it('a gift card another client enabled again meanwhile is not sent again', async () => {
    const active = ((await giftCards.list({})).gift_cards as GiftCard[]).find((c) => !c.is_disabled) as GiftCard
    const { run, undo } = undoSetUp()
    await run('gift-cards.disable', { giftCardId: active.id })
    // Someone else enables it again meanwhile.
    await giftCards.update(active.id, { is_disabled: false })
    const outcome = await undo()
    // Enabled again is what the undo would have set: nothing to send, nothing overwritten.
    expect(outcome).toMatchObject({ status: 'done', result: { title: 'Undone: Disable gift card', message: '1 change taken back' } })
    expect((await card(active.id)).is_disabled).toBe(false)
  })

  it("a gift card's balance is set back, unless it was changed since", async () => {
    const active = ((await giftCards.list({})).gift_cards as GiftCard[]).find((c) => !c.is_disabled && c.balance > 100) as GiftCard
    const { run, undo } = undoSetUp()
    const seen = { kind: 'gift-card' as const, id: active.id, entity: active }
    await run('gift-cards.edit', { giftCardId: active.id, balance: active.balance - 100, disabled: false }, { focus: seen })
    await undo()
    expect((await card(active.id)).balance).toBe(active.balance)

    await run('gift-cards.edit', { giftCardId: active.id, balance: active.balance - 100, disabled: false }, { focus: seen })
    await giftCards.update(active.id, { balance: 42 })
    expect(await undo()).toMatchObject({ result: { message: expect.stringMatching(new RegExp(`^0 changes taken back; 1 record left as they are\\n${active.code}: balance is now .*42.*, changed since — left as it is$`)) } })
    expect((await card(active.id)).balance).toBe(42)
  })

  it('an activated price list goes back to draft, and the redo activates it again', async () => {
    const draft = ((await priceLists.list({ status: ['draft'] })).price_lists as PriceList[])[0] as PriceList
    const { run, undo, entries } = undoSetUp()
    await run('price-lists.activate', { priceListId: draft.id })
    expect((await list(draft.id)).status).toBe('active')
    await undo()
    expect((await list(draft.id)).status).toBe('draft')
    await undo(newest(await entries()).id)
    expect((await list(draft.id)).status).toBe('active')
  })
})

describe('undo of a sales channel\'s disable and enable, and of a shipping option\'s admin only', () => {
  const channel = async (id: string) => (await salesChannels.retrieve(id)).sales_channel as SalesChannel

  it('a disabled channel is enabled again, the enable undone disables it, each named', async () => {
    const enabled = ((await salesChannels.list({})).sales_channels as SalesChannel[]).find((c) => !c.is_disabled) as SalesChannel
    const { run, undo, entries } = undoSetUp()
    await run('sales-channels.disable', { salesChannelId: enabled.id })
    expect(newest(await entries()).undo.plans).toEqual([{ revert: 'sales-channels', steps: [{ id: enabled.id, name: '', field: 'is_disabled', before: false, after: true }] }])
    await undo()
    expect((await channel(enabled.id)).is_disabled).toBe(false)
    expect(newest(await entries()).records).toEqual([{ name: enabled.name, kind: 'sales-channel', id: enabled.id }])

    await salesChannels.update(enabled.id, { is_disabled: true })
    await run('sales-channels.enable', { salesChannelId: enabled.id })
    await undo()
    expect((await channel(enabled.id)).is_disabled).toBe(true)
    await salesChannels.update(enabled.id, { is_disabled: false })
  })

  it('an option made admin only is shown in the storefront again, its requirements kept', async () => {
    const shown = ((await shippingOptions.list({})).shipping_options as ShippingOption[]).find((o) => !o.admin_only && !o.is_return) as ShippingOption
    const requirements = (await shippingOptions.retrieve(shown.id)).shipping_option.requirements?.length
    const { run, undo } = undoSetUp()
    await run('shipping-options.toggle-admin-only', { optionId: shown.id })
    expect((await shippingOptions.retrieve(shown.id)).shipping_option.admin_only).toBe(true)
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    const after = (await shippingOptions.retrieve(shown.id)).shipping_option
    expect(after.admin_only).toBe(false)
    expect(after.requirements?.length).toBe(requirements)
  })
})

describe("undo of a publishable API key's sales channels", () => {
  const scope = async (keyId: string) => ((await publishableApiKeys.salesChannels(keyId)).sales_channels as SalesChannel[]).map((c) => c.name).sort()

  it('channels added are removed again and channels removed added back, each named; the redo adds them again', async () => {
    const { publishable_api_key: key } = await publishableApiKeys.create({ title: 'Undo scope key' })
    const channels = ((await salesChannels.list({})).sales_channels as SalesChannel[]).slice(0, 2)
    const { run, undo, entries } = undoSetUp()
    await run('publishable-api-keys.add-sales-channels', { keyId: key.id, salesChannelIds: channels.map((c) => c.id) })
    expect(await scope(key.id)).toEqual(channels.map((c) => c.name).sort())
    expect(newest(await entries()).undo.plans).toEqual([
      {
        revert: 'publishable-key-channels',
        target: { id: key.id, name: 'Undo scope key' },
        steps: channels.map((c) => ({ id: c.id, name: c.name, field: 'member', before: false, after: true })),
      },
    ])
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '2 changes taken back' } })
    expect(await scope(key.id)).toEqual([])
    await undo(newest(await entries()).id)
    expect(await scope(key.id)).toEqual(channels.map((c) => c.name).sort())

    await run('publishable-api-keys.remove-sales-channels', { keyId: key.id, salesChannelIds: [channels[0]?.id ?? ''] })
    expect(await scope(key.id)).toEqual([channels[1]?.name])
    await undo()
    expect(await scope(key.id)).toEqual(channels.map((c) => c.name).sort())
  })
})

describe("undo of a discount's regions", () => {
  const regionsOf = async (id: string) => ((await discounts.retrieve(id)).discount.regions ?? []).map((r) => r.name).sort()

  it('a region added is removed again and one removed added back, each named', async () => {
    const { discount: summer } = await discounts.retrieveByCode('SUMMER15')
    const before = await regionsOf(summer.id)
    const { regions: all } = await regions.list({})
    const japan = all.find((r) => r.name === 'Japan')
    const { run, undo, entries } = undoSetUp()
    await run('discounts.add-region', { discountId: summer.id, regionId: japan?.id ?? '' })
    expect(await regionsOf(summer.id)).toEqual([...before, 'Japan'].sort())
    expect(newest(await entries()).undo.plans).toEqual([
      { revert: 'discount-regions', target: { id: summer.id, name: 'SUMMER15' }, steps: [{ id: japan?.id, name: 'Japan', field: 'member', before: false, after: true }] },
    ])
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await regionsOf(summer.id)).toEqual(before)

    const [first] = (await discounts.retrieve(summer.id)).discount.regions ?? []
    await run('discounts.remove-region', { discountId: summer.id, regionId: first?.id ?? '' })
    expect(await regionsOf(summer.id)).not.toContain(first?.name)
    await undo()
    expect(await regionsOf(summer.id)).toEqual(before)
  })
})
