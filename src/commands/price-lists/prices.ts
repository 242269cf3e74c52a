import type { Product } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { hasChangesToSave, hasEdits, planPrices, priceDraftOf, updatePriceDraftAtom, type PriceChange, type PriceDraft } from '@/atoms/price-lists/grid'
import {
  deletePricesMutation,
  deleteProductPricesMutation,
  deleteVariantPricesMutation,
  priceListQueries,
  productWithVariants,
  savePricesMutation,
} from '@/atoms/price-lists/keys'
import type { PartialArgs } from '@/commands/core/args'
import { focusOf, type CommandContext } from '@/models/core/context'
import { arg, defineCommand, toast, type CommandTools, inGroup } from '@/commands/core/define'
import { inverse, recordSets } from '@/commands/core/undo'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { matchesText, recordIn } from '@/models/core/entity'
import { counted } from '@/models/core/text'
import { productEntity } from '@/models/products/entity'
import { priceListEntity } from '@/models/price-lists/entity'
import { cellsBeforeRemoving, editSets, PRICE_CELLS } from './undo'

const GROUP = 'Price lists'

/** The focused list's grid state (edits, selection, focused row). */
const draftOf = (ctx: CommandContext, id: unknown = focusOf(ctx, 'price-list')?.id): PriceDraft =>
  priceDraftOf(ctx.drafts, typeof id === 'string' ? id : '')
const listName = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'price-list', 'priceListId', args)?.name ?? 'the price list'

const money = (amount: number | undefined, currency: string) => (amount === undefined ? '—' : formatMoney(amount, currency))

/** One line of the preview: 'Shirt · M (SHIRT-M), EUR: €10.00 → €8.00' (a region's: 'Shirt · M, Europe (EUR): …'). */
export function changeLine(change: PriceChange): string {
  const where = `${change.row}, ${change.column ?? change.currency.toUpperCase()}`
  if (change.kind === 'add') return `${where}: new ${money(change.after, change.currency)}`
  if (change.kind === 'remove') return `${where}: remove ${money(change.before, change.currency)}`
  return `${where}: ${money(change.before, change.currency)} → ${money(change.after, change.currency)}`
}

/** The preview a save confirms: counts, then old → new per cell (the first `shown`). */
export function previewText(draft: PriceDraft, name: string, shown = 12): string {
  const plan = planPrices(draft)
  const count = (kind: PriceChange['kind']) => plan.changes.filter((c) => c.kind === kind).length
  const lines = [`Save ${name}: ${count('change')} changed, ${count('add')} added, ${count('remove')} removed. Other prices stay as they are.`]
  lines.push(...plan.changes.slice(0, shown).map(changeLine))
  if (plan.changes.length > shown) lines.push(`…and ${plan.changes.length - shown} more`)
  return lines.join('\n')
}

export const savePrices = defineCommand({
  id: 'price-lists.save-prices',
  title: 'Save edited prices',
  keywords: ['grid', 'commit', 'apply', 'store'],
  hotkey: 'mod+s',
  scope: 'price-list',
  // Asked on every edit: no plan (a sort of 1,000 edits per Enter), only whether there is one.
  when: (ctx) => hasChangesToSave(draftOf(ctx)),
  args: { priceListId: entityArg(priceListEntity) },
  confirm: ({ priceListId }, ctx) => previewText(draftOf(ctx, priceListId), listName(ctx, { priceListId })),
  run: async ({ priceListId }, tools) => {
    const draft = draftOf(tools.ctx, priceListId)
    const plan = planPrices(draft)
    if (!plan.prices.length && !plan.deleteIds.length) throw new Error('Nothing to save: no cell was edited')
    try {
      await tools.mutate(savePricesMutation, { id: priceListId, plan })
    } catch (error) {
      // The grid shows what the server has now; every edited cell stays marked to save again.
      await tools.queryClient.invalidateQueries({ queryKey: priceListQueries.detail(priceListId).queryKey })
      throw error
    }
    recordSets(tools, editSets(Object.values(draft.edits), { id: priceListId, name: listName(tools.ctx, { priceListId }) }))
    tools.store.set(updatePriceDraftAtom, priceListId, (d) => ({ ...d, edits: {}, added: [], regions: [] }))
    return toast(`Prices saved`, `${counted(plan.changes.length, 'cell')} of ${listName(tools.ctx, { priceListId })}`)
  },
  // One step: every cell the save changed, added or removed goes back to what it was.
  undo: inverse(PRICE_CELLS),
})

