import { SplitArea } from '@/panels/shared/SplitArea'
import { ShippingOptionDetail } from './ShippingOptionDetail'
import { ShippingOptionsTable } from './ShippingOptionsTable'

/** /a/settings/shipping-options/*: the options of every region (or one), the open option beside them. */
export default function ShippingOptionsSection() {
  return <SplitArea basePath="/a/settings/shipping-options" detailLabel="Shipping option" table={ShippingOptionsTable} detail={ShippingOptionDetail} />
}
