import { jobSummary } from '@/atoms/batch-jobs/keys'
import { toast } from '@/commands/core/define'
import { counted } from '@/models/core/text'
import { defineImport } from './importFlow'
import { checkProductCsv } from './product-csv'
import { outcomeOf } from './run'

/**
 * The product import (a `product-import` job): the dry run's confirming option is Medusa's summary
 * ("There will be 3 products created (0 updated)…"), and its hint what the file holds.
 */
export const importProducts = defineImport({
  id: 'batch-jobs.import-products',
  title: 'Import products from CSV',
  keywords: ['upload', 'csv', 'spreadsheet', 'batch job', 'bulk create', 'bulk update', 'dry run'],
  before: {},
  columns: 'Medusa’s product columns (“Product Handle”, “Product Title”, “Variant SKU”, “Price EUR”…); prices in major units',
  check: checkProductCsv,
  target: () => ({ type: 'product-import' }),
  plan: ({ rows, products }) => ({ rows, products }),
  offer: ({ summary, plan }) => ({ label: summary.join(' ') || `${counted(plan.rows, 'line')} checked`, hint: `${counted(plan.products, 'product')} in ${counted(plan.rows, 'line')}` }),
  question: ({ summary }) => `${summary.join(' ') || 'Import this file?'} Import now?`,
  importing: () => ({ title: 'Importing products', noun: 'products and variants', outcome: outcomeOf }),
  ended: (job) => (job.status === 'completed' ? toast(outcomeOf(job), jobSummary(job).join(' ')) : undefined),
})
