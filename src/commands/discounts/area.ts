import { defineNav } from '@/commands/core/nav'

export const discountsNav = defineNav({ domain: 'discounts', label: 'Discounts', hotkey: 'g i', keywords: ['promotions', 'coupons', 'codes', 'vouchers'] })
