// Shipping profiles, shipping options and sales channels against a real Medusa 1.20.
import { describe, expect, it } from 'vitest'
import { products, salesChannels, shippingOptions, shippingProfiles } from './api'
import { createProduct } from './fixtures'
import { anyArray, expectDeleted, expectFailure, expectPage, idOf, regionFor, shape, unique, signInBeforeAll } from './helpers'

signInBeforeAll()

describe('shipping profiles', () => {
  it('POST, GET list, GET, POST update, DELETE /admin/shipping-profiles', async () => {
    const name = unique('Contract Profile')
    const { shipping_profile } = await shippingProfiles.create({ name, type: 'custom' })
    expect(shipping_profile).toEqual(shape({ id: idOf('sp'), name, type: 'custom' }))

    const { shipping_profiles } = await shippingProfiles.list()
    expect(shipping_profiles).toEqual(expect.arrayContaining([shape({ id: shipping_profile.id }), shape({ type: 'default' })]))

    const { shipping_profile: fetched } = await shippingProfiles.retrieve(shipping_profile.id)
    expect(fetched).toEqual(shape({ id: shipping_profile.id, name, type: 'custom' }))

    const { shipping_profile: updated } = await shippingProfiles.update(shipping_profile.id, { name: `${name} 2` })
    expect(updated).toEqual(shape({ id: shipping_profile.id, name: `${name} 2` }))

    expectDeleted(await shippingProfiles.delete(shipping_profile.id), shipping_profile.id, 'shipping_profile')
  })
})

describe('shipping options', () => {
  it('POST, GET list, GET, POST update, DELETE /admin/shipping-options', async () => {
    const region = await regionFor('eur')
    const name = unique('Contract Shipping')
    const { shipping_option } = await shippingOptions.create({
      name,
      region_id: region.id,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: 777,
    })
    expect(shipping_option).toEqual(
      shape({ id: idOf('so'), name, region_id: region.id, provider_id: 'manual', price_type: 'flat_rate', amount: 777, is_return: false }),
    )

    const listed = await shippingOptions.list({ region_id: region.id })
    expectPage(listed, 'shipping_options')
    expect(listed.shipping_options.map((o) => o.id)).toContain(shipping_option.id)

    const { shipping_option: fetched } = await shippingOptions.retrieve(shipping_option.id)
    expect(fetched).toEqual(shape({ id: shipping_option.id, name, amount: 777, requirements: anyArray() }))

    const { shipping_option: updated } = await shippingOptions.update(shipping_option.id, {
      name: `${name} 2`,
      amount: 888,
      requirements: [{ type: 'min_subtotal', amount: 1000 }],
    })
    expect(updated).toEqual(shape({ id: shipping_option.id, name: `${name} 2`, amount: 888 }))
    const { shipping_option: withRequirement } = await shippingOptions.retrieve(shipping_option.id)
    expect(withRequirement.requirements).toEqual([shape({ id: idOf('sor'), type: 'min_subtotal', amount: 1000 })])

    expectDeleted(await shippingOptions.delete(shipping_option.id), shipping_option.id, 'shipping-option')
  })

  it('POST /admin/shipping-options/{id} with no body (SPEC §7 "retrieve by POST") is the update route: 400 "requirements must be an array"', async () => {
    const region = await regionFor('eur')
    const { shipping_option } = await shippingOptions.create({
      name: unique('Contract Shipping'),
      region_id: region.id,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: 100,
    })
    await expectFailure(shippingOptions.retrieveByPost(shipping_option.id), {
      status: 400,
      kind: 'invalid_request',
      type: 'invalid_data',
      message: 'requirements must be an array',
    })
    await shippingOptions.delete(shipping_option.id)
  })
})

describe('sales channels', () => {
  it('POST, GET list, GET, POST update, products batch POST/DELETE, DELETE /admin/sales-channels', async () => {
    const name = unique('Contract Channel')
    const { sales_channel } = await salesChannels.create({ name, description: 'made by a test' })
    expect(sales_channel).toEqual(shape({ id: idOf('sc'), name, description: 'made by a test', is_disabled: false }))

    const listed = await salesChannels.list({ q: name })
    expectPage(listed, 'sales_channels')
    expect(listed.sales_channels).toEqual([shape({ id: sales_channel.id, name })])

    const { sales_channel: fetched } = await salesChannels.retrieve(sales_channel.id)
    expect(fetched).toEqual(shape({ id: sales_channel.id, name }))

    const { sales_channel: updated } = await salesChannels.update(sales_channel.id, { is_disabled: true })
    expect(updated).toEqual(shape({ id: sales_channel.id, is_disabled: true }))

    const product = await createProduct()
    const added = await salesChannels.addProducts(sales_channel.id, { product_ids: [{ id: product.id }] })
    expect(added.sales_channel).toEqual(shape({ id: sales_channel.id }))
    const inChannel = await products.list({ sales_channel_id: [sales_channel.id] })
    expect(inChannel.products.map((p) => p.id)).toEqual([product.id])

    const removed = await salesChannels.removeProducts(sales_channel.id, { product_ids: [{ id: product.id }] })
    expect(removed.sales_channel).toEqual(shape({ id: sales_channel.id }))
    expect((await products.list({ sales_channel_id: [sales_channel.id] })).count).toEqual(0)

    expectDeleted(await salesChannels.delete(sales_channel.id), sales_channel.id, 'sales-channel')
    await expectFailure(salesChannels.retrieve(sales_channel.id), { status: 404, kind: 'invalid_request', type: 'not_found' })
  })
})
