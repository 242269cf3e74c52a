import { defineNav } from '@/models/core/nav'

export const notificationsNav = defineNav({ domain: 'notifications', label: 'Notifications', hotkey: 'g n', keywords: ['emails', 'sent', 'messages'] })
