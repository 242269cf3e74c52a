import type { Product } from '@medusajs/client-types'
import { isMedusaApiError } from '@/api/client'
import { productCategoryQueries } from '@/atoms/product-categories/keys'
import { addCategoryProductsMutation, removeCategoryProductsMutation } from '@/atoms/product-categories/mutations'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, inGroup, toast, type CommandTools } from '@/commands/core/define'
import { defineReverter, inverse, recordSets } from '@/commands/core/undo'
import { addMatchingMembers, memberSet, membershipReverter } from '@/commands/core/membership'
import { entityArg, pickerOf, toOptions } from '@/commands/core/entity'
import { focusOf, type CommandContext } from '@/models/core/context'
import { productEntity } from '@/models/products/entity'
import { matchingText, productMatching, productsByIds, productSelection, productsCount, productsNamed } from '@/models/products/matching'
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

/** Medusa's 404 for the category names its id ("…product_category_id pcat_… does not exist"): said without it. */
function categoryGone(error: unknown): never {
  if (isMedusaApiError(error) && error.status === 404) throw new Error('Category was not found: it may have been deleted meanwhile.')
  throw error
}

/** What a product's categories are read with: its title and categories, nothing else. */
const CATEGORIES_SHAPE = { fields: 'id,title', expand: 'categories' }
const inCategory = (product: Product, categoryId: string) => Boolean(product.categories?.some((c) => c.id === categoryId))

/** The revert of a category's products: each product read again, sent back in one batch request per direction. */
const CATEGORY_PRODUCTS = defineReverter('category-products', () =>
  membershipReverter<Product>({
    kind: 'product',
    noun: 'category',
    read: (ids) => productsByIds(ids, CATEGORIES_SHAPE),
    name: (product) => product.title,
    isMember: inCategory,
    join: (id, productIds, { mutate }) => mutate(addCategoryProductsMutation, { id, productIds }),
    leave: (id, productIds, { mutate }) => mutate(removeCategoryProductsMutation, { id, productIds }),
  }),
)
const undoMembership = inverse(CATEGORY_PRODUCTS)

/** Changes a category's products, telling the journal each product whose membership it changed (read just before). */
async function changeCategory(tools: CommandTools, categoryId: string, productIds: string[], join: boolean) {
  const before = await productsByIds(productIds, CATEGORIES_SHAPE)
  const { product_category } = await namingNoIds(tools.mutate(join ? addCategoryProductsMutation : removeCategoryProductsMutation, { id: categoryId, productIds }))
  const category = { id: categoryId, name: product_category.name }
  recordSets(tools, before.filter((p) => inCategory(p, categoryId) !== join).map((p) => memberSet(p, p.title, category, !join, join)))
  return toast(`${join ? 'Added to' : 'Removed from'} ${product_category.name}`, productsCount(productIds.length))
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
  run: ({ categoryId, productIds }, tools) => changeCategory(tools, categoryId, productIds, true),
  undo: undoMembership,
})

/**
 * Every product the products table's filter matches into one category (the original has no bulk here;
 * issue #29 asks for it), each once, those already in it skipped, the others keeping their categories.
 */
export const addMatchingToCategory = defineCommand({
  id: 'product-categories.add-matching',
  title: 'Add every product matching the table to a category…',
  keywords: ['all', 'filter', 'bulk', 'assign', 'categorize', 'set category'],
  when: (ctx) => ctx.list?.kind === 'product' && ctx.list.count > 0,
  args: { categoryId: arg.entity({ label: 'Category', search: pickerOf(productCategoryEntity) }) },
  confirm: ({ categoryId }, ctx) => `Add ${matchingText(ctx)} to ${categoryName(ctx, { categoryId })}? They keep their other categories.`,
  run: ({ categoryId }, tools) =>
    addMatchingMembers(tools, {
      matching: productMatching(CATEGORIES_SHAPE),
      isMember: inCategory,
      target: { id: categoryId, name: categoryIn(tools.ctx, { categoryId })?.name ?? 'the category' },
      targetText: categoryName(tools.ctx, { categoryId }),
      send: (productIds) => namingNoIds(tools.mutate(addCategoryProductsMutation, { id: categoryId, productIds })).catch(categoryGone),
    }),
  undo: undoMembership,
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
  run: ({ categoryId, productIds }, tools) => changeCategory(tools, categoryId, productIds, false),
  undo: undoMembership,
})

export const categoryProductCommands = inGroup('Categories', onlyWithFlag(CATEGORIES_FLAG, [addCategoryProducts, addMatchingToCategory, removeCategoryProducts]))
