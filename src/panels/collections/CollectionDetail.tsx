import { useAtomValue } from 'jotai'
import { collectionDetailAtom, collectionProductsAtom, type CountedCollection } from '@/atoms/collections/keys'
import { productsText } from '@/models/collections/entity'
import { productsNav } from '@/models/products/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { MetadataSection } from '@/panels/shared/MetadataSection'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { dateOnly } from '@/panels/shared/format'
import { ProductsOf } from './ProductsOf'
import styles from './collections.module.css'

function CollectionPanel({ collection }: { collection: CountedCollection }) {
  return (
    <RecordPanel
      title={collection.title}
      meta={`/${collection.handle ?? ''} · ${productsText(collection.product_count) ?? '… products'} · updated ${dateOnly(collection.updated_at)}`}
      actions={
        <>
          <CommandButton command="collections.update" label="Edit" />
          <CommandButton command="collections.delete" label="Delete" />
        </>
      }
    >
      <MetadataSection metadata={collection.metadata} className={styles.section} />
      <ProductsOf
        id="collection-products"
        owner={collection.title}
        productsAtom={(query) => collectionProductsAtom({ id: collection.id, query })}
        add="collections.add-products"
        remove="collections.remove-products"
        filteredTable={productsNav.routes.list({ collection_id: collection.id })}
      />
    </RecordPanel>
  )
}

/** The collection panel: title, handle, metadata and its products, each action a registered command. */
export function CollectionDetail({ id }: { id: string }) {
  const detail = useAtomValue(collectionDetailAtom(id))
  return (
    <RecordDetail noun="collection" kind="collection" id={id} query={detail} entity={detail.data?.collection}>
      {(collection) => <CollectionPanel collection={collection} />}
    </RecordDetail>
  )
}
