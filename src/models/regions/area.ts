import { defineSettingsSection } from '@/models/core/nav'

export const regionsSettings = defineSettingsSection({
  section: 'regions',
  label: 'Regions',
  keywords: ['countries', 'markets', 'payment providers', 'fulfillment providers', 'tax rate', 'can sell', 'setup'],
})
