import { productCommands as productRecordCommands } from './products'
import { productVariantCommands } from './variants'

/** Products with their variants and options. */
export const productCommands = [...productRecordCommands, ...productVariantCommands] as const
