import { atom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import type { AppStore } from '@/atoms/core/query'
import { openView } from '@/atoms/views/open'
import { savedViewsAtom } from '@/atoms/views/views'
import { defineCommand, erase, openPanel, type AnyCommand } from '@/commands/core/define'

export const VIEWS_GROUP = 'Views'

/** "View: Unfulfilled EU orders": one palette entry per saved view, opening its area with it. */
export const viewPaletteCommandsAtom = atom((get): AnyCommand[] =>
  get(savedViewsAtom).views.map((view) =>
    erase(
      defineCommand({
        id: `views.open.${view.id}`,
        title: `View: ${view.name}`,
        group: VIEWS_GROUP,
        keywords: ['saved view', view.area.replaceAll('-', ' '), ...(view.scope === 'shared' ? ['shared', 'team'] : [])],
        run: async (_args, { store }) => openPanel(await openView(store, view)),
      }),
    ),
  ),
)

/** The query client of the store a command runs in. */
export const queryClientOf = (store: AppStore) => store.get(queryClientAtom)
