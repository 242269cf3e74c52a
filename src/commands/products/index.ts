import { productCommands as productRecordCommands } from './products'
import { productVariantCommands } from './variants'
import { productImageCommands } from './images'
import { productBulkCommands } from './bulk'
import { productAttributeCommands, variantAttributeCommands } from './attributes'
import { productCopyCommands, variantOrderCommands } from './duplicate'

/** Products with their variants and options. */
export const productCommands = [
  ...productRecordCommands,
  ...productAttributeCommands,
  ...productCopyCommands,
  ...productVariantCommands,
  ...variantAttributeCommands,
  ...variantOrderCommands,
  ...productImageCommands,
  ...productBulkCommands,
] as const
