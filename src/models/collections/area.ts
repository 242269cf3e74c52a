import { defineNav } from '@/models/core/nav'

export const collectionsNav = defineNav({ domain: 'collections', label: 'Collections', hotkey: 'g l', keywords: ['catalog', 'lookbook', 'season', 'range'] })
