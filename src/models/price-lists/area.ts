import { defineNav } from '@/models/core/nav'

export const priceListsNav = defineNav({ domain: 'price-lists', label: 'Price lists', hotkey: 'g r', keywords: ['sale', 'pricing', 'override', 'prices'] })
