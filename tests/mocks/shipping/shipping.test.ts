// What the shipping mock takes where a refusal might be expected, as Medusa 1.20 does
// (tests/contract/admin-shipping-tax-returns.test.ts runs the same calls); its refusals are rows of
// refusals.ts beside this file.
import type { Region } from '@medusajs/client-types'
import { beforeEach, describe, expect, it } from 'vitest'
import { regions } from '@/api/admin/regions'
import { shippingOptions } from '@/api/admin/shipping-options'
import { withMockDb } from '../handlers'

withMockDb()
let region: Region
beforeEach(async () => {
  ;({ region } = await regions.create({ name: 'Shipping', currency_code: 'eur', tax_rate: 0, countries: [], payment_providers: ['manual'], fulfillment_providers: ['manual'] }))
})

const flat = (extra: Record<string, unknown> = {}) => ({
  name: 'Option', region_id: region.id, provider_id: 'manual', data: { id: 'manual-fulfillment' }, price_type: 'flat_rate' as const, amount: 500, ...extra,
})

describe('the shipping mock takes what Medusa 1.20 takes', () => {
  it('a requirement id is looked up by id alone: one of another option is updated where it is', async () => {
    const { shipping_option: a } = await shippingOptions.create(flat())
    const { shipping_option: b } = await shippingOptions.create(flat({ requirements: [{ type: 'max_subtotal', amount: 9000 }] }))
    const theirs = b.requirements?.[0]?.id ?? ''
    const { shipping_option: took } = await shippingOptions.update(a.id, { requirements: [{ id: theirs, type: 'max_subtotal', amount: 8000 }] })
    expect(took.requirements).toEqual([])
    expect((await shippingOptions.retrieve(b.id)).shipping_option.requirements?.map((r) => [r.id, r.amount])).toEqual([[theirs, 8000]])
  })

  it('DELETE of an unknown option answers deleted all the same', async () => {
    expect(await shippingOptions.delete('so_missing')).toEqual({ id: 'so_missing', object: 'shipping-option', deleted: true })
  })
})
