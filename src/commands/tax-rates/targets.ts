import type { Product, ProductType, ShippingOption, TaxRate } from '@medusajs/client-types'
import { productQueries } from '@/atoms/products/keys'
import { shippingOptionQueries } from '@/atoms/shipping/keys'
import { addToTaxRateMutation, removeFromTaxRateMutation, taxRateQueries, type TaxRateTarget } from '@/atoms/tax-rates/keys'
import type { EntityOption } from '@/commands/core/args'
import type { SearchTools } from '@/models/core/entity'
import { focusOf, type CommandContext } from '@/models/core/context'
import { arg, defineCommand, type CommandTools } from '@/commands/core/define'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { matchesText } from '@/models/core/entity'
import { productEntity } from '@/models/products/entity'
import { shippingOptionHint } from '@/models/shipping/entity'
import { taxRateEntity } from '@/models/tax-rates/entity'
import { GROUP, taxRateDone, taxRateIn } from './rates'
import { counted } from '@/models/core/text'
import { inverse } from '@/commands/core/undo'
import { rateWith, TAX_RATE_TARGETS, tellTargets } from './undo'

type Named = { id: string }

interface TargetDef {
  target: TaxRateTarget
  /** 'product', 'product type', 'shipping option'. */
  noun: string
  label: (record: Named) => string
  /** What can be added: every record of the kind (shipping options: of the rate's region). */
  candidates: (q: string, tools: SearchTools, rate: TaxRate) => Promise<EntityOption[]>
  /** What the rate applies to now. */
  current: (rate: TaxRate) => readonly Named[]
  /** Ids the operator already chose elsewhere (a table selection). */
  chosen?: (ctx: CommandContext) => string[] | undefined
}


/** The rate in `taxRateId` with what it applies to (its panel's query, shared through the cache). */
async function rateOf(tools: SearchTools): Promise<TaxRate | undefined> {
  if (typeof tools.args.taxRateId !== 'string') return undefined
  return (await tools.queryClient.fetchQuery(taxRateQueries.detail(tools.args.taxRateId))).tax_rate as TaxRate
}

const options = (def: Pick<TargetDef, 'label'>, records: readonly Named[]): EntityOption[] => records.map((record) => ({ id: record.id, label: def.label(record), record }))

const TARGETS = {
  products: {
    target: 'products',
    noun: 'product',
    label: (p) => (p as Product).title,
    candidates: (q, tools) => pickerOf(productEntity)(q, tools),
    current: (rate) => rate.products ?? [],
    // The products table's selection: 'Add to tax rate' from there adds the selected products.
    chosen: (ctx) => (ctx.selection?.kind === 'product' && !focusOf(ctx, 'tax-rate') ? [...ctx.selection.ids] : undefined),
  },
  product_types: {
    target: 'product_types',
    noun: 'product type',
    label: (t) => (t as ProductType).value,
    candidates: async (q, { queryClient }) => {
      const { product_types } = await queryClient.fetchQuery(productQueries.types({ q: q.trim() || undefined, limit: 50 }))
      return (product_types as ProductType[]).map((t) => ({ id: t.id, label: t.value, record: t }))
    },
    current: (rate) => rate.product_types ?? [],
  },
  shipping_options: {
    target: 'shipping_options',
    noun: 'shipping option',
    label: (o) => (o as ShippingOption).name,
    // Medusa refuses an option of another region than the rate's: only the rate's region is offered.
    candidates: async (q, { queryClient }, rate) => {
      const { shipping_options } = await queryClient.fetchQuery(shippingOptionQueries.table({ region_id: rate.region_id }))
      return shipping_options
        .filter((o) => matchesText(q, o.name))
        .map((o) => ({ id: o.id, label: o.name, hint: `${o.is_return ? 'return · ' : ''}${shippingOptionHint(o)}`, record: o }))
    },
    current: (rate) => rate.shipping_options ?? [],
  },
} satisfies Record<TaxRateTarget, TargetDef>

