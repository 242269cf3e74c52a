import type { QueryClient } from '@tanstack/react-query'
import type { AppStore } from '@/atoms/core/query'
import { cachedViews, changeViews, namesOf, openedViewAtom, viewsTableAtom, type ViewsTable } from '@/atoms/views/views'
import type { EntityOption } from '@/commands/core/args'
import { arg, defineCommand, openPanel, toast } from '@/commands/core/define'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { capitalize } from '@/models/core/entity'
import type { SearchTools } from '@/models/core/entity'
import {
  editView,
  newViewId,
  nextView,
  referencedIds,
  removeView,
  setDefaultView,
  upsertView,
  viewSearchOf,
  type ListedView,
  type SavedView,
  type ViewScope,
} from '@/atoms/views/format'
import { openView } from '@/atoms/views/open'
import { queueOfView } from '@/models/queues/definitions'
import { queryClientOf, VIEWS_GROUP } from './open'

export { viewPaletteCommandsAtom } from './open'

const onTable = (ctx: CommandContext) => ctx.list !== undefined
const NO_TABLE = 'Views are saved from a table: open an area’s list first.'

function tableOn(store: AppStore): ViewsTable {
  const table = store.get(viewsTableAtom)
  if (!table) throw new Error(NO_TABLE)
  return table
}

function userOf(ctx: CommandContext): string {
  if (!ctx.user) throw new Error('Views are kept with your account: sign in first.')
  return ctx.user.id
}

/** What a view holds of the table on screen: its URL state, columns, list request and the names its filter uses. */
async function snapshot(table: ViewsTable, ctx: CommandContext, queryClient: QueryClient): Promise<Omit<SavedView, 'id' | 'name'>> {
  const search = viewSearchOf(table.search)
  const ids = referencedIds(search)
  return {
    area: table.area,
    path: table.path,
    search,
    columns: table.columns,
    ...(ctx.list ? { query: ctx.list.query as Record<string, unknown>, kind: ctx.list.kind } : {}),
    ...(ids.length ? { names: await namesOf(ids, queryClient) } : {}),
  }
}

const viewOption = (view: ListedView): EntityOption => ({ id: view.id, label: view.name, hint: view.scope === 'shared' ? 'Shared with the team' : 'Only you', record: view })

/** The views of the table on screen (all views without one), matching what is typed. */
async function searchViews(q: string, { queryClient, ctx }: SearchTools, everywhere = false): Promise<EntityOption[]> {
  const text = q.trim().toLowerCase()
  return cachedViews(queryClient, ctx.user?.id)
    .views.filter((view) => everywhere || !ctx.list || view.kind === undefined || view.kind === ctx.list.kind)
    .filter((view) => view.name.toLowerCase().includes(text))
    .map(viewOption)
}

const viewArg = (label = 'View') => arg.entity({ label, search: (q, tools) => searchViews(q, tools), name: (view) => (view as ListedView).name })

/** The view picked for `viewId`, as the picker showed it (or as the views read hold it, for a button's run). */
function pickedView(ctx: CommandContext, viewId: string, store: AppStore): ListedView {
  const view = pickedRecord<ListedView>(ctx, 'viewId', viewId) ?? cachedViews(queryClientOf(store), ctx.user?.id).views.find((v) => v.id === viewId)
  if (!view) throw new Error('That view is no longer saved.')
  return view
}

const SCOPES = [
  { value: 'personal', label: 'Only me', hint: 'Kept with your account, on any browser' },
  { value: 'shared', label: 'The whole team', hint: 'Kept with the store' },
] as const

