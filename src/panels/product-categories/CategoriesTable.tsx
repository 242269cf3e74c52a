import { categoryTreeAtom, productCategoryQueries, type CategoryRow } from '@/atoms/product-categories/keys'
import { productCategoriesNav } from '@/models/product-categories/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel } from '@/panels/shared/table'
import { categoryColumns } from './columns'

/**
 * The category tree: each category after its parent, siblings in Medusa's rank order, one answer for
 * the whole tree (no paging). A search lists the matching categories flat, each naming its parent.
 */
export const CategoriesTable = defineListPanel({
  area: productCategoriesNav,
  kind: 'product-category',
  listAtom: categoryTreeAtom,
  rows: (list: { product_categories: CategoryRow[] }) => list.product_categories,
  detail: productCategoryQueries.detail,
  entity: (res) => res.product_category,
  query: ({ query: { q } }) => ({ q: q || undefined }),
  paged: false,
  sortable: false,
  columns: categoryColumns,
  rowLabel: (c) => (c.parent_name ? `${c.name} (under ${c.parent_name})` : c.name),
  searchLabel: 'Search categories by name or handle',
  emptyText: { empty: 'No categories yet', filtered: 'No category has a name or handle like this' },
  actions: <CommandButton command="product-categories.create" variant="primary" />,
})