/** Sends an add or remove, the rate read before and after it so the journal names each record it changed (for the undo). */
async function changeTargets(
  tools: CommandTools,
  id: string,
  target: TaxRateTarget,
  ids: string[],
  change: typeof addToTaxRateMutation | typeof removeFromTaxRateMutation,
): Promise<{ tax_rate: TaxRate }> {
  const before = await rateWith(id, target)
  const answer = await tools.mutate(change, { id, target, ids })
  const after = await rateWith(id, target)
  if (before && after) tellTargets(tools, target, ids, before, after)
  return answer
}

function addCommand<const Id extends string>(id: Id, title: string, hotkey: string, def: TargetDef) {
  return defineCommand({
    id,
    title,
    group: GROUP,
    keywords: ['apply', 'include', def.noun],
    hotkey,
    scope: 'tax-rate',
    args: {
      taxRateId: entityArg(taxRateEntity),
      ids: arg.entities({
        label: `${def.noun.charAt(0).toUpperCase()}${def.noun.slice(1)}s`,
        default: (ctx) => def.chosen?.(ctx),
        search: async (q, tools) => {
          const rate = await rateOf(tools)
          if (!rate) return []
          const applied = new Set(def.current(rate).map((r) => r.id))
          return (await def.candidates(q, tools, rate)).filter((o) => !applied.has(o.id))
        },
      }),
    },
    confirm: (a, ctx) => `Apply ${taxRateIn(ctx, a)?.name ?? 'the tax rate'} to ${counted(a.ids.length, def.noun)}?`,
    run: async (a, tools) => {
      const { tax_rate } = await changeTargets(tools, a.taxRateId, def.target, a.ids, addToTaxRateMutation)
      return taxRateDone(tax_rate, `${tax_rate.name}: ${counted(a.ids.length, def.noun)} added`, undefined, tools)
    },
    undo: inverse(TAX_RATE_TARGETS[def.target]),
  })
}

function removeCommand<const Id extends string>(id: Id, title: string, hotkey: string, def: TargetDef) {
  return defineCommand({
    id,
    title,
    group: GROUP,
    keywords: ['unapply', 'exclude', def.noun],
    hotkey,
    scope: 'tax-rate',
    args: {
      taxRateId: entityArg(taxRateEntity),
      ids: arg.entities({
        label: `${def.noun.charAt(0).toUpperCase()}${def.noun.slice(1)}s to remove`,
        search: async (q, tools) => {
          const rate = await rateOf(tools)
          return rate ? options(def, def.current(rate).filter((r) => matchesText(q, def.label(r)))) : []
        },
      }),
    },
    confirm: (a, ctx) => `Stop applying ${taxRateIn(ctx, a)?.name ?? 'the tax rate'} to ${counted(a.ids.length, def.noun)}?`,
    run: async (a, tools) => {
      const { tax_rate } = await changeTargets(tools, a.taxRateId, def.target, a.ids, removeFromTaxRateMutation)
      return taxRateDone(tax_rate, `${tax_rate.name}: ${counted(a.ids.length, def.noun)} removed`, undefined, tools)
    },
    undo: inverse(TAX_RATE_TARGETS[def.target]),
  })
}

export const addTaxRateProducts = addCommand('tax-rates.add-products', 'Add products to tax rate…', 'p', TARGETS.products)
export const removeTaxRateProducts = removeCommand('tax-rates.remove-products', 'Remove products from tax rate…', 'shift+p', TARGETS.products)
export const addTaxRateProductTypes = addCommand('tax-rates.add-product-types', 'Add product types to tax rate…', 't', TARGETS.product_types)
export const removeTaxRateProductTypes = removeCommand('tax-rates.remove-product-types', 'Remove product types from tax rate…', 'shift+t', TARGETS.product_types)
export const addTaxRateShippingOptions = addCommand('tax-rates.add-shipping-options', 'Add shipping options to tax rate…', 's', TARGETS.shipping_options)
export const removeTaxRateShippingOptions = removeCommand(
  'tax-rates.remove-shipping-options',
  'Remove shipping options from tax rate…',
  'shift+s',
  TARGETS.shipping_options,
)
