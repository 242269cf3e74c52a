import { Route, Routes, useParams } from 'react-router-dom'
import { SplitView } from '@/panels/shared/table'
import { ProductDetail } from './ProductDetail'
import { ProductsTable } from './ProductsTable'
import { TaxonomyPanel } from './TaxonomyPanel'

function ProductsSplit() {
  const { productId } = useParams()
  return (
    <SplitView detailLabel="Product" basePath="/a/products" detail={productId ? <ProductDetail key={productId} id={productId} /> : undefined}>
      <ProductsTable detailOpen={Boolean(productId)} />
    </SplitView>
  )
}

/** /a/products/*: the table with the open product beside it, and the tags-and-types panel. */
export default function ProductsArea() {
  return (
    <Routes>
      <Route path="taxonomy" element={<TaxonomyPanel />} />
      <Route path=":productId?" element={<ProductsSplit />} />
    </Routes>
  )
}
