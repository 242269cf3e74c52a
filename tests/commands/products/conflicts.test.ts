// Two operators (issue #33): every product edit reads the product again before it writes, and asks
// when another operator saved a field it is about to set since its prompt opened on the product's panel.
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandId } from '@/commands/index'
import { retry } from '@/palette/flow'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, keep, onProduct, pick, recordRequests, requestsOf, runCommand, type Answers } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

const tshirt = () => {
  const product = mock.db.products.find((p) => p.id === 'prod_1')
  if (!product) throw new Error('no Medusa T-Shirt')
  return product
}
const variant = (title: string) => {
  const found = tshirt().variants.find((v) => v.title === title)
  if (!found) throw new Error(`no variant ${title}`)
  return found
}
const tagId = (value: string) => mock.db.tags.find((t) => t.value === value)?.id ?? ''
const tagValues = () => tshirt().tag_ids.map((id) => mock.db.tags.find((t) => t.id === id)?.value)
const typeValue = () => mock.db.types.find((t) => t.id === tshirt().type_id)?.value
const eurPrice = (title: string) => variant(title).prices.find((p) => p.currency_code === 'eur' && !p.region_id)
const handling = () => tshirt().variants.map((v) => [v.manage_inventory, v.allow_backorder])

const asked = (name: string, field: string, now: string) =>
  `${name}: ${field} ${field === 'Tags' ? 'were' : 'was'} changed by someone else since you opened this (now “${now}”). Save your change anyway?`

interface ConflictCase {
  command: CommandId
  /** What the product looks like when its panel opens. */
  before?: () => void
  given?: PartialArgs
  answers: Answers
  /** The other operator's save of a field the edit sets. */
  theirs: () => void
  question: string
  /** What the operator typed, as the reopened prompt holds it. */
  typed: PartialArgs
  /** The operator's change, saved over theirs on the second run. */
  saved: () => void
  /** The other operator's save of a field the edit does not set: no question. */
  unrelated: () => void
}

const attributeKeys = ['weight', 'length', 'width', 'height', 'hsCode', 'midCode', 'originCountry'] as const
const keepAll = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, keep]))

const SET_TAGS: ConflictCase = {
  command: 'products.set-tags',
  answers: { tags: 'cotton, summer, sale' },
  theirs: () => void (tshirt().tag_ids = [tagId('cotton'), tagId('new')]),
  question: asked('Medusa T-Shirt', 'Tags', 'cotton, new'),
  typed: { tags: 'cotton, summer, sale' },
  saved: () => expect(tagValues()).toEqual(['cotton', 'summer', 'sale']),
  unrelated: () => void (tshirt().description = 'Softer than ever'),
}

const ORGANIZE: ConflictCase = {
  command: 'products.organize',
  // The type left as it was starts from the panel's "Shirts": sent back, it would undo their change.
  answers: { collectionId: pick('winter', 'Winter Collection'), type: keep, salesChannelIds: undefined },
  theirs: () => void (tshirt().type_id = mock.db.types.find((t) => t.value === 'Accessories')?.id ?? null),
  question: asked('Medusa T-Shirt', 'Type', 'Accessories'),
  typed: { collectionId: 'pcol_2', type: 'Shirts' },
  saved: () => expect([tshirt().collection_id, typeValue()]).toEqual(['pcol_2', 'Shirts']),
  unrelated: () => void (tshirt().tag_ids = [tagId('sale')]),
}

