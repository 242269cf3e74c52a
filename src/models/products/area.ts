import { defineNav } from '@/models/core/nav'

export const productsNav = defineNav({ domain: 'products', label: 'Products', hotkey: 'g p', keywords: ['catalog', 'inventory'] })
