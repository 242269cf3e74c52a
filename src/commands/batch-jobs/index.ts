import { exportOrders, exportProducts } from './exports'
import { importProducts } from './import'
import { batchJobRecordCommands } from './jobs'
import { importPriceListPrices } from './price-list-import'

/** Batch jobs: order and product exports, the product import with its dry run, and the jobs area. */
export const batchJobCommands = [...batchJobRecordCommands, exportOrders, exportProducts, importProducts, importPriceListPrices] as const
