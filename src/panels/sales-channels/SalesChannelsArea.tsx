import { salesChannelsNav } from '@/models/sales-channels/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { SalesChannelDetail } from './SalesChannelDetail'
import { SalesChannelsTable } from './SalesChannelsTable'

/** The sales channels area: the channels table with the open channel beside it. */
export default function SalesChannelsArea() {
  return <SplitArea routes={salesChannelsNav.routes} detailLabel="Sales channel" table={SalesChannelsTable} detail={SalesChannelDetail} />
}
