import { defineNav } from '@/models/core/nav'

export const settingsNav = defineNav({ domain: 'settings', label: 'Settings', hotkey: 'g s', keywords: ['preferences', 'analytics', 'account'] })
