import { defineSettingsSection } from '@/models/core/nav'

export const returnReasonsSettings = defineSettingsSection({
  section: 'return-reasons',
  label: 'Return reasons',
  keywords: ['returns', 'reason', 'why', 'claims'],
})
