import type { ProductCategory } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { categoryDetailAtom, categoryProductsAtom } from '@/atoms/product-categories/keys'
import { productCategoriesNav } from '@/models/product-categories/area'
import { productsNav } from '@/models/products/area'
import { statusText, visibilityText } from '@/models/product-categories/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { ListSection } from '@/panels/shared/ListSection'
import { MetadataSection } from '@/panels/shared/MetadataSection'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import shared from '@/panels/shared/record-panel.module.css'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { ProductsOf } from '@/panels/collections/ProductsOf'
import styles from './product-categories.module.css'

const byRank = (a: ProductCategory, b: ProductCategory) => (a.rank ?? 0) - (b.rank ?? 0)

function CategoryPanel({ category }: { category: ProductCategory }) {
  const parent = category.parent_category
  const children = [...(category.category_children ?? [])].sort(byRank)
  return (
    <RecordPanel
      title={category.name}
      meta={`/${category.handle}${parent ? ` · under ${parent.name}` : ' · top level'} · updated ${dateTime(category.updated_at)}`}
      badges={
        <>
          <StatusBadge status={statusText(category)} /> <StatusBadge status={visibilityText(category)} />
        </>
      }
      actions={
        <>
          <CommandButton command="product-categories.update" label="Edit" />
          <CommandButton command="product-categories.create-child" label="Add sub-category" />
          <CommandButton command="product-categories.move-up" label="Move up" />
          <CommandButton command="product-categories.move-down" label="Move down" />
          <CommandButton command="product-categories.move" label="Move under…" />
          <CommandButton command="product-categories.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Handle</dt>
        <dd>/{category.handle}</dd>
        <dt>Description</dt>
        <dd>{category.description || <span className={shared.muted}>None</span>}</dd>
        <dt>Parent</dt>
        <dd>
          {parent ? <Link to={productCategoriesNav.routes.record(parent.id)}>{parent.name}</Link> : <span className={shared.muted}>None: a top-level category</span>}
        </dd>
        <dt>Status</dt>
        <dd>{category.is_active ? 'Active' : 'Inactive'}</dd>
        <dt>Visibility</dt>
        <dd>{category.is_internal ? 'Internal: only the admin sees it' : 'Public: storefronts see it'}</dd>
      </dl>
      <ListSection
        title="Sub-categories"
        actions={<CommandButton command="product-categories.create-child" label="Add" variant="ghost" subject="sub-category" />}
        items={children.map((c) => ({
          id: c.id,
          name: (
            <>
              <Link to={productCategoriesNav.routes.record(c.id)}>{c.name}</Link> <span className={shared.muted}>/{c.handle}</span>
            </>
          ),
        }))}
        empty="No sub-categories"
      />
      {/* The category's own products (not its sub-categories'). */}
      <ProductsOf
        id="category-products"
        owner={category.name}
        productsAtom={(query) => categoryProductsAtom({ id: category.id, query })}
        add="product-categories.add-products"
        remove="product-categories.remove-products"
        filteredTable={productsNav.routes.list({ category_id: category.id })}
      />
      <MetadataSection metadata={category.metadata} className={styles.section} />
    </RecordPanel>
  )
}

/** One category: its fields, its place in the tree, its sub-categories and its products. */
export function CategoryDetail({ id }: { id: string }) {
  const detail = useAtomValue(categoryDetailAtom(id))
  return (
    <RecordDetail noun="category" kind="product-category" id={id} query={detail} entity={detail.data?.product_category}>
      {(category) => <CategoryPanel category={category} />}
    </RecordDetail>
  )
}
