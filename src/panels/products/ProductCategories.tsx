import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { featureFlagsAtom } from '@/atoms/core/store'
import { productCategoriesOfAtom } from '@/atoms/product-categories/keys'
import { CATEGORIES_FLAG, productCategoriesNav } from '@/models/product-categories/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { ListSection } from '@/panels/shared/ListSection'
import shared from '@/panels/shared/record-panel.module.css'

/**
 * A product's categories, each a link to its panel, with "Set categories". Read on their own: the
 * product panel's request names its relations, which leaves categories out. Shown only while the
 * store serves categories (its feature flag).
 */
export function ProductCategories({ productId }: { productId: string }) {
  const on = useAtomValue(featureFlagsAtom)[CATEGORIES_FLAG] === true
  return on ? <CategoriesOf productId={productId} /> : null
}

function CategoriesOf({ productId }: { productId: string }) {
  const categories = useAtomValue(productCategoriesOfAtom(productId))
  const items = (categories.data ?? []).map((c) => ({
    id: c.id,
    name: (
      <>
        <Link to={productCategoriesNav.routes.record(c.id)}>{c.name}</Link> <span className={shared.muted}>/{c.handle}</span>
      </>
    ),
  }))
  return (
    <ListSection
      title="Categories"
      actions={<CommandButton command="products.set-categories" args={{ productId }} label="Set categories" variant="ghost" />}
      items={items}
      empty={categories.isPending ? 'Loading categories…' : categories.error ? 'Its categories could not be read' : 'In no category'}
    />
  )
}
