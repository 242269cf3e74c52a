import { SplitArea } from '@/panels/shared/SplitArea'
import { TaxRateDetail } from './TaxRateDetail'
import { TaxRatesTable } from './TaxRatesTable'

/** /a/settings/tax-rates/*: the rates per region, the open rate beside them. */
export default function TaxRatesSection() {
  return <SplitArea basePath="/a/settings/tax-rates" detailLabel="Tax rate" table={TaxRatesTable} detail={TaxRateDetail} />
}
