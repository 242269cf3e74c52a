import { requestFocusAtom } from '@/atoms/core/focusRequest'
import type { EntityKind } from '@/models/core/context'
import { defineCommand } from './define'

interface FocusPartOptions<Id extends string> {
  id: Id
  /** 'Focus prices': listed in the palette and on the '?' sheet. */
  title: string
  hotkey: string
  /** The record kind whose panel holds the part: the key works while such a record is open. */
  scope: EntityKind
  /** The part's name, as the panel's `useFocusRequest` knows it. */
  target: string
  keywords?: readonly string[]
}

/**
 * A key that moves the keyboard focus to a part of the open panel (a grid, a sub-table): one key
 * instead of tabbing through the panel's buttons. The command only asks; the panel focuses.
 */
export function focusPart<const Id extends string>({ target, scope, ...rest }: FocusPartOptions<Id>) {
  return defineCommand({
    ...rest,
    scope,
    when: (ctx) => ctx.focus?.kind === scope,
    reads: true,
    run: async (_args, { store }) => {
      store.set(requestFocusAtom, target)
    },
  })
}
