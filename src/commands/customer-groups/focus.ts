import { focusPart } from '@/commands/core/focus'

/** `t` on an open customer group: its customers table takes the keyboard (j/k, x, Enter). */
export const focusGroupCustomers = focusPart({
  id: 'customer-groups.focus-customers',
  title: 'Focus group customers',
  keywords: ['members', 'table', 'jump'],
  hotkey: 't',
  scope: 'customer-group',
  target: 'customers',
})
