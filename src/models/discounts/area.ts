import { defineNav } from '@/models/core/nav'

export const discountsNav = defineNav({ domain: 'discounts', label: 'Discounts', hotkey: 'g i', keywords: ['promotions', 'coupons', 'codes', 'vouchers'] })
