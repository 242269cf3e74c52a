import { defineNav } from '@/models/core/nav'

/**
 * The Activity area: the operator's journal of command runs on this store (kept in this browser).
 * `g w` ("who did what"): `a` is the add key of many record panels, which a `g a` would also fire.
 */
export const activityNav = defineNav({ domain: 'activity', label: 'Activity', hotkey: 'g w', keywords: ['journal', 'history', 'log', 'audit', 'changes', 'who changed'] })
