import { focusPart } from '@/commands/core/focus'
import { inGroup } from '@/commands/core/define'

/** `p` on an open price list: the grid's focused cell takes the keyboard (typing then edits it). */
export const focusPrices = focusPart({
  id: 'price-lists.focus-prices',
  title: 'Focus prices',
  keywords: ['grid', 'edit prices', 'cells', 'jump'],
  hotkey: 'p',
  scope: 'price-list',
  target: 'prices',
})

export const priceListFocusCommands = inGroup('Price lists', [focusPrices] as const)
