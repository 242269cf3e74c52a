// The undo of a price grid's save (src/commands/price-lists/undo.ts) against a real Medusa 1.20: its
// revert reads the list again, and sends back one prices batch POST (currency and region prices made
// again with their old amounts) and one batch DELETE (the prices the save made), which Medusa accepts.
import type { PriceList } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import type { RecordSet, UndoPlan } from '@/atoms/activity/entry'
import { storedCells, type CellEdit } from '@/atoms/price-lists/grid'
import type { CommandTools } from '@/commands/core/define'
import { reverterFor } from '@/commands/core/undo'
import { editSets, PRICE_CELLS } from '@/commands/price-lists/undo'
import { VARIANT_PRICES, variantPriceSet } from '@/commands/products/undo'
import { priceLists, products } from './api'
import { createProduct } from './fixtures'
import { regionFor, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

/** The tools a revert uses here: its reads and mutations sent as they are (no cache to read or refresh). */
const tools = {
  mutate: (def: { mutationFn: (vars: unknown) => Promise<unknown> }, vars: unknown) => def.mutationFn(vars),
  fetch: (query: { queryFn: () => Promise<unknown> }) => query.queryFn(),
} as unknown as CommandTools

/** The list's grid cells now: cell key → amount. */
async function cellsOf(listId: string): Promise<Record<string, number>> {
  const { price_list } = await priceLists.retrieve(listId)
  return Object.fromEntries([...storedCells((price_list as PriceList).prices ?? []).cells].map(([key, cell]) => [key, cell.amount]))
}

/** The revert's compare and write, as revertPlan runs them: every step still at its `after` is sent back. */
async function revert(plan: UndoPlan) {
  const reverter = reverterFor(plan.revert)
  if (!reverter) throw new Error(`no revert ${plan.revert}`)
  const ids = plan.steps.map((step) => step.id)
  const now = await reverter.read(ids, plan, tools, false)
  expect(plan.steps.map((step) => now.get(step.id)?.value(step.field))).toEqual(plan.steps.map((step) => step.after))
  await reverter.write(plan.steps, plan, tools)
}

const swapped = (steps: readonly RecordSet[]) => steps.map((step) => ({ ...step, before: step.after, after: step.before }))

describe('price list prices set back', () => {
  it('a save that changed, added and removed prices (one a region’s) is undone by one batch POST and one batch DELETE, and redone', async () => {
    const product = await createProduct({ sizes: ['S', 'M'] })
    const [small, medium] = product.variants
    if (!small || !medium) throw new Error('the product needs two variants')
    const region = await regionFor('eur')
    const { price_list: list } = await priceLists.create({
      name: unique('Contract Undo Prices'),
      description: '',
      type: 'sale',
      prices: [
        { amount: 800, currency_code: 'eur', variant_id: small.id },
        { amount: 900, currency_code: 'usd', variant_id: small.id },
        { amount: 1000, currency_code: 'eur', variant_id: medium.id },
        { amount: 700, region_id: region.id, variant_id: medium.id },
      ],
    })
    const original = await cellsOf(list.id)
    const idOf = (variantId: string, where: (p: { currency_code: string; region_id: string | null }) => boolean) =>
      (list.prices ?? []).filter((p) => p.variant_id === variantId && where(p)).map((p) => p.id)
    const edits: CellEdit[] = [
      { variantId: small.id, currency: 'eur', row: 'S', before: 800, ids: idOf(small.id, (p) => p.currency_code === 'eur'), after: 850 },
      { variantId: small.id, currency: 'usd', row: 'S', before: 900, ids: idOf(small.id, (p) => p.currency_code === 'usd'), after: null },
      { variantId: medium.id, currency: 'usd', row: 'M', ids: [], after: 1200 },
      { variantId: medium.id, currency: 'eur', regionId: region.id, column: region.name, row: 'M', before: 700, ids: idOf(medium.id, (p) => p.region_id === region.id), after: null },
    ]
    // The save, as savePricesMutation sends it.
    await priceLists.addPrices(list.id, {
      prices: [
        { amount: 850, currency_code: 'eur', variant_id: small.id },
        { amount: 1200, currency_code: 'usd', variant_id: medium.id },
      ],
    })
    await priceLists.deletePrices(list.id, { price_ids: edits.flatMap((edit) => edit.ids) })
    const saved = await cellsOf(list.id)

    const plan: UndoPlan = { revert: PRICE_CELLS, target: { id: list.id, name: list.name }, steps: editSets(edits, { id: list.id, name: list.name }) }
    expect(plan.steps).toHaveLength(4)
    await revert(plan)
    expect(await cellsOf(list.id)).toEqual(original)
    // The region's price came back as a region's price (Medusa gives it the region's currency).
    const { price_list: undone } = await priceLists.retrieve(list.id)
    expect((undone as PriceList).prices?.find((p) => p.region_id === region.id)).toMatchObject({ amount: 700, currency_code: 'eur', variant_id: medium.id })

    await revert({ ...plan, steps: swapped(plan.steps) })
    expect(await cellsOf(list.id)).toEqual(saved)
    await priceLists.delete(list.id)
  })
})

describe('a variant’s own prices set back', () => {
  it('a currency price changed and a region price removed come back by one variant update, other prices kept', async () => {
    const product = await createProduct({ sizes: ['S'] })
    const [variant] = product.variants
    if (!variant) throw new Error('the product needs a variant')
    const gbp = await regionFor('gbp')
    const own = async () =>
      ((await products.retrieve(product.id)).product.variants.find((v) => v.id === variant.id)?.prices ?? [])
        .filter((p) => !p.price_list_id)
        .map((p) => [p.region_id ? 'region' : '', p.currency_code, p.amount].join(' '))
        .sort()
    const kept = (prices: typeof variant.prices) => prices.filter((p) => !p.price_list_id).map((p) => ({ id: p.id, amount: p.amount, ...(p.region_id ? { region_id: p.region_id } : { currency_code: p.currency_code }) }))
    const { product: withRegion } = await products.updateVariant(product.id, variant.id, { prices: [...kept(variant.prices), { region_id: gbp.id, amount: 850 }] })
    const before = await own()
    // The runs: EUR 1000 → 1500, and the region's price removed.
    const current = withRegion.variants.find((v) => v.id === variant.id)?.prices ?? []
    const changed = kept(current).flatMap((p) => ('region_id' in p ? [] : [p.currency_code === 'eur' ? { ...p, amount: 1500 } : p]))
    await products.updateVariant(product.id, variant.id, { prices: changed })
    const steps = [
      variantPriceSet(product, variant, { currency: 'eur' }, 'EUR', 1000, 1500),
      variantPriceSet(product, variant, { regionId: gbp.id }, 'United Kingdom (GBP)', 850, null),
    ]
    const plan: UndoPlan = { revert: VARIANT_PRICES, target: { id: product.id, name: product.title }, steps }
    await revert(plan)
    expect(await own()).toEqual(before)
    await revert({ ...plan, steps: swapped(steps) })
    expect(await own()).toEqual(before.filter((row) => !row.startsWith('region')).map((row) => (row === ' eur 1000' ? ' eur 1500' : row)).sort())
  })
})
