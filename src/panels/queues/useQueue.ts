import { useAtomValue, useStore } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { operatorMessage } from '@/atoms/core/errors'
import type { Focus } from '@/atoms/core/context'
import { isAvailable } from '@/commands/core/define'
import type { PartialArgs } from '@/commands/core/args'
import { resolveArgs } from '@/commands/core/run'
import type { Executed, RunFrom } from '@/commands/core/runner'
import { appRunner } from '@/commands/index'
import type { QueueAction, QueueDefinition, QueueRecord } from '@/models/queues/definitions'
import { useLiveRefresh } from '@/panels/shared/table/liveRefresh'
import { QUEUE_SOURCES } from './sources'

/** Records read per page; the next page is read once fewer than half a page is left ahead. */
export const QUEUE_PAGE_SIZE = 20

interface QueueState {
  items: readonly QueueRecord[]
  /** The record on screen, by place in `items` (items.length: past the last one read). */
  index: number
  done: ReadonlySet<string>
  skipped: ReadonlySet<string>
  /** Medusa's (or the command's own) no to the record it names: said on that record. */
  refusal?: { key: string; reason: string }
  /** The next page's offset in a list the server does not filter; whether there is a next page. */
  next?: number
  more: boolean
  /** The server's count of matches when the queue opened; records that matched since are `added`. */
  count?: number
  added: number
  loaded: boolean
  error?: string
}

const START: QueueState = { items: [], index: 0, done: new Set(), skipped: new Set(), more: true, added: 0, loaded: false }

/** Runs `task` once the browser has painted the frame being drawn (the next frame's callback, then a task). */
const afterNextPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task, 0))

const withKey = (set: ReadonlySet<string>, key: string) => new Set(set).add(key)

/**
 * A queue walked one record at a time: its records read a page ahead, one action per key run on the
 * record on screen through the console's runner (source 'queue'), the next record shown as soon as
 * the action is sent, and a refusal taking the operator back to its record with Medusa's reason.
 * While open, the first page is read again now and then: records that newly match join at the end.
 */
