import { SplitArea } from '@/panels/shared/SplitArea'
import { SalesChannelDetail } from './SalesChannelDetail'
import { SalesChannelsTable } from './SalesChannelsTable'

/** /a/sales-channels/*: the channels table with the open channel beside it. */
export default function SalesChannelsArea() {
  return <SplitArea basePath="/a/sales-channels" detailLabel="Sales channel" table={SalesChannelsTable} detail={SalesChannelDetail} />
}
