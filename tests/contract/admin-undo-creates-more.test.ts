// The undo of more creates (gift cards, publishable API keys, shipping options, price lists,
// discounts) through the console's own runner and journal against a real Medusa 1.20: what each create
// answers and what the undo reads again must say the same, the delete and the redo's create must land
// (a discount's code is free again once it is deleted), and what holds a record must be Medusa's.
import type { CommandId } from '@/commands/index'
import type { PartialArgs } from '@/commands/core/args'
import { describe, expect, it } from 'vitest'
import { discounts, giftCards, priceLists, publishableApiKeys, shippingOptions } from './api'
import { regionFor, signInBeforeAll, unique } from './helpers'
import { gone, journalledRunner } from './undoRunner'

signInBeforeAll()

const { undo, newest, create } = journalledRunner()
const code = (prefix: string) => unique(prefix).toUpperCase().replace(/[^A-Z0-9]/g, '')

const cases: Array<{ command: CommandId; args: () => Promise<PartialArgs>; read: (id: string) => Promise<unknown> }> = [
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
    command: 'discounts.create',
    args: async () => ({ code: code('UNDO'), type: 'percentage', regionIds: [(await regionFor('eur')).id], percent: 12, allocation: 'total', usageLimit: 50, endsAt: '2031-12-31', dynamic: false }),
    read: (id) => discounts.retrieve(id),
  },
]

describe.each(cases)('$command undone, redone, undone again', ({ command, args, read }) => {
  it('the record made is deleted (unchanged since), made again under a new id, and deleted again', async () => {
    const id = await create(command, await args())
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(read(id))).toBe(true)
    expect(await undo((await newest()).id)).toMatchObject({ status: 'done', result: { message: '1 change made again' } })
    const again = (await newest()).records[0]?.id ?? ''
    expect(again).not.toBe(id)
    expect(await gone(read(again))).toBe(false)
    expect(await undo((await newest()).id)).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(read(again))).toBe(true)
  })
})

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
