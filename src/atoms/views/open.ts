import { queryClientAtom } from 'jotai-tanstack-query'
import type { AppStore } from '@/atoms/core/query'
import { droppedMessage, referencedIds, viewHref, withoutIds, type ListedView } from './format'
import { namesOf, openedViewAtom } from './views'

/**
 * Gets a view ready to open and returns its path: the records its filter names are read first, and
 * a filter value naming one that is gone (a deleted region, a removed group) is dropped, and said
 * (the table shows why). The table of its area applies its columns when it sees the opened view.
 */
export async function openView(store: AppStore, view: ListedView): Promise<string> {
  const ids = referencedIds(view.search)
  // Named records are checked only when there are any: most views open without a request of their own.
  const present = ids.length ? await namesOf(ids, store.get(queryClientAtom)) : {}
  const gone = ids.filter((id) => !(id in present))
  const search = withoutIds(view.search, gone)
  store.set(openedViewAtom, {
    id: view.id,
    area: view.area,
    search,
    columns: view.columns,
    dropped: gone.length ? droppedMessage(view, gone) : undefined,
    seq: (store.get(openedViewAtom)?.seq ?? 0) + 1,
  })
  return viewHref({ path: view.path, search })
}
