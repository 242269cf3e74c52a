import { defineNav } from '@/models/core/nav'

/** Medusa serves order edits only with this feature flag on (on by default in 1.20): the nav entry and the area's commands follow it. */
export const ORDER_EDITING_FLAG = 'order_editing'

export const orderEditsNav = defineNav({ domain: 'order-edits', label: 'Order edits', hotkey: 'g e', keywords: ['edits', 'changed orders'], flag: ORDER_EDITING_FLAG })
