import { updateProductMutation } from '@/atoms/products/keys'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { pickerOf } from '@/commands/core/entity'
import { CATEGORIES_FLAG } from '@/models/product-categories/area'
import { needsFlag } from '@/models/core/rules'
import { productCategoryEntity } from '@/models/product-categories/entity'
import { productsNamed } from '@/models/products/matching'
import { productArg } from './products'

/**
 * A product's categories (the original admin's organize form). Medusa 1.20 replaces them with the
 * list sent (`categories: [{ id }]`); on a table selection each selected product gets the same list.
 * A category's own "Add products…" adds without touching the products' other categories.
 */
export const setProductCategories = defineCommand({
  id: 'products.set-categories',
  title: 'Set product categories',
  keywords: ['category', 'categorize', 'organize', 'tree', 'department'],
  hotkey: 'shift+k',
  scope: 'product',
  bulk: {
    kind: 'product',
    arg: 'productId',
    confirm: (records, ctx) => `Replace the categories of ${productsNamed(ctx, records.map((r) => r.id))}? Each gets exactly the categories picked.`,
  },
  ...needsFlag(CATEGORIES_FLAG),
  args: {
    productId: productArg(),
    categoryIds: arg.entities({
      label: 'Categories',
      optional: true,
      description: 'Replaces its categories; none: in no category',
      search: pickerOf(productCategoryEntity),
    }),
  },
  run: async ({ productId, categoryIds }, { mutate }) => {
    const ids = categoryIds ?? []
    const { product } = await mutate(updateProductMutation, { id: productId, body: { categories: ids.map((id) => ({ id })) } })
    const names = (product.categories ?? []).map((c) => c.name)
    return toast(`${product.title}: categories set`, names.length ? names.join(', ') : 'In no category')
  },
})

export const productCategoryCommands = inGroup('Products', [setProductCategories])