export const discardPriceEdits = defineCommand({
  id: 'price-lists.discard-edits',
  title: 'Discard edited prices',
  keywords: ['undo', 'revert', 'reset', 'cancel'],
  when: (ctx) => {
    const draft = draftOf(ctx)
    return hasEdits(draft) || draft.added.length > 0
  },
  args: { priceListId: entityArg(priceListEntity) },
  confirm: ({ priceListId }, ctx) => `Discard ${counted(Object.keys(draftOf(ctx, priceListId).edits).length, 'edited cell')} of ${listName(ctx, { priceListId })}?`,
  run: async ({ priceListId }, tools) => {
    tools.store.set(updatePriceDraftAtom, priceListId, (d) => ({ ...d, edits: {}, added: [], regions: [] }))
    return toast('Edits discarded')
  },
})

export const addProducts = defineCommand({
  id: 'price-lists.add-products',
  title: 'Add products to price list…',
  keywords: ['variants', 'rows', 'include'],
  hotkey: 'a',
  scope: 'price-list',
  args: {
    priceListId: entityArg(priceListEntity),
    productIds: arg.entities({ label: 'Products', description: 'Every variant gets a row to price', search: pickerOf(productEntity) }),
  },
  run: async ({ priceListId, productIds }, tools) => {
    const found = await Promise.all(productIds.map((id) => tools.fetch(productWithVariants(id))))
    const products = found.map((r) => r.product as Product)
    const empty = products.filter((p) => !p.variants?.length)
    if (empty.length === products.length) throw new Error(`${empty.map((p) => p.title).join(', ')} has no variants to price`)
    const added = products.filter((p) => p.variants?.length).map((p) => ({ id: p.id, title: p.title }))
    tools.store.set(updatePriceDraftAtom, priceListId, (d) => ({
      ...d,
      added: [...d.added.filter((a) => !added.some((b) => b.id === a.id)), ...added],
    }))
    const rows = products.reduce((n, p) => n + (p.variants?.length ?? 0), 0)
    const skipped = empty.length ? ` (${empty.map((p) => p.title).join(', ')} has no variants)` : ''
    return toast(`Added ${added.map((p) => p.title).join(', ')}`, `${counted(rows, 'row')} to price; save to keep the prices you type${skipped}`)
  },
})

/** The products of the list: those with prices, and those added in the grid. */
async function listProducts(priceListId: string, tools: Pick<CommandTools, 'queryClient'>, q: string) {
  const products = await tools.queryClient.fetchQuery(priceListQueries.products(priceListId))
  return products.filter((p) => matchesText(q, p.title, p.handle))
}

export const removeProductPrices = defineCommand({
  id: 'price-lists.remove-product-prices',
  title: "Remove a product's prices from price list…",
  keywords: ['delete', 'product', 'clear'],
  hotkey: 'shift+r',
  scope: 'price-list',
  args: {
    priceListId: entityArg(priceListEntity),
    productId: arg.entity({
      label: 'Product',
      default: (ctx) => draftOf(ctx).row?.productId,
      search: async (q, tools) => {
        const id = typeof tools.args.priceListId === 'string' ? tools.args.priceListId : ''
        return (await listProducts(id, tools, q)).map((p) => ({ id: p.id, label: p.title, hint: counted(p.variants?.length ?? 0, 'variant'), record: p }))
      },
    }),
  },
  confirm: ({ priceListId, productId }, ctx) => {
    const row = draftOf(ctx, priceListId).row
    const product = row?.productId === productId ? row.product : ((ctx.picked?.productId as Product | undefined)?.title ?? 'this product')
    return `Remove every price of ${product} from ${listName(ctx, { priceListId })}?`
  },
  run: async ({ priceListId, productId }, tools) => {
    const product = (await tools.fetch(productWithVariants(productId))).product as Product
    const variants = new Map((product.variants ?? []).map((v) => [v.id, `${product.title} · ${v.title}`]))
    const removed = await cellsBeforeRemoving(tools, priceListId, (p) => variants.has(p.variant_id ?? ''), (p) => variants.get(p.variant_id ?? '') ?? product.title)
    await tools.mutate(deleteProductPricesMutation, { id: priceListId, productId })
    recordSets(tools, removed)
    tools.store.set(updatePriceDraftAtom, priceListId, (d) => ({ ...d, added: d.added.filter((p) => p.id !== productId) }))
    return toast('Product prices removed', listName(tools.ctx, { priceListId }))
  },
  undo: inverse(PRICE_CELLS),
})

