import { defineNav } from '@/models/core/nav'

export const customersNav = defineNav({ domain: 'customers', label: 'Customers', hotkey: 'g c', keywords: ['clients', 'buyers', 'accounts', 'people'] })
