import type { CustomerGroup, GiftCard, Product, Region } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { customerGroups } from '@/api/admin/customer-groups'
import { discounts } from '@/api/admin/discounts'
import { giftCards } from '@/api/admin/gift-cards'
import { priceLists } from '@/api/admin/price-lists'
import { products } from '@/api/admin/products'
import { isMedusaApiError } from '@/api/client'
import { publishableApiKeys } from '@/api/admin/publishable-api-keys'
import { regions } from '@/api/admin/regions'
import { salesChannels } from '@/api/admin/sales-channels'
import { shippingOptions } from '@/api/admin/shipping-options'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandId } from '@/commands/index'
import { withMockDb } from '../../mocks/handlers'
import { newest, undoSetUp } from './setup'

// Creates made undoable after the first eleven (core/createUndo): each undone while as made, left
// with what holds it named, made again by a redo.

withMockDb()

const europe = async () => ((await regions.list({})).regions as Region[]).find((r) => r.name === 'Europe') as Region
/** A variant of the first product that has one (the mock's first products are gift cards and bare ones). */
async function someVariant(): Promise<string> {
  for (const listed of (await products.list({ limit: 20 })).products as Product[]) {
    const [variant] = (await products.retrieve(listed.id)).product.variants ?? []
    if (variant) return variant.id
  }
  throw new Error('No product with a variant')
}
const gone = (retrieve: Promise<unknown>) =>
  retrieve.then(
    () => false,
    (error: unknown) => isMedusaApiError(error) && error.status === 404,
  )

/** Runs a create as an operator of their own: its journal plan and the id of what it made. */
async function created(command: CommandId, args: PartialArgs) {
  const setUp = undoSetUp()
  await setUp.run(command, args)
  const [plan] = newest(await setUp.entries()).undo.plans ?? []
  expect(plan).toMatchObject({ revert: `create:${command}`, steps: [{ field: 'made', before: null }] })
  return { ...setUp, plan, id: plan?.steps[0]?.id ?? '' }
}

/** Takes the create back (the record gone) and makes it again: the journal's line for the new record. */
async function undoneAndRemade({ undo, entries }: ReturnType<typeof undoSetUp>, id: string, retrieve: (id: string) => Promise<unknown>) {
  expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
  expect(await gone(retrieve(id))).toBe(true)
  await undo(newest(await entries()).id)
  const [again] = newest(await entries()).records
  expect(again?.id).not.toBe(id)
  return { name: again?.name, id: again?.id ?? '' }
}

describe('undo of Create gift card', () => {
  const create = async () => {
    const made = await created('gift-cards.create', { regionId: (await europe()).id, value: 5000, recipientEmail: 'ida@example.com' })
    const { gift_card } = await giftCards.retrieve(made.id)
    return { ...made, card: gift_card as GiftCard }
  }

  it('deletes the unspent card, and the redo issues one of the same value under a new code', async () => {
    const made = await create()
    const { card } = made
    expect(made.plan?.steps[0]?.name).toBe(card.code)
    const again = await undoneAndRemade(made, card.id, giftCards.retrieve)
    expect(again.name).toBe(`${card.code}, made again under a new code`)
    const { gift_card: remade } = await giftCards.retrieve(again.id)
    expect(remade).toMatchObject({ value: 5000, balance: 5000, region_id: card.region_id, metadata: { email: 'ida@example.com' } })
    expect(remade.code).not.toBe(card.code)
  })

  it('leaves a card once some of it was spent, and says how much', async () => {
    const { card, undo } = await create()
    await giftCards.update(card.id, { balance: 3000 })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining(`${card.code}: it is now in use (€20.00 spent), changed since — left as it is`) } })
    expect(await gone(giftCards.retrieve(card.id))).toBe(false)
  })

  it('leaves a card whose end date was changed since', async () => {
    const { card, undo } = await create()
    await giftCards.update(card.id, { ends_at: '2031-01-01T23:59:59.999Z' })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining(`${card.code}: it is now different`) } })
    expect(await gone(giftCards.retrieve(card.id))).toBe(false)
  })
})

