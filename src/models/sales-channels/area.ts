import { defineNav } from '@/models/core/nav'

export const salesChannelsNav = defineNav({ domain: 'sales-channels', label: 'Sales channels', hotkey: 'g h', keywords: ['channels', 'storefronts', 'marketplaces', 'pos'] })
