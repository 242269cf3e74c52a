import { taxRatesSettings } from '@/models/tax-rates/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { TaxRateDetail } from './TaxRateDetail'
import { TaxRatesTable } from './TaxRatesTable'

/** The tax rates settings section: the rates per region, the open rate beside them. */
export default function TaxRatesSection() {
  return <SplitArea routes={taxRatesSettings.routes} detailLabel="Tax rate" table={TaxRatesTable} detail={TaxRateDetail} />
}
