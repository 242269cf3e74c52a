import { defineNav } from '@/models/core/nav'

export const customerGroupsNav = defineNav({ domain: 'customer-groups', label: 'Customer groups', hotkey: 'g u', keywords: ['segments', 'tiers', 'vip'] })
