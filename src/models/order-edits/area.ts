import { defineNav } from '@/models/core/nav'

export const orderEditsNav = defineNav({ domain: 'order-edits', label: 'Order edits', hotkey: 'g e', keywords: ['edits', 'changed orders'] })