export const saveView = defineCommand({
  id: 'views.save',
  title: 'Save table as a view…',
  group: VIEWS_GROUP,
  keywords: ['saved view', 'save filters', 'bookmark', 'new view'],
  when: onTable,
  why: (ctx) => (onTable(ctx) ? undefined : NO_TABLE),
  args: {
    name: arg.text({ label: 'Name of the view', placeholder: 'Unfulfilled EU orders', validate: (name) => (name.trim() ? undefined : 'Give the view a name') }),
    scope: arg.choice<ViewScope>()({ label: 'Who sees it', options: SCOPES }),
  },
  run: async ({ name, scope }, { ctx, store, queryClient }) => {
    const table = tableOn(store)
    const view: SavedView = { id: newViewId(), name: name.trim(), ...(await snapshot(table, ctx, queryClient)) }
    await changeViews(queryClientOf(store), scope, userOf(ctx), upsertView(view))
    store.set(openedViewAtom, { id: view.id, area: view.area, search: view.search, seq: (store.get(openedViewAtom)?.seq ?? 0) + 1 })
    return toast(`View “${view.name}” saved`, scope === 'shared' ? 'Shared with the team.' : undefined)
  },
})

export const updateView = defineCommand({
  id: 'views.update',
  title: 'Update view to this table…',
  group: VIEWS_GROUP,
  keywords: ['saved view', 'overwrite', 'save filters'],
  when: onTable,
  args: { viewId: viewArg() },
  run: async ({ viewId }, { ctx, store, queryClient }) => {
    const view = pickedView(ctx, viewId, store)
    const now = await snapshot(tableOn(store), ctx, queryClient)
    await changeViews(queryClientOf(store), view.scope, userOf(ctx), editView(viewId, (saved) => ({ ...saved, ...now })))
    return toast(`View “${view.name}” updated`, 'It now holds the filters, order, page size and columns on screen.')
  },
})

export const renameView = defineCommand({
  id: 'views.rename',
  title: 'Rename view…',
  group: VIEWS_GROUP,
  keywords: ['saved view', 'name'],
  args: {
    viewId: viewArg(),
    name: arg.text({
      label: 'New name',
      initial: (ctx, args) => pickedRecord<ListedView>(ctx, 'viewId', args.viewId)?.name,
      validate: (name) => (name.trim() ? undefined : 'Give the view a name'),
    }),
  },
  run: async ({ viewId, name }, { ctx, store }) => {
    const view = pickedView(ctx, viewId, store)
    await changeViews(queryClientOf(store), view.scope, userOf(ctx), editView(viewId, (saved) => ({ ...saved, name: name.trim() })))
    return toast(`View renamed “${name.trim()}”`)
  },
})

export const deleteView = defineCommand({
  id: 'views.delete',
  title: 'Delete view…',
  group: VIEWS_GROUP,
  keywords: ['saved view', 'remove'],
  args: { viewId: viewArg() },
  confirm: ({ viewId }, ctx) => {
    const view = pickedRecord<ListedView>(ctx, 'viewId', viewId)
    const whose = view?.scope === 'shared' ? ' It is gone for the whole team.' : ''
    return `Delete the view “${view?.name ?? 'this view'}”?${whose}`
  },
  run: async ({ viewId }, { ctx, store }) => {
    const view = pickedView(ctx, viewId, store)
    await changeViews(queryClientOf(store), view.scope, userOf(ctx), removeView(viewId))
    // A default of one's own pointing at a team view deleted here goes too.
    if (view.scope === 'shared' && cachedViews(queryClientOf(store), ctx.user?.id).defaults[view.area] === viewId) {
      await changeViews(queryClientOf(store), 'personal', userOf(ctx), setDefaultView(view.area, undefined))
    }
    return toast(`View “${view.name}” deleted`)
  },
})

export const makeDefaultView = defineCommand({
  id: 'views.set-default',
  title: 'Make view the default of its area…',
  group: VIEWS_GROUP,
  keywords: ['saved view', 'default', 'start', 'home'],
  args: { viewId: viewArg() },
  run: async ({ viewId }, { ctx, store }) => {
    const view = pickedView(ctx, viewId, store)
    await changeViews(queryClientOf(store), 'personal', userOf(ctx), setDefaultView(view.area, viewId))
    return toast(`“${view.name}” is your default view`, 'The area opens with it when its link has no filters.')
  },
})

