import { defineNav } from '@/commands/core/nav'

export const productsNav = defineNav({ domain: 'products', label: 'Products', hotkey: 'g p', keywords: ['catalog', 'inventory'] })
