import { defineSettingsSection } from '@/commands/core/nav'

export const appsSettings = defineSettingsSection({ section: 'apps', label: 'Apps', keywords: ['oauth', 'integrations', 'plugins', 'authorize'] })
