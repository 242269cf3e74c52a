import { Route } from 'react-router-dom'
import { SplitArea } from '@/panels/shared/SplitArea'
import { ProductDetail } from './ProductDetail'
import { ProductsTable } from './ProductsTable'
import { TaxonomyPanel } from './TaxonomyPanel'

/** /a/products/*: the table with the open product beside it, and the tags-and-types panel. */
export default function ProductsArea() {
  return (
    <SplitArea
      basePath="/a/products"
      detailLabel="Product"
      table={ProductsTable}
      detail={ProductDetail}
      routes={<Route path="taxonomy" element={<TaxonomyPanel />} />}
    />
  )
}
