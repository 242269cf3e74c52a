import { defineSettingsSection } from '@/models/core/nav'

export const shippingOptionsSettings = defineSettingsSection({
  section: 'shipping-options',
  label: 'Shipping options',
  keywords: ['shipping', 'delivery', 'rates', 'returns', 'fulfillment', 'carrier'],
})

export const shippingProfilesSettings = defineSettingsSection({
  section: 'shipping-profiles',
  label: 'Shipping profiles',
  keywords: ['shipping', 'profile', 'gift card', 'products'],
})
