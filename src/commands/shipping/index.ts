import { defineSettingsArea } from '@/commands/core/area'
import { shippingOptionsSettings, shippingProfilesSettings } from '@/models/shipping/area'
import { createShippingOption, deleteShippingOption, editShippingOption, toggleShippingOptionAdminOnly } from './options'
import { shippingIncludesTaxCommands } from './includes-tax'
import { createShippingProfile, deleteShippingProfile, editShippingProfile } from './profiles'
import { inGroup } from '@/commands/core/define'

/** 'Go to settings: shipping options' and '…: shipping profiles'. */
export const shippingOptionsArea = defineSettingsArea(shippingOptionsSettings)
export const shippingProfilesArea = defineSettingsArea(shippingProfilesSettings)

/** Shipping options per region (create from the region's fulfillment options, edit, admin only, delete) and shipping profiles. */
export const shippingCommands = inGroup('Shipping', [
  shippingOptionsArea.list,
  createShippingOption,
  editShippingOption,
  toggleShippingOptionAdminOnly,
  deleteShippingOption,
  ...shippingIncludesTaxCommands,
  shippingProfilesArea.list,
  createShippingProfile,
  editShippingProfile,
  deleteShippingProfile,
])