export const clearDefaultView = defineCommand({
  id: 'views.clear-default',
  title: 'Clear the default view of this area',
  group: VIEWS_GROUP,
  keywords: ['saved view', 'default', 'reset'],
  when: onTable,
  run: async (_args, { ctx, store }) => {
    const { area } = tableOn(store)
    await changeViews(queryClientOf(store), 'personal', userOf(ctx), setDefaultView(area, undefined))
    return toast('Default view cleared', 'The area opens with all its records.')
  },
})

export const openViewCommand = defineCommand({
  id: 'views.open',
  reads: true,
  title: 'Open view…',
  group: VIEWS_GROUP,
  keywords: ['saved view', 'filters'],
  args: { viewId: arg.entity({ label: 'View', search: (q, tools) => searchViews(q, tools, true), name: (view) => (view as ListedView).name }) },
  run: async ({ viewId }, { ctx, store }) => openPanel(await openView(store, pickedView(ctx, viewId, store))),
})

export const cycleViews = defineCommand({
  id: 'views.next',
  reads: true,
  title: 'Next view of this table',
  group: VIEWS_GROUP,
  keywords: ['saved view', 'cycle', 'switch'],
  hotkey: 'v',
  when: onTable,
  run: async (_args, { ctx, store }) => {
    const table = tableOn(store)
    const views = cachedViews(queryClientOf(store), ctx.user?.id).views.filter((view) => view.area === table.area)
    const opened = store.get(openedViewAtom)
    const next = nextView(views, opened?.area === table.area ? opened.id : undefined)
    if (!next) return toast('No saved views here yet', 'Save one with “Save table as a view…”.')
    return openPanel(await openView(store, next))
  },
})

const NO_QUEUE = 'Only orders, draft orders and gift cards are worked through as a queue.'

/** A list (a view's or the table's) as a queue: one record at a time with the area's keys. */
function queuePath(area: string, search: string, title: string): string {
  const path = queueOfView(area, search, title)
  if (!path) throw new Error(NO_QUEUE)
  return path
}

export const viewAsQueue = defineCommand({
  id: 'views.queue',
  reads: true,
  title: 'Work through a view as a queue…',
  group: VIEWS_GROUP,
  keywords: ['saved view', 'queue', 'triage', 'one by one'],
  args: { viewId: arg.entity({ label: 'View', search: (q, tools) => searchViews(q, tools, true), name: (view) => (view as ListedView).name }) },
  run: async ({ viewId }, { ctx, store }) => {
    const view = pickedView(ctx, viewId, store)
    // The view as it opens today: a filter part naming a record deleted since is dropped (and said).
    const opened = await openView(store, view)
    return openPanel(queuePath(view.area, opened.split('?')[1] ?? '', view.name))
  },
})

export const tableAsQueue = defineCommand({
  id: 'views.table-queue',
  reads: true,
  title: 'Work through this table as a queue',
  group: VIEWS_GROUP,
  keywords: ['queue', 'triage', 'one by one', 'filter'],
  when: onTable,
  why: (ctx) => (onTable(ctx) ? undefined : NO_TABLE),
  run: async (_args, { ctx, store }) => {
    const table = tableOn(store)
    // Headed as the table describes its filter ('Orders with payment captured'), else as the area's queue.
    const noun = table.area.replaceAll('-', ' ')
    const title = ctx.list?.description ? `${capitalize(noun)} ${ctx.list.description}` : ''
    return openPanel(queuePath(table.area, viewSearchOf(table.search), title))
  },
})

/** Saved views: save, update, rename, delete, the default of an area, open and cycle, and a view or the table as a queue. */
export const viewCommands = [saveView, updateView, renameView, deleteView, makeDefaultView, clearDefaultView, openViewCommand, cycleViews, viewAsQueue, tableAsQueue] as const
