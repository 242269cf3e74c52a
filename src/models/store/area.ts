import { defineSettingsSection } from '@/models/core/nav'

export const storeSettings = defineSettingsSection({
  section: 'store',
  label: 'Store',
  keywords: ['store details', 'name', 'currencies', 'default currency', 'link templates', 'payment providers', 'tax providers', 'feature flags'],
})
