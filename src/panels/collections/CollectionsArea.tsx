import { SplitArea } from '@/panels/shared/SplitArea'
import { CollectionDetail } from './CollectionDetail'
import { CollectionsTable } from './CollectionsTable'

/** /a/collections/*: the collections table with the open collection beside it. */
export default function CollectionsArea() {
  return <SplitArea basePath="/a/collections" detailLabel="Collection" table={CollectionsTable} detail={CollectionDetail} />
}
