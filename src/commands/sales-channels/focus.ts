import { focusPart } from '@/commands/core/focus'
import { inGroup } from '@/commands/core/define'

/** `t` on an open sales channel: its products table takes the keyboard (j/k, x, Enter). */
export const focusChannelProducts = focusPart({
  id: 'sales-channels.focus-products',
  title: 'Focus sales channel products',
  keywords: ['table', 'jump'],
  hotkey: 't',
  scope: 'sales-channel',
  target: 'products',
})

export const salesChannelFocusCommands = inGroup('Sales channels', [focusChannelProducts] as const)
