import { exportOrders, exportProducts } from './exports'
import { importProducts } from './import'
import { batchJobRecordCommands } from './jobs'
import { importPriceListPrices } from './price-list-import'
import { inGroup } from '@/commands/core/define'

/** Batch jobs: order and product exports, the product and price-list imports (one dry-run flow, importFlow.ts), and the jobs area. */
export const batchJobCommands = inGroup('Jobs', [...batchJobRecordCommands, exportOrders, exportProducts, importProducts, importPriceListPrices])
