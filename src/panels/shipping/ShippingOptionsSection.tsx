import { shippingOptionsSettings } from '@/models/shipping/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { ShippingOptionDetail } from './ShippingOptionDetail'
import { ShippingOptionsTable } from './ShippingOptionsTable'

/** The shipping options settings section: the options of every region (or one), the open option beside them. */
export default function ShippingOptionsSection() {
  return <SplitArea routes={shippingOptionsSettings.routes} detailLabel="Shipping option" table={ShippingOptionsTable} detail={ShippingOptionDetail} />
}
