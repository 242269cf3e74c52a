import type { ProductCategory } from '@medusajs/client-types'
import { productCategoryQueries } from '@/atoms/product-categories/keys'
import { updateCategoryMutation } from '@/atoms/product-categories/mutations'
import type { EntityOption } from '@/commands/core/args'
import { arg, defineCommand, inGroup, toast, type CommandTools } from '@/commands/core/define'
import { entityArg, toOptions } from '@/commands/core/entity'
import { onFocused, refusalOf } from '@/models/core/rules'
import { productCategoryEntity } from '@/models/product-categories/entity'
import { movableUp, subtreeIds } from '@/models/product-categories/rules'
import { categoryIn } from './categories'
import { onlyWithFlag } from '@/commands/core/flags'
import { CATEGORIES_FLAG } from '@/models/product-categories/area'

// Where a category sits: its rank among its siblings (0 first) and its parent. Medusa re-ranks the
// siblings itself; each move reads the category again first, so it starts from the server's order.

const fresh = (id: string, { fetch }: CommandTools) =>
  fetch({ ...productCategoryQueries.detail(id), staleTime: 0 }).then((r) => r.product_category)

const siblingsOf = (category: ProductCategory, { fetch }: CommandTools) =>
  fetch({ ...productCategoryQueries.siblings(category.parent_category_id), staleTime: 0 })

/** '2nd of 4 under Shoes' / '1st of 3 at the top level'. */
function placeText(rank: number, count: number, parent: string | undefined): string {
  const n = rank + 1
  const suffix = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'
  return `${n}${suffix} of ${count} ${parent ? `under ${parent}` : 'at the top level'}`
}

async function moveBy(step: -1 | 1, categoryId: string, tools: CommandTools) {
  const category = await fresh(categoryId, tools)
  const siblings = await siblingsOf(category, tools)
  const rank = siblings.findIndex((c) => c.id === category.id)
  const target = rank + step
  if (target < 0) throw new Error(movableUp.refusal(category))
  if (target >= siblings.length) throw new Error(`${category.name} is already last among its siblings`)
  const { product_category } = await tools.mutate(updateCategoryMutation, { id: categoryId, body: { rank: target } })
  return toast(`${product_category.name} moved ${step < 0 ? 'up' : 'down'}`, placeText(target, siblings.length, category.parent_category?.name))
}

export const moveCategoryUp = defineCommand({
  id: 'product-categories.move-up',
  title: 'Move category up among its siblings',
  keywords: ['rank', 'order', 'reorder', 'earlier', 'before'],
  hotkey: 'alt+up',
  scope: 'product-category',
  when: onFocused('product-category', movableUp.allows),
  why: refusalOf('product-category', movableUp),
  args: { categoryId: entityArg(productCategoryEntity) },
  run: async ({ categoryId }, tools) => moveBy(-1, categoryId, tools),
})

export const moveCategoryDown = defineCommand({
  id: 'product-categories.move-down',
  title: 'Move category down among its siblings',
  keywords: ['rank', 'order', 'reorder', 'later', 'after'],
  hotkey: 'alt+down',
  scope: 'product-category',
  args: { categoryId: entityArg(productCategoryEntity) },
  run: async ({ categoryId }, tools) => moveBy(1, categoryId, tools),
})

/** The picker's value for "no parent". */
export const TOP_LEVEL = 'top-level'

export const moveCategoryUnder = defineCommand({
  id: 'product-categories.move',
  title: 'Move category under another parent…',
  keywords: ['re-parent', 'reparent', 'nest', 'parent', 'top level', 'drag'],
  hotkey: 'm',
  scope: 'product-category',
  args: {
    categoryId: entityArg(productCategoryEntity),
    parentId: arg.entity({
      label: 'New parent',
      search: async (q, { queryClient, args, ctx }): Promise<EntityOption[]> => {
        const moving = categoryIn(ctx, args)
        // Not itself, nor anything under it: the tree's rows keep their children nested, all the way down.
        const tree = await queryClient.fetchQuery(productCategoryQueries.tree({}))
        const root = tree.product_categories.find((c) => c.id === moving?.id)
        const excluded = root ? subtreeIds(root) : new Set<string>()
        const found = await queryClient.fetchQuery(productCategoryQueries.search(q.trim()))
        const top: EntityOption = { id: TOP_LEVEL, label: 'Top level', hint: 'no parent' }
        const options = toOptions(productCategoryEntity, found.filter((c) => !excluded.has(c.id)), q)
        return !q.trim() || 'top level'.includes(q.trim().toLowerCase()) ? [top, ...options] : options
      },
    }),
  },
  run: async ({ categoryId, parentId }, tools) => {
    const { product_category } = await tools.mutate(updateCategoryMutation, {
      id: categoryId,
      body: { parent_category_id: parentId === TOP_LEVEL ? null : parentId },
    })
    const parent = product_category.parent_category?.name
    return toast(`${product_category.name} moved`, parent ? `Now under ${parent}, last among its siblings` : 'Now at the top level, last')
  },
})

export const categoryTreeCommands = inGroup('Categories', onlyWithFlag(CATEGORIES_FLAG, [moveCategoryUp, moveCategoryDown, moveCategoryUnder]))
