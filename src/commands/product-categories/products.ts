import type { Product } from '@medusajs/client-types'
import { isMedusaApiError } from '@/api/client'
import { productCategoryQueries } from '@/atoms/product-categories/keys'
import { addCategoryProductsMutation, removeCategoryProductsMutation } from '@/atoms/product-categories/mutations'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { entityArg, pickerOf, toOptions } from '@/commands/core/entity'
import { focusOf, type CommandContext } from '@/models/core/context'
import { productEntity } from '@/models/products/entity'
import { productSelection, productsCount, productsNamed } from '@/models/products/matching'
import { productCategoryEntity } from '@/models/product-categories/entity'
import { categoryIn } from './categories'
import { onlyWithFlag } from '@/commands/core/flags'
import { CATEGORIES_FLAG } from '@/models/product-categories/area'

/** Medusa's product check answers a list of ids ("Products prod_… do not exist"): said without them. */
async function namingNoIds<T>(send: Promise<T>): Promise<T> {
  return send.catch((error: unknown) => {
    const errors = isMedusaApiError(error) && error.data && typeof error.data === 'object' ? (error.data as { errors?: unknown }).errors : undefined
    if (Array.isArray(errors) && errors.some((e) => /^Products .* do not exist$/.test(String(e)))) {
      throw new Error('A product picked no longer exists (deleted meanwhile?): nothing was changed')
    }
    throw error
  })
}

const categoryName = (ctx: CommandContext, args: PartialArgs) => {
  const name = categoryIn(ctx, args)?.name
  return name ? `category ${name}` : 'the category'
}

export const addCategoryProducts = defineCommand({
  id: 'product-categories.add-products',
  title: 'Add products to category…',
  keywords: ['assign', 'include', 'categorize'],
  hotkey: 'a',
  scope: 'product-category',
  args: {
    categoryId: entityArg(productCategoryEntity),
    productIds: arg.entities({
      label: 'Products',
      // The products table's selection; in a category's panel a selection is its products, so a picker asks.
      default: (ctx) => (focusOf(ctx, 'product-category') ? undefined : productSelection(ctx)?.ids.slice()),
      search: pickerOf(productEntity),
    }),
  },
  confirm: ({ categoryId, productIds }, ctx) =>
    `Add ${productsNamed(ctx, productIds)} to ${categoryName(ctx, { categoryId })}? They keep their other categories.`,
  run: async ({ categoryId, productIds }, { mutate }) => {
    const { product_category } = await namingNoIds(mutate(addCategoryProductsMutation, { id: categoryId, productIds }))
    return toast(`Added to ${product_category.name}`, productsCount(productIds.length))
  },
})

export const removeCategoryProducts = defineCommand({
  id: 'product-categories.remove-products',
  title: 'Remove products from category…',
  keywords: ['unassign', 'exclude'],
  hotkey: 'r',
  scope: 'product-category',
  args: {
    categoryId: entityArg(productCategoryEntity),
    productIds: arg.entities({
      label: 'Products to remove',
      // In a category's panel, its products table's selection.
      default: (ctx) => (focusOf(ctx, 'product-category') ? productSelection(ctx)?.ids.slice() : undefined),
      search: async (q, { queryClient, args }) => {
        const categoryId = typeof args.categoryId === 'string' ? args.categoryId : undefined
        if (!categoryId) return []
        const page = await queryClient.fetchQuery(productCategoryQueries.products(categoryId, { q: q.trim() || undefined, limit: 20 }))
        return toOptions(productEntity, page.products as Product[], q)
      },
    }),
  },
  confirm: ({ categoryId, productIds }, ctx) =>
    `Remove ${productsNamed(ctx, productIds)} from ${categoryName(ctx, { categoryId })}? The products stay, with their other categories.`,
  run: async ({ categoryId, productIds }, { mutate }) => {
    const { product_category } = await namingNoIds(mutate(removeCategoryProductsMutation, { id: categoryId, productIds }))
    return toast(`Removed from ${product_category.name}`, productsCount(productIds.length))
  },
})

export const categoryProductCommands = inGroup('Categories', onlyWithFlag(CATEGORIES_FLAG, [addCategoryProducts, removeCategoryProducts]))
