import type { Product, ProductVariant } from '@medusajs/client-types'
import { productQueries } from '@/atoms/products/keys'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandTools } from '@/commands/core/define'
import { ensureUnchanged, freshRecord, type WatchedField } from '@/commands/core/editConflict'
import { focusOf, type CommandContext } from '@/models/core/context'

// The product and variant a command works on: as the operator saw them (the focused product's panel)
// and as the server has them now. A product edit compares the two before it writes (issue #33).

/** The product in `productId` when it is the focused one, loaded whole (what edit prompts start from). */
export const focusedProduct = (ctx: CommandContext, args: PartialArgs): Product | undefined => {
  const focus = focusOf(ctx, 'product')
  return focus && focus.id === args.productId ? focus.entity : undefined
}

/** The variant in `variantId` of the focused product, as its panel shows it. */
export const focusedVariant = (ctx: CommandContext, args: PartialArgs): ProductVariant | undefined =>
  focusedProduct(ctx, args)?.variants?.find((v) => v.id === args.variantId)

/** The product as the server has it now: its detail read past the cache, never composed from a stale copy. */
export const freshProduct = async (tools: Pick<CommandTools, 'fetch'>, productId: string) => (await freshRecord(tools, productQueries.detail(productId))).product

/** One of the product's variants as the server has it now; one deleted meanwhile is said so. */
export function variantOf(product: Product, variantId: string): ProductVariant {
  const variant = product.variants?.find((v) => v.id === variantId)
  if (!variant) throw new Error('This variant was deleted meanwhile')
  return variant
}

interface GuardOptions<R> {
  /** An empty answer leaves its field as it is (so it is not asked about). */
  emptyKeeps?: boolean
  /** The record already read afresh by the command (one GET for both the check and the write). */
  fresh?: R
  /** The answers as compared, when the typed form is not the record's (tags in any order). */
  compared?: PartialArgs
}

type ProductArgs = PartialArgs & { productId: string }

/**
 * Before a product edit writes: when another operator saved one of `fields` since the prompt opened
 * on the focused product, names it and asks (core/editConflict). A product picked elsewhere showed
 * no values, so there is nothing to compare.
 */
export function ensureProductUnchanged(tools: CommandTools, args: ProductArgs, command: string, fields: readonly WatchedField<Product>[], options: GuardOptions<Product> = {}) {
  const { fresh, emptyKeeps, compared = args } = options
  return ensureUnchanged(tools, compared, {
    command,
    id: args.productId,
    seen: focusedProduct(tools.ctx, args),
    read: () => (fresh ? Promise.resolve(fresh) : freshProduct(tools, args.productId)),
    fields,
    name: (product) => product.title,
    emptyKeeps,
  })
}

/** The same for one variant of the focused product, named by its title. */
export function ensureVariantUnchanged(
  tools: CommandTools,
  args: ProductArgs & { variantId: string },
  command: string,
  fields: readonly WatchedField<ProductVariant>[],
  options: GuardOptions<ProductVariant> = {},
) {
  const { fresh, emptyKeeps, compared = args } = options
  return ensureUnchanged(tools, compared, {
    command,
    id: args.variantId,
    seen: focusedVariant(tools.ctx, args),
    read: async () => fresh ?? variantOf(await freshProduct(tools, args.productId), args.variantId),
    fields,
    name: (variant) => variant.title,
    emptyKeeps,
  })
}