const CASES: ConflictCase[] = [
  SET_TAGS,
  ORGANIZE,
  {
    command: 'products.set-metadata',
    before: () => void (tshirt().metadata = { care: 'hand wash', fit: 'regular' }),
    answers: { metadata: 'care: machine wash' },
    theirs: () => void (tshirt().metadata = { care: 'dry clean', fit: 'regular' }),
    question: asked('Medusa T-Shirt', 'Metadata', 'care: dry clean'),
    typed: { metadata: { care: 'machine wash' } },
    saved: () => expect(tshirt().metadata).toMatchObject({ care: 'machine wash' }),
    // Another key: the edit sets only the keys typed.
    unrelated: () => void (tshirt().metadata = { care: 'hand wash', fit: 'slim' }),
  },
  {
    command: 'products.set-variant-price',
    answers: { variantId: 'variant_3', currency: 'eur', amount: '21.00' },
    theirs: () => Object.assign(eurPrice('S / White') ?? {}, { amount: 2500 }),
    question: asked('S / White', 'New price', '25.00'),
    typed: { variantId: 'variant_3', currency: 'eur', amount: 2100 },
    saved: () => expect(eurPrice('S / White')?.amount).toBe(2100),
    unrelated: () => Object.assign(variant('S / White').prices.find((p) => p.currency_code === 'usd') ?? {}, { amount: 2600 }),
  },
  {
    command: 'products.set-inventory-handling',
    answers: { handling: 'backorders' },
    theirs: () => void (variant('M / Black').manage_inventory = false),
    // Told in words: the variants are no longer alike.
    question: asked('Medusa T-Shirt', 'Inventory handling', 'Tracked except M / Black: Not tracked'),
    typed: { handling: 'backorders' },
    saved: () => expect(handling()).toEqual(Array(4).fill([true, true])),
    unrelated: () => void (variant('M / Black').sku = 'TSHIRT-M-BLK'),
  },
  {
    command: 'products.edit-attributes',
    before: () => void (tshirt().weight = 250),
    answers: { subtitle: keep, material: 'Cotton', discountable: keep, ...keepAll(attributeKeys) },
    theirs: () => void (tshirt().weight = 300),
    question: asked('Medusa T-Shirt', 'Weight', '300'),
    typed: { material: 'Cotton', weight: 250 },
    saved: () => expect(tshirt()).toMatchObject({ material: 'Cotton', weight: 250 }),
    unrelated: () => void (tshirt().description = 'Softer than ever'),
  },
  {
    command: 'products.edit-variant-attributes',
    before: () => void (variant('S / Black').barcode = 'TS-S-BLK'),
    given: { variantId: 'variant_1' },
    answers: { ean: '4006381333931', upc: keep, barcode: keep, manageInventory: keep, allowBackorder: keep, material: keep, ...keepAll(attributeKeys) },
    theirs: () => void (variant('S / Black').barcode = 'TS-S-BLACK'),
    question: asked('S / Black', 'Barcode', 'TS-S-BLACK'),
    typed: { ean: '4006381333931', barcode: 'TS-S-BLK' },
    saved: () => expect(variant('S / Black')).toMatchObject({ ean: '4006381333931', barcode: 'TS-S-BLK' }),
    unrelated: () => void (variant('S / Black').sku = 'TSHIRT-S-BLK'),
  },
  {
    command: 'products.update-variant',
    answers: { variantId: 'variant_1', title: keep, sku: keep, inventory: '15' },
    theirs: () => void (variant('S / Black').sku = 'TS-S-B'),
    question: asked('S / Black', 'SKU', 'TS-S-B'),
    typed: { sku: 'TSHIRT-S-BLACK', inventory: 15 },
    saved: () => expect(variant('S / Black')).toMatchObject({ sku: 'TSHIRT-S-BLACK', inventory_quantity: 15 }),
    unrelated: () => void (variant('S / Black').ean = '4006381333931'),
  },
]

/** The product's panel as the operator opened the command on it (its data as the panel loaded it). */
async function opened(c: ConflictCase) {
  c.before?.()
  const queryClient = createQueryClient()
  const ctx = await onProduct('prod_1', queryClient)
  const run = () => runCommand(c.command, { ctx, queryClient, given: c.given, answers: c.answers })
  return { run }
}

describe.each(CASES)('$command when another operator saved the product meanwhile', (c) => {
  it('names the field and its new value, sends nothing, and keeps what was typed for the prompt', async () => {
    const { run } = await opened(c)
    c.theirs()
    const refused = await run()
    expect(refused.outcome).toEqual(expect.objectContaining({ status: 'failed', message: c.question }))
    expect(requestsOf(seen, 'POST')).toEqual([])
    if (!refused.prompt) throw new Error('the run had no prompt')
    const reopened = retry(commandOf(c.command), refused.prompt, c.question, refused.args)
    expect(reopened.error).toBe(c.question)
    expect({ ...reopened.given, ...reopened.values }).toMatchObject(c.typed)
  })

  it('saves when the operator runs it again on the same question (their yes)', async () => {
    const { run } = await opened(c)
    c.theirs()
    expect((await run()).outcome).toMatchObject({ status: 'failed', message: c.question })
    expect((await run()).outcome).toMatchObject({ status: 'done' })
    c.saved()
  })

  it('does not ask when another operator changed only what it does not set', async () => {
    const { run } = await opened(c)
    c.unrelated()
    expect((await run()).outcome).toMatchObject({ status: 'done' })
    c.saved()
  })
})

describe('the tags compared', () => {
  it('does not ask when the other operator saved the very tags typed, in another order', async () => {
    const { run } = await opened(SET_TAGS)
    tshirt().tag_ids = [tagId('sale'), tagId('summer'), tagId('cotton')]
    expect((await run()).outcome).toMatchObject({ status: 'done' })
  })
})

describe('a picked record in the question', () => {
  it('is named without its id: the collection another operator chose', async () => {
    const organize: ConflictCase = { ...ORGANIZE, theirs: () => void (tshirt().collection_id = 'pcol_3') }
    const { run } = await opened(organize)
    organize.theirs()
    const refused = await run()
    expect(refused.outcome).toMatchObject({
      status: 'failed',
      message: 'Medusa T-Shirt: Collection was changed by someone else since you opened this. Save your change anyway?',
    })
  })
})
