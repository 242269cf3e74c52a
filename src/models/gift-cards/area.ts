import { defineNav } from '@/models/core/nav'

export const giftCardsNav = defineNav({ domain: 'gift-cards', label: 'Gift cards', hotkey: 'g g', keywords: ['vouchers', 'store credit'] })
