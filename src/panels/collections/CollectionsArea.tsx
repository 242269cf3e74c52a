import { collectionsNav } from '@/models/collections/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { CollectionDetail } from './CollectionDetail'
import { CollectionsTable } from './CollectionsTable'

/** The collections area: the collections table with the open collection beside it. */
export default function CollectionsArea() {
  return <SplitArea routes={collectionsNav.routes} detailLabel="Collection" table={CollectionsTable} detail={CollectionDetail} />
}
