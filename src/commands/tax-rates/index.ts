import { defineSettingsArea } from '@/commands/core/area'
import { taxRatesSettings } from '@/models/tax-rates/area'
import { createTaxRate, deleteTaxRate, editTaxRate } from './rates'
import {
  addTaxRateProducts,
  addTaxRateProductTypes,
  addTaxRateShippingOptions,
  removeTaxRateProducts,
  removeTaxRateProductTypes,
  removeTaxRateShippingOptions,
} from './targets'
import { inGroup } from '@/commands/core/define'

/** 'Go to settings: tax rates'. */
export const taxRatesArea = defineSettingsArea(taxRatesSettings)

/** Tax rates per region and what each applies to (products, product types, shipping options). */
export const taxRateCommands = inGroup('Tax rates', [
  taxRatesArea.list,
  createTaxRate,
  editTaxRate,
  deleteTaxRate,
  addTaxRateProducts,
  removeTaxRateProducts,
  addTaxRateProductTypes,
  removeTaxRateProductTypes,
  addTaxRateShippingOptions,
  removeTaxRateShippingOptions,
])