export function useQueue(queue: QueueDefinition, limit = QUEUE_PAGE_SIZE) {
  const source = QUEUE_SOURCES[queue.source]
  const queryClient = useAtomValue(queryClientAtom)
  const runner = appRunner(useStore())
  // The list query is fixed when the queue opens ('a week ago' does not move while it is worked).
  const [search] = useState(() => queue.search(new Date()))
  const [state, setState] = useState<QueueState>(START)
  const latest = useRef(state)
  // Set as the render is committed, not after it: a key pressed as the record appears reads it.
  useLayoutEffect(() => {
    latest.current = state
  })
  const reading = useRef(false)

  const readPage = useCallback(async () => {
    const now = latest.current
    if (reading.current || (now.loaded && !now.more)) return
    reading.current = true
    // Records acted on leave a list the server filters: the next page starts at what still matches.
    const offset = source.serverFiltered ? Math.max(0, now.items.length - now.done.size) : (now.next ?? 0)
    try {
      const page = await source.page(queryClient, search, offset, limit)
      setState((prev) => {
        const known = new Set(prev.items.map((item) => item.key))
        const items = [...prev.items, ...page.records.filter((record) => !known.has(record.key))]
        return { ...prev, items, next: page.next, more: page.next !== undefined, count: prev.count ?? page.count, loaded: true, error: undefined }
      })
    } catch (error) {
      setState((prev) => ({ ...prev, loaded: true, error: operatorMessage(error) }))
    } finally {
      reading.current = false
    }
  }, [source, queryClient, search, limit])

  useEffect(() => void readPage(), [readPage])

  // A page ahead: the next page once less than half a page is left, and the next record's detail.
  const { index, items, more, loaded } = state
  const nextRecord = items[index + 1]
  useEffect(() => {
    if (loaded && more && items.length - index - 1 < Math.ceil(limit / 2)) void readPage()
  }, [index, items.length, more, loaded, limit, readPage])
  useEffect(() => {
    if (nextRecord) void source.prefetch(queryClient, nextRecord.id).catch(() => undefined)
  }, [nextRecord, source, queryClient])

  // Records that newly match join at the end of the queue (never the ones already in it or done).
  useLiveRefresh(async () => {
    const page = await source.page(queryClient, search, 0, limit)
    setState((prev) => {
      const known = new Set(prev.items.map((item) => item.key))
      const joining = page.records.filter((record) => !known.has(record.key))
      return joining.length ? { ...prev, items: [...prev.items, ...joining], added: prev.added + joining.length } : prev
    })
  }, loaded)

  const current = items[index]

  const advanceFrom = useCallback((key: string, mark: 'done' | 'skipped' | null) => {
    setState((prev) => {
      const at = prev.items.findIndex((item) => item.key === key)
      const index = prev.items[prev.index]?.key === key ? prev.index + 1 : prev.index
      return {
        ...prev,
        index: at < 0 ? prev.index : index,
        refusal: prev.refusal?.key === key ? undefined : prev.refusal,
        done: mark === 'done' ? withKey(prev.done, key) : prev.done,
        skipped: mark === 'skipped' ? withKey(prev.skipped, key) : prev.skipped,
      }
    })
  }, [])

  const refuse = useCallback((key: string, reason: string) => {
    setState((prev) => {
      const at = prev.items.findIndex((item) => item.key === key)
      return at < 0 ? prev : { ...prev, index: at, refusal: { key, reason } }
    })
  }, [])

  const skip = useCallback(() => {
    if (current) advanceFrom(current.key, 'skipped')
  }, [current, advanceFrom])

  const act = useCallback(
    (action: QueueAction) => {
      const record = latest.current.items[latest.current.index]
      const command = runner.registry.get(action.command)
      if (!record || !command) return
      const base = runner.context()
      const focused = base.focus?.kind === source.kind && base.focus.id === record.id
      const focus = (focused ? base.focus : { kind: source.kind, id: record.id }) as Focus
      const ctx = { ...base, focus, selection: null }
      const given = { ...record.args, [action.arg]: record.id }
      if (!isAvailable(command, ctx)) return refuse(record.key, command.why?.(ctx) ?? `${command.title} is not available on ${record.name}.`)
      const { args, pending } = resolveArgs(command, ctx, given)
      const advances = action.advances !== false
      // More to answer (items to fulfil, a note's text): the palette asks it, on this record, and the
      // queue moves on once that run is done; a failure keeps it there with the reason, Escape as it was.
      if (pending !== null) {
        const ended = (outcome: Executed) => {
          if (outcome.status === 'failed') refuse(record.key, outcome.message)
          else if (outcome.status !== 'busy' && advances) advanceFrom(record.key, 'done')
        }
        return void (runner.run as (id: string, args: PartialArgs, records: Record<string, unknown>, from: RunFrom) => void)(action.command, given, {}, { source: 'queue', ended })
      }
      // The next record first, the action sent once it is painted: the key's frame carries the record,
      // not the runner's work (journal, request). A refusal brings the operator back to this record.
      if (advances) advanceFrom(record.key, null)
      afterNextPaint(() =>
        void runner.execute(command, args, { ctx, source: 'queue' }).then((outcome) => {
          if (outcome.status === 'failed') refuse(record.key, outcome.message)
          else if (outcome.status !== 'busy' && advances) setState((prev) => ({ ...prev, done: withKey(prev.done, record.key) }))
        }),
      )
    },
    [runner, source, refuse, advanceFrom],
  )

  const total = source.serverFiltered && state.count !== undefined ? Math.max(state.count + state.added, items.length) : items.length
  const progress = useMemo(
    () => ({
      position: Math.min(index + 1, items.length),
      total,
      /** More pages may hold more records than `total` (a list read in the browser). */
      atLeast: !source.serverFiltered && more,
      done: state.done.size,
      skipped: state.skipped.size,
    }),
    [index, items.length, total, source.serverFiltered, more, state.done.size, state.skipped.size],
  )

  return {
    source,
    current,
    progress,
    refusal: current && state.refusal?.key === current.key ? state.refusal.reason : undefined,
    loading: !loaded || (current === undefined && more),
    finished: loaded && current === undefined && !more,
    error: state.error,
    act,
    skip,
  }
}
