import { defineNav } from '@/models/core/nav'

export const ordersNav = defineNav({ domain: 'orders', label: 'Orders', hotkey: 'g o', keywords: ['sales', 'purchases'] })
