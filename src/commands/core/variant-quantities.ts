import type { PartialArgs } from '@/commands/core/args'
import { arg } from './define'
import { splitList } from '@/commands/core/text'

// Variants picked on one page and their quantities typed on the next: a draft order's items, a
// swap's new items, a claim's replacements. Medusa takes them as [{ variant_id, quantity }].

/** '2, 1' -> one quantity per variant; one number applies to each; empty is 1 each. */
export function parseQuantities(text: string | undefined, count: number): { quantities: number[] } | { error: string } {
  const parts = splitList(text)
  if (!parts.length) return { quantities: Array.from({ length: count }, () => 1) }
  // Digits only: Number() would also read '0x2', '1e3' and '2.0'.
  const values = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN))
  if (values.some((v) => !Number.isSafeInteger(v) || v < 1)) return { error: 'Quantities must be whole numbers of at least 1' }
  if (values.length === 1) return { quantities: Array.from({ length: count }, () => values[0] ?? 1) }
  if (values.length !== count) return { error: `Give one quantity per variant (${count}), or one for all` }
  return { quantities: values }
}

const pickedCount = (args: PartialArgs, variantsKey: string) => {
  const picked = args[variantsKey]
  return Array.isArray(picked) ? picked.length : 0
}

/** The quantities page after the variants picked under `variantsKey`: not asked when none were. */
export const quantitiesArg = (variantsKey: string) =>
  arg.text({
    label: 'Quantities',
    optional: true,
    placeholder: 'One per variant, in order: 2, 1 (empty: 1 each)',
    default: (_ctx, args) => (pickedCount(args, variantsKey) ? undefined : ''),
    validate: (text, args) => {
      const parsed = parseQuantities(text, pickedCount(args, variantsKey))
      return 'error' in parsed ? parsed.error : undefined
    },
  })

export interface VariantQuantity {
  variant_id: string
  quantity: number
}

/** The picked variants with their quantities, as Medusa's `items` and `additional_items` take them. */
export function variantQuantities(variantIds: readonly string[] | undefined, text: string | undefined): VariantQuantity[] {
  const ids = variantIds ?? []
  const parsed = parseQuantities(text, ids.length)
  if ('error' in parsed) throw new Error(parsed.error)
  return ids.map((variant_id, i) => ({ variant_id, quantity: parsed.quantities[i] ?? 1 }))
}
