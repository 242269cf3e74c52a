import { defineNav } from '@/models/core/nav'

/** The Queues area: the ready-made work queues, and any list opened as one (`g q`). */
export const queuesNav = defineNav({ domain: 'queues', label: 'Queues', hotkey: 'g q', keywords: ['triage', 'work through', 'one at a time', 'inbox'] })