describe('undo of Create publishable API key', () => {
  const create = (title: string) => created('publishable-api-keys.create', { title })

  it('deletes the new key, and the redo makes a key of that title with a new token', async () => {
    const made = await create('Kiosk storefront')
    const again = await undoneAndRemade(made, made.id, publishableApiKeys.retrieve)
    expect(again.name).toBe('Kiosk storefront, made again with a new token')
    expect((await publishableApiKeys.retrieve(again.id)).publishable_api_key).toMatchObject({ title: 'Kiosk storefront', revoked_at: null })
  })

  it('leaves a key that scopes a sales channel since, or was revoked', async () => {
    const scoped = await create('Scoped storefront')
    const { sales_channels: [channel] } = await salesChannels.list({ limit: 1 })
    await publishableApiKeys.addSalesChannels(scoped.id, { sales_channel_ids: [{ id: channel?.id ?? '' }] })
    expect(await scoped.undo()).toMatchObject({ result: { message: expect.stringContaining('Scoped storefront: it is now in use (1 sales channel), changed since — left as it is') } })
    expect(await gone(publishableApiKeys.retrieve(scoped.id))).toBe(false)

    const revoked = await create('Revoked storefront')
    await publishableApiKeys.revoke(revoked.id)
    expect(await revoked.undo()).toMatchObject({ result: { message: expect.stringContaining('Revoked storefront: it is now different') } })
    expect(await gone(publishableApiKeys.retrieve(revoked.id))).toBe(false)
  })
})

describe('undo of Create shipping option', () => {
  const create = async () => {
    const region = await europe()
    const made = await created('shipping-options.create', {
      regionId: region.id,
      fulfillment: 'manual:manual-fulfillment',
      name: 'Cargo bike',
      isReturn: false,
      priceType: 'flat_rate',
      amount: 1250,
      minSubtotal: 5000,
      adminOnly: false,
    })
    return { ...made, region }
  }

  it('deletes the new option, and the redo makes it again with its price and requirement', async () => {
    const made = await create()
    const { region, undo } = made
    const again = await undoneAndRemade(made, made.id, shippingOptions.retrieve)
    expect(again.name).toBe('Cargo bike, made again with a new id')
    const { shipping_option: remade } = await shippingOptions.retrieve(again.id)
    expect(remade).toMatchObject({ name: 'Cargo bike', region_id: region.id, provider_id: 'manual', amount: 1250, price_type: 'flat_rate', admin_only: false, is_return: false })
    expect(remade.requirements?.map(({ type, amount }) => ({ type, amount }))).toEqual([{ type: 'min_subtotal', amount: 5000 }])
    // The redo's own undo deletes it again: it is as the redo made it.
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(shippingOptions.retrieve(again.id))).toBe(true)
  })

  it('leaves an option whose price was changed since', async () => {
    const { id, undo } = await create()
    await shippingOptions.update(id, { amount: 1500, requirements: [] })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('Cargo bike: it is now different') } })
    expect(await gone(shippingOptions.retrieve(id))).toBe(false)
  })
})

describe('undo of Create price list', () => {
  const create = async () => {
    const [group] = (await customerGroups.list({})).customer_groups as CustomerGroup[]
    const made = await created('price-lists.create', { name: 'Staff prices', type: 'override', status: 'draft', endsAt: '2031-12-31', customerGroups: [group?.id ?? ''] })
    return { ...made, group }
  }

  it('deletes the new list, and the redo makes it again for the same group', async () => {
    const made = await create()
    const again = await undoneAndRemade(made, made.id, priceLists.retrieve)
    expect(again.name).toBe('Staff prices, made again with a new id')
    const { price_list: remade } = await priceLists.retrieve(again.id)
    expect(remade).toMatchObject({ name: 'Staff prices', type: 'override', status: 'draft', ends_at: expect.stringMatching(/^2031-12-31/) })
    expect(remade.customer_groups?.map((g) => g.id)).toEqual([made.group?.id])
  })

  it('leaves a list that prices a product since', async () => {
    const { id, undo } = await create()
    const variant = await someVariant()
    await priceLists.addPrices(id, { prices: [{ variant_id: variant, currency_code: 'eur', amount: 900 }] })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('Staff prices: it is now in use (1 product), changed since — left as it is') } })
    expect(await gone(priceLists.retrieve(id))).toBe(false)
  })
})

