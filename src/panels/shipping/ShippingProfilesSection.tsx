import { shippingProfilesSettings } from '@/models/shipping/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { ShippingProfileDetail } from './ShippingProfileDetail'
import { ShippingProfilesTable } from './ShippingProfilesTable'

/** The shipping profiles settings section: the profiles, the open one beside them. */
export default function ShippingProfilesSection() {
  return <SplitArea routes={shippingProfilesSettings.routes} detailLabel="Shipping profile" table={ShippingProfilesTable} detail={ShippingProfileDetail} />
}
