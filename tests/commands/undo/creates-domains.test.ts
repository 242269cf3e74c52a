import type { Product, Region } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { collections } from '@/api/admin/collections'
import { isMedusaApiError } from '@/api/client'
import { productCategories } from '@/api/admin/product-categories'
import { products } from '@/api/admin/products'
import { regions } from '@/api/admin/regions'
import { returnReasons } from '@/api/admin/return-reasons'
import { salesChannels } from '@/api/admin/sales-channels'
import { shippingOptions } from '@/api/admin/shipping-options'
import { shippingProfiles } from '@/api/admin/shipping-profiles'
import { taxRates } from '@/api/admin/tax-rates'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandId } from '@/commands/index'
import { withMockDb } from '../../mocks/handlers'
import { newest, undoSetUp } from './setup'

// Each create made undoable (core/createUndo): undone, the record is deleted; with something hanging on
// it since (a product, a child), it is left and what holds it is said.

withMockDb()

const someProduct = async () => ((await products.list({ limit: 1 })).products as Product[])[0] as Product
const europe = async () => ((await regions.list({})).regions as Region[]).find((r) => r.name === 'Europe') as Region

interface Case {
  command: CommandId
  args: () => Promise<PartialArgs>
  name: string
  retrieve: (id: string) => Promise<unknown>
  /** Hangs something on the new record, and what the undo then says holds it. */
  hold: (id: string) => Promise<unknown>
  held: string
}

const cases: Case[] = [
  {
    command: 'collections.create',
    args: async () => ({ title: 'Lookbook 2027', handle: 'lookbook-2027' }),
    name: 'Lookbook 2027',
    retrieve: (id) => collections.retrieve(id),
    hold: async (id) => collections.addProducts(id, { product_ids: [(await someProduct()).id] }),
    held: '1 product',
  },
  {
    command: 'sales-channels.create',
    args: async () => ({ name: 'Pop-up store', disabled: false }),
    name: 'Pop-up store',
    retrieve: (id) => salesChannels.retrieve(id),
    hold: async (id) => salesChannels.addProducts(id, { product_ids: [{ id: (await someProduct()).id }] }),
    held: '1 product',
  },
  {
    command: 'product-categories.create',
    args: async () => ({ name: 'Trail shoes', status: 'active', visibility: 'public' }),
    name: 'Trail shoes',
    retrieve: (id) => productCategories.retrieve(id),
    hold: (id) => productCategories.create({ name: 'Winter trail', parent_category_id: id }),
    held: '1 sub-category',
  },
  {
    command: 'return-reasons.create',
    args: async () => ({ value: 'too_late', label: 'Arrived too late' }),
    name: 'Arrived too late',
    retrieve: (id) => returnReasons.retrieve(id),
    hold: (id) => returnReasons.create({ value: 'too_late_gift', label: 'Too late for the gift', parent_return_reason_id: id }),
    held: '1 child reason',
  },
  {
    command: 'tax-rates.create',
    args: async () => ({ regionId: (await europe()).id, name: 'Books', code: 'BOOKS', rate: 7 }),
    name: 'Books',
    retrieve: (id) => taxRates.retrieve(id, { expand: ['products', 'product_types', 'shipping_options'] }),
    hold: async (id) => taxRates.addProducts(id, { products: [(await someProduct()).id] }),
    held: '1 product',
  },
  {
    command: 'shipping-profiles.create',
    args: async () => ({ name: 'Bulky items', type: 'custom' }),
    name: 'Bulky items',
    retrieve: (id) => shippingProfiles.retrieve(id),
    hold: async (id) => shippingProfiles.update(id, { products: [(await someProduct()).id] }),
    held: '1 product',
  },
  {
    command: 'regions.create',
    args: async () => ({ name: 'Nordics', currency: 'eur', taxRate: 25, countries: ['no', 'is'], paymentProviders: ['manual'], fulfillmentProviders: ['manual'] }),
    name: 'Nordics',
    retrieve: (id) => regions.retrieve(id),
    hold: (id) => shippingOptions.create({ name: 'Nordic post', region_id: id, provider_id: 'manual', data: {}, price_type: 'flat_rate', amount: 900 }),
    held: '1 shipping option',
  },
]

const gone = (retrieve: Promise<unknown>) =>
  retrieve.then(
    () => false,
    (error: unknown) => isMedusaApiError(error) && error.status === 404,
  )

describe.each(cases)('undo of $command', ({ command, args, name, retrieve, hold, held }) => {
  it('deletes the new record, and the redo makes it again', async () => {
    const { run, undo, entries } = undoSetUp()
    await run(command, await args())
    const [plan] = newest(await entries()).undo.plans ?? []
    expect(plan).toMatchObject({ revert: `create:${command}`, steps: [{ name, field: 'made', before: null }] })
    const id = plan?.steps[0]?.id ?? ''
    expect(await gone(retrieve(id))).toBe(false)
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(retrieve(id))).toBe(true)
    await undo(newest(await entries()).id)
    const [again] = newest(await entries()).records
    expect(again).toMatchObject({ name: `${name}, made again with a new id` })
    expect(await gone(retrieve(again?.id ?? ''))).toBe(false)
  })

  it(`leaves the new record once something hangs on it (${held})`, async () => {
    const { run, undo, entries } = undoSetUp()
    await run(command, await args())
    const id = newest(await entries()).undo.plans?.[0]?.steps[0]?.id ?? ''
    await hold(id)
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining(`${name}: it is now in use (${held}), changed since — left as it is`) } })
    expect(await gone(retrieve(id))).toBe(false)
  })
})
