import { atom } from 'jotai'
import { sessionAtom } from './session'
import type { AppStore } from './jobs'
import { featureFlagsAtom, storeModulesAtom } from './store'

/**
 * The entities a panel can focus and a command can be about: each domain's model adds its record
 * kinds by module augmentation (models/<domain>/entity.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EntityMap {}
export type EntityKind = keyof EntityMap

/** The entity the operator is looking at, with its data once loaded (for `when`). */
export type Focus = {
  [K in EntityKind]: {
    kind: K
    id: string
    entity?: EntityMap[K]
    /**
     * Parts of the record still on their way (an order's returns, swaps and claims follow its first
     * paint): a command started now waits for them, since its defaults read them (focusSettled).
     */
    partial?: boolean
  }
}[EntityKind]

export interface Selection {
  kind: EntityKind
  ids: readonly string[]
  /** The selected rows as the table shows them: a bulk run names each by them. */
  records?: readonly { id: string }[]
}

/**
 * The table the operator is looking at: its kind, its list query without paging, how many rows match
 * and a short description of its filter ('has account, VIP'). A command can act on every matching
 * row ("Add 312 customers matching 'has account' to VIP") without the table's code.
 */
export interface ListView {
  kind: EntityKind
  query: Readonly<Record<string, unknown>>
  count: number
  description: string
}

/** Set by the open detail panel (or the focused table row). */
export const focusAtom = atom<Focus | null>(null)
/**
 * Resolves once the focus is whole (no part of the record on its way), or after `maxMs` (a slow
 * answer: the command then asks what it would otherwise have taken from the record).
 */
export function focusSettled(store: AppStore, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => !store.get(focusAtom)?.partial
    if (settled()) return resolve()
    const done = () => {
      unsubscribe()
      clearTimeout(timer)
      resolve()
    }
    const unsubscribe = store.sub(focusAtom, () => settled() && done())
    const timer = setTimeout(done, maxMs)
  })
}

/** Set by the table whose rows are selected. */
export const selectionAtom = atom<Selection | null>(null)
/** Set by the list panel on screen, cleared when it goes (see ListView). */
export const listViewAtom = atom<ListView | null>(null)
/** Unsaved edits a panel holds (a price grid's cells), by the record they belong to: commands preview and send them. */
export const draftsAtom = atom<Readonly<Record<string, unknown>>>({})

/** What commands see of where they run (structurally the commands layer's CommandContext). */
export const commandContextAtom = atom((get) => {
  const session = get(sessionAtom)
  return {
    focus: get(focusAtom),
    selection: get(selectionAtom),
    list: get(listViewAtom) ?? undefined,
    drafts: get(draftsAtom),
    flags: get(featureFlagsAtom),
    modules: get(storeModulesAtom),
    user: session.isLoggedIn
      ? { id: session.id, email: session.email, first_name: session.first_name, last_name: session.last_name }
      : null,
  }
})
