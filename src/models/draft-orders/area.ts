import { defineNav } from '@/models/core/nav'

export const draftOrdersNav = defineNav({ domain: 'draft-orders', label: 'Draft orders', hotkey: 'g d', keywords: ['drafts', 'manual orders', 'quotes'] })
