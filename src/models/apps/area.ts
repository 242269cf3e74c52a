import { defineSettingsSection } from '@/models/core/nav'

export const appsSettings = defineSettingsSection({ section: 'apps', label: 'Apps', keywords: ['oauth', 'integrations', 'plugins', 'authorize'] })
