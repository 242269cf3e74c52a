import { dynamicCodeCommands } from './codes'
import { discountConditionCommands } from './conditions'
import { discountRecordCommands } from './discounts'
import { duplicateDiscountCommands } from './duplicate'
import { discountRegionCommands } from './regions'

/** Discounts with their regions and conditions (dynamic codes add their own line). */
export const discountCommands = [
  ...discountRecordCommands,
  ...duplicateDiscountCommands,
  ...discountRegionCommands,
  ...discountConditionCommands,
  ...dynamicCodeCommands,
] as const
