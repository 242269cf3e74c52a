import { productCategoriesNav } from '@/models/product-categories/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { CategoryDetail } from './CategoryDetail'
import { CategoriesTable } from './CategoriesTable'

/** The categories area: the category tree with the open category beside it. */
export default function CategoriesArea() {
  return <SplitArea routes={productCategoriesNav.routes} detailLabel="Category" table={CategoriesTable} detail={CategoryDetail} />
}
