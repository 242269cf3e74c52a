import { SplitArea } from '@/panels/shared/SplitArea'
import { ShippingProfileDetail } from './ShippingProfileDetail'
import { ShippingProfilesTable } from './ShippingProfilesTable'

/** /a/settings/shipping-profiles/*: the profiles, the open one beside them. */
export default function ShippingProfilesSection() {
  return <SplitArea basePath="/a/settings/shipping-profiles" detailLabel="Shipping profile" table={ShippingProfilesTable} detail={ShippingProfileDetail} />
}
