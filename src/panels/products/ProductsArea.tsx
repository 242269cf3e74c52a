import { Route } from 'react-router-dom'
import { SplitArea } from '@/panels/shared/SplitArea'
import { SplitView } from '@/panels/shared/table'
import { ProductDetail } from './ProductDetail'
import { ProductsTable } from './ProductsTable'
import { TaxonomyPanel } from './TaxonomyPanel'

/**
 * /a/products/*: the table with the open product beside it. The tags-and-types panel also opens
 * beside the table: its tags filter the table, and the bulk edits act on the table's rows.
 */
export default function ProductsArea() {
  return (
    <SplitArea
      basePath="/a/products"
      detailLabel="Product"
      table={ProductsTable}
      detail={ProductDetail}
      routes={
        <Route
          path="taxonomy"
          element={
            <SplitView basePath="/a/products" detailLabel="Tags and types" detail={<TaxonomyPanel />}>
              <ProductsTable detailOpen />
            </SplitView>
          }
        />
      }
    />
  )
}
