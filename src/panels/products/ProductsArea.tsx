import { Route } from 'react-router-dom'
import { productsNav } from '@/models/products/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { SplitView } from '@/panels/shared/table'
import { ProductDetail } from './ProductDetail'
import { ProductsTable } from './ProductsTable'
import { TaxonomyPanel } from './TaxonomyPanel'

/**
 * The products area: the table with the open product beside it. The tags-and-types panel also opens
 * beside the table: its tags filter the table, and the bulk edits act on the table's rows.
 */
export default function ProductsArea() {
  return (
    <SplitArea
      routes={productsNav.routes}
      detailLabel="Product"
      table={ProductsTable}
      detail={ProductDetail}
      pages={
        <Route
          path="taxonomy"
          element={
            <SplitView routes={productsNav.routes} detailLabel="Tags and types" detail={<TaxonomyPanel />}>
              <ProductsTable detailOpen />
            </SplitView>
          }
        />
      }
    />
  )
}
