import { focusPart } from '@/commands/core/focus'
import { inGroup } from '@/commands/core/define'

/** `t` on an open collection: its products table takes the keyboard (j/k, x, Enter). */
export const focusCollectionProducts = focusPart({
  id: 'collections.focus-products',
  title: 'Focus collection products',
  keywords: ['table', 'jump'],
  hotkey: 't',
  scope: 'collection',
  target: 'products',
})

export const collectionFocusCommands = inGroup('Collections', [focusCollectionProducts] as const)
