import { productCommands as productRecordCommands } from './products'
import { productVariantCommands } from './variants'
import { productImageCommands } from './images'
import { productBulkCommands } from './bulk'

/** Products with their variants and options. */
export const productCommands = [...productRecordCommands, ...productVariantCommands, ...productImageCommands, ...productBulkCommands] as const
