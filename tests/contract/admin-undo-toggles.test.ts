// The undo of a sales channel's disable and enable, a shipping option's admin only and a publishable API
// key's sales channels, a category's products and a discount's regions, through the
// console's own runner and journal against a real Medusa 1.20: what the undo reads again and sends back
// (an option's update must carry its requirements, or Medusa deletes them).
import { afterAll, describe, expect, it } from 'vitest'
import { discounts, productCategories, products, publishableApiKeys, salesChannels, shippingOptions } from './api'
import { createProduct } from './fixtures'
import { regionFor, signInBeforeAll, unique } from './helpers'
import { journalledRunner } from './undoRunner'

signInBeforeAll()

const { run, undo } = journalledRunner()
const made: Array<() => Promise<unknown>> = []
afterAll(async () => {
  for (const remove of made) await remove().catch(() => undefined)
})

describe("toggles and a key's scope taken back", () => {
  it("a channel's disable and enable are each set back", async () => {
    const { sales_channel: channel } = await salesChannels.create({ name: unique('Contract Toggle Channel'), is_disabled: false })
    made.push(() => salesChannels.delete(channel.id))
    expect(await run('sales-channels.disable', { salesChannelId: channel.id })).toMatchObject({ status: 'done' })
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect((await salesChannels.retrieve(channel.id)).sales_channel.is_disabled).toBe(false)

    await salesChannels.update(channel.id, { is_disabled: true })
    expect(await run('sales-channels.enable', { salesChannelId: channel.id })).toMatchObject({ status: 'done' })
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect((await salesChannels.retrieve(channel.id)).sales_channel.is_disabled).toBe(true)
  })

  it("an option made admin only is shown again, its subtotal requirement kept", async () => {
    const region = await regionFor('eur')
    const { shipping_option: option } = await shippingOptions.create({
      name: unique('Contract Toggle Option'),
      region_id: region.id,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: 700,
      requirements: [{ type: 'min_subtotal', amount: 3000 }],
    })
    made.push(() => shippingOptions.delete(option.id))
    expect(await run('shipping-options.toggle-admin-only', { optionId: option.id })).toMatchObject({ status: 'done' })
    expect((await shippingOptions.retrieve(option.id)).shipping_option.admin_only).toBe(true)
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    const after = (await shippingOptions.retrieve(option.id)).shipping_option
    expect(after.admin_only).toBe(false)
    expect(after.requirements?.map(({ type, amount }) => ({ type, amount }))).toEqual([{ type: 'min_subtotal', amount: 3000 }])
  })

  it("a key's channels added are removed again, and removed ones added back", async () => {
    const { publishable_api_key: key } = await publishableApiKeys.create({ title: unique('Contract Scope Key') })
    made.push(() => publishableApiKeys.delete(key.id))
    const channel = async (name: string) => {
      const { sales_channel } = await salesChannels.create({ name: unique(name), is_disabled: false })
      made.push(() => salesChannels.delete(sales_channel.id))
      return sales_channel.id
    }
    const [first, second] = [await channel('Contract Scope A'), await channel('Contract Scope B')]
    const scope = async () => (await publishableApiKeys.salesChannels(key.id)).sales_channels.map((c) => c.id).sort()
    expect(await run('publishable-api-keys.add-sales-channels', { keyId: key.id, salesChannelIds: [first, second] })).toMatchObject({ status: 'done' })
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '2 changes taken back' } })
    expect(await scope()).toEqual([])

    await publishableApiKeys.addSalesChannels(key.id, { sales_channel_ids: [{ id: first }, { id: second }] })
    expect(await run('publishable-api-keys.remove-sales-channels', { keyId: key.id, salesChannelIds: [first] })).toMatchObject({ status: 'done' })
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await scope()).toEqual([first, second].sort())
  })
})

describe("a category's products taken back", () => {
  const categories = journalledRunner({ flags: { product_categories: true } })

  it('the products a run added are taken out again, one already in it left; one removed is put back', async () => {
    const { product_category: category } = await productCategories.create({ name: unique('Contract Undo Shelf'), is_active: true })
    made.push(() => productCategories.delete(category.id))
    const [first, second] = [await createProduct(), await createProduct()]
    const members = async () => (await products.list({ category_id: [category.id], fields: 'id', limit: 10 })).products.map((p) => p.id).sort()
    await productCategories.addProducts(category.id, { product_ids: [{ id: second.id }] })
    expect(await categories.run('product-categories.add-products', { categoryId: category.id, productIds: [first.id, second.id] })).toMatchObject({ status: 'done' })
    expect(await categories.undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await members()).toEqual([second.id])

    expect(await categories.run('product-categories.remove-products', { categoryId: category.id, productIds: [second.id] })).toMatchObject({ status: 'done' })
    expect(await members()).toEqual([])
    expect(await categories.undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await members()).toEqual([second.id])
  })
})

describe("a discount's regions taken back", () => {
  it('a region added is removed again, and one removed added back', async () => {
    const [eur, usd] = [await regionFor('eur'), await regionFor('usd')]
    const code = unique('UNDOREG').toUpperCase().replace(/[^A-Z0-9]/g, '')
    const { discount } = await discounts.create({ code, rule: { type: 'percentage', value: 10, allocation: 'total' }, regions: [eur.id], is_dynamic: false })
    made.push(() => discounts.delete(discount.id))
    const regionsOf = async () => ((await discounts.retrieve(discount.id)).discount.regions ?? []).map((r) => r.id).sort()
    expect(await run('discounts.add-region', { discountId: discount.id, regionId: usd.id })).toMatchObject({ status: 'done' })
    expect(await regionsOf()).toEqual([eur.id, usd.id].sort())
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await regionsOf()).toEqual([eur.id])

    await discounts.addRegion(discount.id, usd.id)
    expect(await run('discounts.remove-region', { discountId: discount.id, regionId: eur.id })).toMatchObject({ status: 'done' })
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await regionsOf()).toEqual([eur.id, usd.id].sort())
  })
})
