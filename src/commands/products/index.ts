import { productCommands as productRecordCommands } from './products'
import { productOrganizeCommands } from './organize'
import { productCategoryCommands } from './categories'
import { productVariantCommands } from './variants'
import { productImageCommands } from './images'
import { productBulkCommands } from './bulk'
import { productAttributeCommands, variantAttributeCommands } from './attributes'
import { productCopyCommands, variantOrderCommands } from './duplicate'
import { productImportTemplateCommands } from './import-template'
import { productRegionPriceCommands } from './region-prices'

/** Products with their variants and options. */
export const productCommands = [
  ...productRecordCommands,
  ...productOrganizeCommands,
  ...productCategoryCommands,
  ...productAttributeCommands,
  ...productCopyCommands,
  ...productVariantCommands,
  ...productRegionPriceCommands,
  ...variantAttributeCommands,
  ...variantOrderCommands,
  ...productImageCommands,
  ...productBulkCommands,
  ...productImportTemplateCommands,
] as const
