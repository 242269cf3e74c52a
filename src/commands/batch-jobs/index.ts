import { exportOrders, exportProducts } from './exports'
import { importProducts } from './import'
import { batchJobRecordCommands } from './jobs'
import { importPriceListPrices } from './price-list-import'
import { inGroup } from '@/commands/core/define'

/** Batch jobs: order and product exports, the product import (Medusa's dry-run flow, importFlow.ts), the price-list import (the console's own dry run and batch writes), and the jobs area. */
export const batchJobCommands = inGroup('Jobs', [...batchJobRecordCommands, exportOrders, exportProducts, importProducts, importPriceListPrices])