describe('undo of Create discount', () => {
  const create = async (code: string, dynamic = false) =>
    created('discounts.create', { code, type: 'percentage', regionIds: [(await europe()).id], percent: 15, allocation: 'total', usageLimit: 100, dynamic })

  it('deletes the new discount, and the redo makes it again under its code', async () => {
    const made = await create('AUTUMN15')
    const again = await undoneAndRemade(made, made.id, discounts.retrieve)
    expect(again.name).toBe('AUTUMN15, made again with a new id')
    const { discount: remade } = await discounts.retrieve(again.id)
    expect(remade).toMatchObject({ code: 'AUTUMN15', usage_limit: 100, is_dynamic: false, rule: { type: 'percentage', value: 15, allocation: 'total' } })
  })

  it('leaves a dynamic discount once a code was made of it, and one whose limit was changed', async () => {
    const dynamic = await create('MEMBERS', true)
    await discounts.createDynamicCode(dynamic.id, { code: 'MEMBERS-ANNA' })
    expect(await dynamic.undo()).toMatchObject({ result: { message: expect.stringContaining('MEMBERS: it is now in use (1 code), changed since — left as it is') } })
    expect(await gone(discounts.retrieve(dynamic.id))).toBe(false)

    const limited = await create('WINTER15')
    await discounts.update(limited.id, { usage_limit: 5 })
    expect(await limited.undo()).toMatchObject({ result: { message: expect.stringContaining('WINTER15: it is now different') } })
    expect(await gone(discounts.retrieve(limited.id))).toBe(false)
  })
})

describe('undo of Create product', () => {
  const create = () =>
    created('products.create', { title: 'Linen Shirt', status: 'published', options: 'Size, Colour', currency: 'eur', variants: 'S / Sand = 45.00\nM / Sand = 47.50', type: 'Shirts', tags: 'linen, summer' })
  const shape = (product: Product) => ({
    title: product.title,
    handle: product.handle,
    status: product.status,
    options: product.options?.map((o) => o.title).sort(),
    variants: product.variants
      ?.map((v) => `${v.title}: ${v.options?.map((o) => o.value).sort().join('/')} ${v.prices?.map((p) => `${p.currency_code} ${p.amount}`).join(', ')}`)
      .sort(),
    type: product.type?.value,
    tags: product.tags?.map((t) => t.value).sort(),
  })

  it('deletes the new product, and the redo makes it again with its options, variants and prices', async () => {
    const made = await create()
    const { undo } = made
    const before = shape((await products.retrieve(made.id)).product as Product)
    const again = await undoneAndRemade(made, made.id, (id) => products.retrieve(id))
    expect(again.name).toBe('Linen Shirt, made again with a new id')
    const remade = (await products.retrieve(again.id)).product as Product
    expect(shape(remade)).toEqual(before)
    expect(before.variants).toEqual(['M / Sand: M/Sand eur 4750', 'S / Sand: S/Sand eur 4500'])
    // As the redo made it: its undo takes it back again.
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(products.retrieve(remade.id))).toBe(true)
  })

  it('leaves a product whose description was written since', async () => {
    const { id, undo } = await create()
    await products.update(id, { description: 'Breathable linen' })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('Linen Shirt: it is now different') } })
    expect(await gone(products.retrieve(id))).toBe(false)
  })
})
