import { defineSettingsSection } from '@/models/core/nav'

export const taxRatesSettings = defineSettingsSection({
  section: 'tax-rates',
  label: 'Tax rates',
  keywords: ['tax', 'vat', 'reduced rate', 'product types', 'overrides'],
})
