import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { customerGroups } from '@/api/admin/customer-groups'
import { productCategories } from '@/api/admin/product-categories'
import { regions } from '@/api/admin/regions'
import { salesChannels } from '@/api/admin/sales-channels'
import { store } from '@/api/admin/store'
import { users } from '@/api/admin/users'
import { isMedusaApiError } from '@/api/client'
import { listCount } from '@/api/views/count'
import { collectionQueries } from '@/atoms/collections/keys'
import { sessionAtom } from '@/atoms/core/session'
import { backgroundDataReadyAtom } from '@/atoms/core/store'
import {
  COUNT_PATHS,
  parseViews,
  referenceKind,
  serializeViews,
  VIEWS_METADATA_KEY,
  type ListedView,
  type ReferenceKind,
  type SavedView,
  type ViewScope,
  type ViewsChange,
  type ViewsDoc,
} from '@/atoms/views/format'

const readPersonal = async (userId: string) => parseViews((await users.retrieve(userId)).user.metadata?.[VIEWS_METADATA_KEY])
const readShared = async () => parseViews((await store.retrieve()).store.metadata?.[VIEWS_METADATA_KEY])

export const viewsQueries = {
  all: ['views'] as const,
  /** The user's own views, in their metadata (GET /admin/users/:id). */
  personal: (userId: string) =>
    queryOptions({ queryKey: [...viewsQueries.all, 'personal', userId] as const, queryFn: () => readPersonal(userId), staleTime: Infinity }),
  /** The team's views, in the store's metadata (GET /admin/store). */
  shared: () => queryOptions({ queryKey: [...viewsQueries.all, 'shared'] as const, queryFn: readShared, staleTime: Infinity }),
  /** How many records match a view (its area's list with the view's query, one row asked for). */
  count: (view: Pick<SavedView, 'area' | 'query'>) =>
    queryOptions({
      // Under the area's own key: a change that refreshes the area's lists refreshes its views' counts.
      queryKey: [view.area, 'view-count', view.query ?? {}] as const,
      queryFn: () => listCount(COUNT_PATHS[view.area] ?? '', view.query ?? {}),
      enabled: Boolean(COUNT_PATHS[view.area] && view.query),
    }),
}

// Read once, after the page's table or record has painted: the views never hold up the first paint.
const personalViewsAtom = atomWithQuery((get) => {
  const session = get(sessionAtom)
  return { ...viewsQueries.personal(session.id), enabled: session.isLoggedIn && get(backgroundDataReadyAtom) }
})
const sharedViewsAtom = atomWithQuery((get) => ({ ...viewsQueries.shared(), enabled: get(sessionAtom).isLoggedIn && get(backgroundDataReadyAtom) }))

const listed = (doc: ViewsDoc | undefined, scope: ViewScope): ListedView[] => (doc?.views ?? []).map((view) => ({ ...view, scope }))

/** Every saved view (the operator's, then the team's), the operator's default per area, and whether both are read. */
export const savedViewsAtom = atom((get) => {
  const personal = get(personalViewsAtom)
  const shared = get(sharedViewsAtom)
  return {
    views: [...listed(personal.data, 'personal'), ...listed(shared.data, 'shared')],
    defaults: personal.data?.defaults ?? {},
    loaded: personal.data !== undefined && shared.data !== undefined,
  }
})

/** The views as the query cache holds them (for commands, which see the store's query client). */
export function cachedViews(queryClient: QueryClient, userId: string | undefined): { views: ListedView[]; defaults: Record<string, string> } {
  const personal = userId ? queryClient.getQueryData(viewsQueries.personal(userId).queryKey) : undefined
  const shared = queryClient.getQueryData(viewsQueries.shared().queryKey)
  return { views: [...listed(personal, 'personal'), ...listed(shared, 'shared')], defaults: personal?.defaults ?? {} }
}

/**
 * Changes one scope's views the way two operators saving at once both keep theirs: the metadata is
 * read again just before the write, the change applied to that copy (merged by view id), and the
 * result written as the one metadata key. Medusa merges metadata by key, so other keys stay.
 */
