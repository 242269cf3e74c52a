import type { Product, ProductType, ShippingOption, TaxRate } from '@medusajs/client-types'
import { productTypes } from '@/api/admin/products'
import { shippingOptions } from '@/api/admin/shipping-options'
import { taxRates } from '@/api/admin/tax-rates'
import type { RecordSet } from '@/atoms/activity/entry'
import { addToTaxRateMutation, removeFromTaxRateMutation, type TaxRateTarget } from '@/atoms/tax-rates/keys'
import type { CommandTools } from '@/commands/core/define'
import { defineReverter, goneIsNone, recordSets, type CurrentRecord, type Reverter } from '@/commands/core/undo'
import { productsByIds } from '@/models/products/matching'

// What a rate applies to is undone by record: a step is a product (type, shipping option) whose
// `member` of the rate (the plan's target) went from before to after; the undo sends it back through
// the rate's batch routes, the same the commands use.

interface TargetKind {
  /** The journal's link kind of its records. */
  kind: string
  /** A record as the operator knows it. */
  label: (record: { id: string }) => string
  /** Which of `ids` still exist (the batch route refuses a deleted one with its id). */
  existing: (ids: readonly string[], rate: TaxRate) => Promise<Set<string>>
}

const KINDS: Record<TaxRateTarget, TargetKind> = {
  products: {
    kind: 'product',
    label: (p) => (p as Product).title,
    existing: async (ids) => new Set((await productsByIds(ids, { fields: 'id,title' })).map((p) => p.id)),
  },
  product_types: {
    kind: 'product-type',
    label: (t) => (t as ProductType).value,
    existing: async (ids) => new Set(((await productTypes.list({ id: [...ids], limit: ids.length })).product_types as ProductType[]).map((t) => t.id)),
  },
  shipping_options: {
    kind: 'shipping-option',
    label: (o) => (o as ShippingOption).name,
    // Options of the rate's region only: Medusa refuses another region's.
    existing: async (_ids, rate) => new Set(((await shippingOptions.list({ region_id: rate.region_id })).shipping_options as ShippingOption[]).map((o) => o.id)),
  },
}

const membersOf = (rate: TaxRate, target: TaxRateTarget): ReadonlyArray<{ id: string }> => rate[target] ?? []

/** The rate as the server has it now, with what it applies to of `target`; undefined when it was deleted. */
export async function rateWith(id: string, target: TaxRateTarget): Promise<TaxRate | undefined> {
  return (await taxRates.retrieve(id, { expand: [target] }).catch(goneIsNone))?.tax_rate as TaxRate | undefined
}

/**
 * Tells the journal each record whose membership of the rate a command changed, named as the operator
 * knows it: `before` and `after` are the rate read before and after the write.
 */
export function tellTargets(tools: Pick<CommandTools, 'journal'>, target: TaxRateTarget, ids: readonly string[], before: TaxRate, after: TaxRate): void {
  const { label } = KINDS[target]
  const named = new Map([...membersOf(before, target), ...membersOf(after, target)].map((record) => [record.id, label(record)]))
  const was = new Set(membersOf(before, target).map((r) => r.id))
  const now = new Set(membersOf(after, target).map((r) => r.id))
  const sets: RecordSet[] = ids.flatMap((id) =>
    was.has(id) === now.has(id) ? [] : [{ id, name: named.get(id) ?? '', field: 'member', before: was.has(id), after: now.has(id), in: { id: before.id, name: before.name } }],
  )
  recordSets(tools, sets)
  const word = (applies: unknown) => (applies ? 'applies' : 'does not apply')
  tools.journal?.changed(sets.map((set) => ({ record: set.name, field: `Tax rate ${before.name}`, before: word(set.before), after: word(set.after) })))
}

/** A rate's records read again through the rate; sent back in one batch request per direction. */
function targetsReverter(target: TaxRateTarget): () => Reverter {
  const { kind, label, existing } = KINDS[target]
  return () => ({
    kind,
    chunk: 200,
    fieldName: (_field, plan) => `tax rate ${plan.target?.name ?? ''}`.trim(),
    read: async (ids, plan) => {
      const now = new Map<string, CurrentRecord>()
      const named = plan.target
      if (!named) return now
      const rate = await rateWith(named.id, target)
      if (!rate) throw new Error(`The tax rate ${named.name} was deleted since: there is nothing to apply again`)
      const members = new Map(membersOf(rate, target).map((record) => [record.id, label(record)]))
      const names = new Map(plan.steps.map((step) => [step.id, step.name]))
      // A record to apply the rate to again must still exist; one deleted since is left and named.
      const outside = ids.filter((id) => !members.has(id))
      const alive = outside.length ? await existing(outside, rate) : new Set<string>()
      for (const id of ids) {
        const member = members.has(id)
        if (!member && !alive.has(id)) continue
        const shown = member ? `applied` : `not applied`
        now.set(id, { name: members.get(id) ?? names.get(id) ?? '', value: () => member, shown: () => shown })
      }
      return now
    },
    write: async (steps, plan, tools) => {
      const rate = plan.target
      if (!rate) return
      const apply = steps.filter((step) => step.before === true).map((step) => step.id)
      const unapply = steps.filter((step) => step.before !== true).map((step) => step.id)
      if (unapply.length) await tools.mutate(removeFromTaxRateMutation, { id: rate.id, target, ids: unapply })
      if (apply.length) await tools.mutate(addToTaxRateMutation, { id: rate.id, target, ids: apply })
    },
  })
}

/** The reverts of what a rate applies to, one per kind of record (the journal links each to its kind). */
export const TAX_RATE_TARGETS: Readonly<Record<TaxRateTarget, string>> = {
  products: defineReverter('tax-rate-products', targetsReverter('products')),
  product_types: defineReverter('tax-rate-product-types', targetsReverter('product_types')),
  shipping_options: defineReverter('tax-rate-shipping-options', targetsReverter('shipping_options')),
}
