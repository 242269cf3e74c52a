import { defineNav } from '@/models/core/nav'

/** Medusa serves sales channels only with this feature flag on (on by default in 1.20): the nav entry and the area's commands follow it. */
export const SALES_CHANNELS_FLAG = 'sales_channels'

export const salesChannelsNav = defineNav({
  domain: 'sales-channels',
  label: 'Sales channels',
  hotkey: 'g h',
  keywords: ['channels', 'storefronts', 'marketplaces', 'pos'],
  flag: SALES_CHANNELS_FLAG,
})
