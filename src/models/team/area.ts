import { defineSettingsSection } from '@/models/core/nav'

export const teamSettings = defineSettingsSection({ section: 'team', label: 'Team', keywords: ['users', 'invites', 'staff', 'members', 'accounts', 'roles'] })