export async function changeViews(queryClient: QueryClient, scope: ViewScope, userId: string, change: ViewsChange): Promise<ViewsDoc> {
  const fresh = scope === 'personal' ? await readPersonal(userId) : await readShared()
  if (fresh.newer) throw new Error('These views were saved by a newer version of the console: they are left as they are.')
  const metadata = { [VIEWS_METADATA_KEY]: serializeViews(change(fresh)) }
  const written = scope === 'personal' ? (await users.update(userId, { metadata })).user.metadata : (await store.update({ metadata })).store.metadata
  const doc = parseViews(written?.[VIEWS_METADATA_KEY])
  queryClient.setQueryData(scope === 'personal' ? viewsQueries.personal(userId).queryKey : viewsQueries.shared().queryKey, doc)
  return doc
}

/** A record a filter names, read by its id; a 404 answers undefined (it was deleted). */
const readers: Record<ReferenceKind, (id: string, queryClient: QueryClient) => Promise<string>> = {
  reg: async (id) => (await regions.retrieve(id, { fields: 'id,name' })).region.name,
  cgrp: async (id) => (await customerGroups.retrieve(id)).customer_group.name,
  sc: async (id) => (await salesChannels.retrieve(id)).sales_channel.name,
  // Through the store API where Medusa allows it: the admin one sends every product of the collection.
  pcol: async (id, queryClient) => (await queryClient.fetchQuery(collectionQueries.detail(id))).collection.title,
  pcat: async (id) => (await productCategories.retrieve(id)).product_category.name,
}

async function nameOf(id: string, queryClient: QueryClient): Promise<string | undefined> {
  const kind = referenceKind(id)
  if (!kind) return undefined
  try {
    return await readers[kind](id, queryClient)
  } catch (error) {
    if (isMedusaApiError(error) && error.status === 404) return undefined
    throw error
  }
}

/** The names of the records these ids name now, by id; a record that is gone has none. */
export async function namesOf(ids: readonly string[], queryClient: QueryClient): Promise<Record<string, string>> {
  const names = await Promise.all(ids.map(async (id) => [id, await nameOf(id, queryClient)] as const))
  return Object.fromEntries(names.filter((entry): entry is readonly [string, string] => entry[1] !== undefined))
}

/** The table on screen that views are saved from and opened into (set by its Views control). */
export interface ViewsTable {
  /** The list panel's id ('orders'). */
  area: string
  /** Its list path ('/a/orders'). */
  path: string
  /** Its table id (the key of its remembered columns). */
  tableId: string
  /** The URL search on screen, without '?'. */
  search: string
  /** The columns shown, column id to shown. */
  columns: Record<string, boolean>
}
export const viewsTableAtom = atom<ViewsTable | null>(null)

/**
 * The view opened last: the table of its area applies its columns, marks it current while the URL
 * still matches it, and shows what of its filter had to be dropped. `seq` tells one opening from the next.
 */
export interface OpenedView {
  id: string
  area: string
  search: string
  columns?: Record<string, boolean>
  /** Why a part of its filter was dropped, as the operator reads it; none when it opened whole. */
  dropped?: string
  seq: number
}
export const openedViewAtom = atom<OpenedView | null>(null)

const countAtoms = new Map<string, ReturnType<typeof countAtomOf>>()
const countAtomOf = (view: Pick<SavedView, 'area' | 'query'>) =>
  atomWithQuery((get) => {
    const options = viewsQueries.count(view)
    return { ...options, enabled: options.enabled && get(backgroundDataReadyAtom) }
  })

/** The count of a view's records, asked for after the first paint (one `limit=1` request per view). */
export function viewCountAtom(view: Pick<SavedView, 'area' | 'query'>) {
  const key = JSON.stringify([view.area, view.query ?? null])
  let found = countAtoms.get(key)
  if (!found) {
    found = countAtomOf(view)
    countAtoms.set(key, found)
  }
  return found
}