export const removeVariantPrices = defineCommand({
  id: 'price-lists.remove-variant-prices',
  title: "Remove a variant's prices from price list",
  keywords: ['delete', 'variant', 'row', 'clear'],
  when: (ctx) => Boolean(draftOf(ctx).row),
  args: {
    priceListId: entityArg(priceListEntity),
    variantId: arg.text({ label: 'Variant', default: (ctx) => draftOf(ctx).row?.variantId }),
  },
  confirm: ({ priceListId, variantId }, ctx) => {
    const row = draftOf(ctx, priceListId).row
    return `Remove every price of ${row?.variantId === variantId ? row.label : 'this variant'} from ${listName(ctx, { priceListId })}?`
  },
  run: async ({ priceListId, variantId }, tools) => {
    const row = draftOf(tools.ctx, priceListId).row
    const label = row?.variantId === variantId ? row.label : 'The variant'
    const removed = await cellsBeforeRemoving(tools, priceListId, (p) => p.variant_id === variantId, () => label)
    await tools.mutate(deleteVariantPricesMutation, { id: priceListId, variantId })
    recordSets(tools, removed)
    return toast('Variant prices removed', listName(tools.ctx, { priceListId }))
  },
  undo: inverse(PRICE_CELLS),
})

export const removeSelectedPrices = defineCommand({
  id: 'price-lists.remove-selected-prices',
  title: 'Remove selected prices',
  keywords: ['delete', 'cells', 'clear', 'selection'],
  scope: 'price-list',
  when: (ctx) => draftOf(ctx).selected.some((c) => c.ids.length > 0),
  args: { priceListId: entityArg(priceListEntity) },
  confirm: ({ priceListId }, ctx) => {
    const cells = draftOf(ctx, priceListId).selected.filter((c) => c.ids.length)
    const shown = cells.slice(0, 8).map((c) => `${c.row}, ${c.column ?? c.currency.toUpperCase()}: ${formatMoney(c.amount, c.currency)}`)
    const more = cells.length > 8 ? [`…and ${cells.length - 8} more`] : []
    return [`Remove ${counted(cells.length, 'price')} from ${listName(ctx, { priceListId })}?`, ...shown, ...more].join('\n')
  },
  run: async ({ priceListId }, tools) => {
    const selected = draftOf(tools.ctx, priceListId).selected
    const priceIds = selected.flatMap((c) => c.ids)
    if (!priceIds.length) throw new Error('No selected cell has a price')
    // Each removed price named by the row its cell is in, as the selection showed it.
    const rowOf = new Map(selected.flatMap((c) => c.ids.map((id) => [id, c.row] as const)))
    const removed = await cellsBeforeRemoving(tools, priceListId, (p) => rowOf.has(p.id), (p) => rowOf.get(p.id) ?? 'A variant')
    await tools.mutate(deletePricesMutation, { id: priceListId, priceIds })
    recordSets(tools, removed)
    return toast(`Removed ${counted(priceIds.length, 'price')}`, listName(tools.ctx, { priceListId }))
  },
  undo: inverse(PRICE_CELLS),
})

export const priceCommands = inGroup(GROUP, [savePrices, discardPriceEdits, addProducts, removeProductPrices, removeVariantPrices, removeSelectedPrices])
