// The undo of more creates (products, gift cards, publishable API keys, shipping options, price lists,
// discounts) through the console's own runner and journal against a real Medusa 1.20: what each create
// answers and what the undo reads again must say the same, the delete and the redo's create must land
// (a discount's code and a product's handle are free again once deleted), and what holds a record must be Medusa's.
import { describe, expect, it } from 'vitest'
import { discounts, giftCards, priceLists, products, publishableApiKeys, shippingOptions } from './api'
import { regionFor, signInBeforeAll, unique } from './helpers'
import { describeUndoRedoUndo, gone, journalledRunner, type CreateCase } from './undoRunner'

signInBeforeAll()

const runner = journalledRunner()
const { undo, newest, create } = runner
const code = (prefix: string) => unique(prefix).toUpperCase().replace(/[^A-Z0-9]/g, '')

const cases: CreateCase[] = [
  {
    command: 'gift-cards.create',
    args: async () => ({ regionId: (await regionFor('eur')).id, value: 2500, endsAt: '2031-06-30', recipientEmail: 'ida@example.com', message: 'Happy birthday' }),
    read: (id) => giftCards.retrieve(id),
  },
  { command: 'publishable-api-keys.create', args: async () => ({ title: unique('Undo Key') }), read: (id) => publishableApiKeys.retrieve(id) },
  {
    command: 'shipping-options.create',
    args: async () => ({
      regionId: (await regionFor('eur')).id,
      fulfillment: 'manual:manual-fulfillment',
      name: unique('Undo Option'),
      isReturn: false,
      priceType: 'flat_rate',
      amount: 990,
      minSubtotal: 5000,
      adminOnly: true,
    }),
    read: (id) => shippingOptions.retrieve(id),
  },
  {
    command: 'price-lists.create',
    args: async () => ({ name: unique('Undo List'), description: 'Staff', type: 'override', status: 'draft', startsAt: '2030-01-01', endsAt: '2031-12-31' }),
    read: (id) => priceLists.retrieve(id),
  },
  {
    command: 'products.create',
    args: async () => ({
      title: unique('Undo Shirt'),
      status: 'draft',
      options: 'Size, Colour',
      currency: 'eur',
      variants: 'S / Sand = 45.00\nM / Sand = 47.50',
      type: 'Shirts',
      tags: 'linen, summer',
    }),
    read: (id) => products.retrieve(id),
  },
  {
    command: 'discounts.create',
    args: async () => ({ code: code('UNDO'), type: 'percentage', regionIds: [(await regionFor('eur')).id], percent: 12, allocation: 'total', usageLimit: 50, endsAt: '2031-12-31', dynamic: false }),
    read: (id) => discounts.retrieve(id),
  },
]

describeUndoRedoUndo(cases, runner)

describe('a new record something hangs on is left', () => {
  it("a dynamic discount's code and a spent gift card hold them, as Medusa has them", async () => {
    const parent = await create('discounts.create', { code: code('UNDODYN'), type: 'percentage', regionIds: [(await regionFor('eur')).id], percent: 10, allocation: 'total', dynamic: true })
    const { discount } = await discounts.retrieve(parent)
    await discounts.createDynamicCode(parent, { code: `${discount.code}-A` })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('it is now in use (1 code), changed since — left as it is') } })
    expect(await gone(discounts.retrieve(parent))).toBe(false)

    const card = await create('gift-cards.create', { regionId: (await regionFor('eur')).id, value: 5000 })
    await giftCards.update(card, { balance: 4000 })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('it is now in use (€10.00 spent), changed since — left as it is') } })
    expect(await gone(giftCards.retrieve(card))).toBe(false)
  })
})

describe('a product made again by the redo', () => {
  it('has the options, variants, prices, type and tags the create gave it', async () => {
    const id = await create('products.create', { title: unique('Undo Redo Shirt'), status: 'published', options: 'Size, Colour', currency: 'eur', variants: 'S / Sand = 45.00\nM / Ink = 47.50', type: 'Shirts', tags: 'linen' })
    const shape = async (productId: string) => {
      const { product } = await products.retrieve(productId, { expand: 'variants,variants.prices,variants.options,options,tags,type' })
      return {
        handle: product.handle,
        status: product.status,
        options: product.options?.map((o) => o.title).sort(),
        variants: product.variants?.map((v) => `${v.title}: ${v.options?.map((o) => o.value).sort().join('/')} ${v.prices?.map((p) => `${p.currency_code} ${p.amount}`).join(', ')}`).sort(),
        type: product.type?.value,
        tags: product.tags?.map((t) => t.value),
      }
    }
    const before = await shape(id)
    expect(before.variants).toEqual(['M / Ink: Ink/M eur 4750', 'S / Sand: S/Sand eur 4500'])
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await undo((await newest()).id)).toMatchObject({ status: 'done', result: { message: '1 change made again' } })
    expect(await shape((await newest()).records[0]?.id ?? '')).toEqual(before)
  })
})
