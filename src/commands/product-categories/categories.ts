import { isMedusaApiError } from '@/api/client'
import { productCategoryQueries } from '@/atoms/product-categories/keys'
import { createCategoryMutation, deleteCategoryMutation, updateCategoryMutation } from '@/atoms/product-categories/mutations'
import { recordAction } from '@/commands/core/action'
import { defineArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import { createRevert, holding } from '@/commands/core/createUndo'
import { arg, defineCommand, inGroup, openPanel, toast } from '@/commands/core/define'
import { productQueries } from '@/atoms/products/keys'
import { editRecord } from '@/commands/core/edit'
import { entityArg } from '@/commands/core/entity'
import type { CommandContext } from '@/models/core/context'
import { recordIn } from '@/models/core/entity'
import { productCategoriesNav } from '@/models/product-categories/area'
import { productCategoryEntity, STATUSES, VISIBILITIES, type CategoryStatus, type CategoryVisibility } from '@/models/product-categories/entity'
import { deletable } from '@/models/product-categories/rules'
import { HANDLE, HANDLE_MESSAGE } from '@/models/products/rules'
import { onlyWithFlag } from '@/commands/core/flags'
import { CATEGORIES_FLAG } from '@/models/product-categories/area'

const GROUP = 'Categories'

/** The category the `categoryId` argument holds, as the operator has seen it (focused or picked). */
export const categoryIn = (ctx: CommandContext, args: PartialArgs, key = 'categoryId') => recordIn(ctx, 'product-category', key, args)

/** The categories area: 'Go to categories' (g t), 'Open category…' and the nav link. */
export const categoriesArea = defineArea(productCategoriesNav, { entity: productCategoryEntity, arg: 'categoryId', keywords: ['find', 'tree'] })

/** The prompts a new category and an edit share, each starting where `initial` says. */
function categoryFields(initial: {
  name?: (ctx: CommandContext, args: PartialArgs) => string | undefined
  handle?: (ctx: CommandContext, args: PartialArgs) => string | undefined
  description?: (ctx: CommandContext, args: PartialArgs) => string | undefined
  status: (ctx: CommandContext, args: PartialArgs) => CategoryStatus | undefined
  visibility: (ctx: CommandContext, args: PartialArgs) => CategoryVisibility | undefined
}) {
  return {
    name: arg.text({ label: 'Name', placeholder: 'Running shoes', initial: initial.name }),
    handle: arg.text({
      label: 'Handle',
      optional: true,
      placeholder: 'running-shoes (empty: made from the name)',
      pattern: HANDLE,
      patternMessage: HANDLE_MESSAGE,
      initial: initial.handle,
    }),
    description: arg.text({ label: 'Description', optional: true, multiline: true, initial: initial.description }),
    status: arg.choice<CategoryStatus>()({ label: 'Status', options: STATUSES, initial: initial.status }),
    visibility: arg.choice<CategoryVisibility>()({ label: 'Visibility', options: VISIBILITIES, initial: initial.visibility }),
  }
}

interface NewCategory {
  name: string
  handle?: string
  description?: string
  status: CategoryStatus
  visibility: CategoryVisibility
}

const createBody = ({ name, handle, description, status, visibility }: NewCategory, parentId?: string) => ({
  name,
  ...(handle ? { handle } : {}),
  ...(description ? { description } : {}),
  is_active: status === 'active',
  is_internal: visibility === 'internal',
  ...(parentId ? { parent_category_id: parentId } : {}),
})

// The original admin starts a new category active and public.
const newDefaults = { status: () => 'active' as const, visibility: () => 'public' as const }

/**
 * A new category (top level or under another) is taken back while it is as it was made and holds no
 * sub-category or product (counted afresh); a redo makes it again under the same parent.
 */
const categoryCreated = createRevert({
  command: 'product-categories.create',
  kind: 'product-category',
  read: (id, { fetch }) => fetch({ ...productCategoryQueries.detail(id), staleTime: 0 }).then((r) => r.product_category),
  name: (category) => category.name,
  made: (c) => ({
    name: c.name,
    handle: c.handle,
    description: c.description,
    status: c.is_active ? 'active' : 'inactive',
    visibility: c.is_internal ? 'internal' : 'public',
    parent: c.parent_category_id,
  }),
  holds: async (category, { fetch }) =>
    holding((category.category_children ?? []).length, 'sub-category') ??
    holding(await fetch({ ...productQueries.countIn({ category_id: [category.id] }), staleTime: 0 }), 'product'),
  remove: (id, { mutate }) => mutate(deleteCategoryMutation, id),
  make: async ({ parent, ...fields }, { mutate }) =>
    (await mutate(createCategoryMutation, createBody(fields as unknown as NewCategory, typeof parent === 'string' ? parent : undefined))).product_category.id,
})

export const createCategory = defineCommand({
  id: 'product-categories.create',
  title: 'Create category',
  keywords: ['new', 'add', 'top level', 'root'],
  args: categoryFields(newDefaults),
  run: async (args, tools) => {
    const { product_category } = await tools.mutate(createCategoryMutation, createBody(args))
    categoryCreated.told(tools, product_category)
    return openPanel(productCategoriesNav.routes.record(product_category.id))
  },
  undo: categoryCreated.undo,
})

export const createSubCategory = defineCommand({
  id: 'product-categories.create-child',
  title: 'Add sub-category…',
  keywords: ['new', 'child', 'nested', 'under'],
  hotkey: 'n',
  scope: 'product-category',
  args: { parentId: entityArg(productCategoryEntity, { label: 'Parent category' }), ...categoryFields(newDefaults) },
  run: async ({ parentId, ...fields }, tools) => {
    const { product_category } = await tools.mutate(createCategoryMutation, createBody(fields, parentId))
    categoryCreated.told(tools, product_category)
    const parent = categoryIn(tools.ctx, { parentId }, 'parentId')?.name
    return toast(`Category ${product_category.name} added`, parent ? `Under ${parent}` : undefined)
  },
  undo: categoryCreated.undo,
})

export const editCategory = editRecord({
  id: 'product-categories.update',
  title: 'Edit category: name, handle, description, status, visibility, metadata',
  keywords: ['rename', 'handle', 'active', 'inactive', 'internal', 'public', 'metadata', 'key value'],
  entity: productCategoryEntity,
  arg: 'categoryId',
  read: (id, { fetch }) => fetch({ ...productCategoryQueries.detail(id), staleTime: 0 }).then((r) => r.product_category),
  undoable: true,
  fields: (current) => ({
    ...categoryFields({
      name: current((c) => c.name),
      handle: current((c) => c.handle),
      description: current((c) => c.description),
      status: current((c): CategoryStatus => (c.is_active ? 'active' : 'inactive')),
      visibility: current((c): CategoryVisibility => (c.is_internal ? 'internal' : 'public')),
    }),
    metadata: arg.metadata({
      label: 'Metadata (key: value per line; remove a line to delete its key)',
      optional: true,
      initial: current((c) => c.metadata as Record<string, string> | null),
    }),
  }),
  run: async ({ categoryId, name, handle, description, status, visibility, metadata }, { mutate, ctx }) => {
    // Medusa 1.20 replaces a category's metadata with the object sent: send it only when it changed.
    const before = categoryIn(ctx, { categoryId })?.metadata ?? {}
    const changed = JSON.stringify(before) !== JSON.stringify(metadata ?? {})
    const body = {
      name,
      ...(handle ? { handle } : {}),
      description: description ?? '',
      is_active: status === 'active',
      is_internal: visibility === 'internal',
      ...(changed ? { metadata: metadata ?? {} } : {}),
    }
    const { product_category } = await mutate(updateCategoryMutation, { id: categoryId, body })
    return toast('Category saved', product_category.name)
  },
})

/** Medusa's refusal names the category by id: said in words instead (the rule says it first where it can). */
const deleteInWords = {
  ...deleteCategoryMutation,
  mutationFn: (id: string) =>
    deleteCategoryMutation.mutationFn(id).catch((error: unknown) => {
      if (isMedusaApiError(error) && error.type === 'not_allowed') throw new Error('This category has sub-categories: delete or move them first')
      throw error
    }),
}

export const deleteCategory = recordAction({
  id: 'product-categories.delete',
  title: 'Delete category',
  keywords: ['remove', 'destroy'],
  hotkey: 'shift+backspace',
  entity: productCategoryEntity,
  arg: 'categoryId',
  rule: deletable,
  confirm: (category) =>
    `Delete ${category ? `category ${category.name}` : 'this category'}? Its products stay; they leave the category. This cannot be undone.`,
  mutation: deleteInWords,
  done: () => openPanel(productCategoriesNav.routes.list()),
})

export const categoryRecordCommands = inGroup(
  GROUP,
  onlyWithFlag(CATEGORIES_FLAG, [categoriesArea.list, categoriesArea.open, createCategory, createSubCategory, editCategory, deleteCategory]),
)
