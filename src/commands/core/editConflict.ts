import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { CommandContext } from '@/models/core/context'
import { valueAsText, type ArgSpec, type ArgSpecs, type PartialArgs } from './args'
import type { CommandTools } from './define'

/** A field an edit sets, read off the record the way its prompt's starting value is. */
export interface WatchedField<R> {
  key: string
  spec: ArgSpec
  read: (record: R) => unknown
}

/**
 * Another operator saved one of the fields an edit is about to set since its prompt opened. Its
 * message is the question; the palette reopens the prompt with it, what was typed kept, and running
 * it again answers yes (see `askOnce`).
 */
export class EditConflictError extends Error {
  override readonly name = 'EditConflictError'
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0)

/** One text per value, alike for what the operator cannot tell apart: empty forms, key order, list order. */
function canonical(value: unknown): string {
  if (isEmpty(value)) return ''
  if (Array.isArray(value)) return JSON.stringify(value.map(canonical).sort())
  if (typeof value === 'object' && value !== null) {
    return JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]))
  }
  return String(value)
}

export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b)

/**
 * The fields the record changed on since the operator saw it, where what they typed is not already
 * the new value (two operators making the same change do not need to hear of each other).
 */
export function changedSince<R>(fields: readonly WatchedField<R>[], seen: R, fresh: R, args: PartialArgs, emptyKeeps = false): WatchedField<R>[] {
  return fields.filter(
    ({ key, read }) => !sameValue(read(seen), read(fresh)) && key in args && !(emptyKeeps && isEmpty(args[key])) && !sameValue(args[key], read(fresh)),
  )
}

/** A field's name in a sentence: its label without the hint in brackets ('Metadata (key: value …)'). */
export const fieldName = (spec: ArgSpec) => {
  const label = spec.label.replace(/\s*\(.*$/, '')
  // A yes/no question is named in quotes without its mark: '“Price includes tax” was changed'.
  return label.endsWith('?') ? `“${label.slice(0, -1)}”` : label
}

const MAX_SHOWN = 60

/** The value as the operator would type it, on one line; none for a picked record (it would be an id). */
export function shownValue(spec: ArgSpec, value: unknown, ctx: CommandContext, args: PartialArgs, max = MAX_SHOWN): string | undefined {
  if (isEmpty(value)) return 'empty'
  if (spec.kind === 'entity' || spec.kind === 'entities') return undefined
  if (spec.kind === 'boolean') return value ? 'yes' : 'no'
  if (spec.kind === 'choice') {
    const options = typeof spec.options === 'function' ? spec.options(ctx, args) : spec.options
    const label = options.find((option) => option.value === value)?.label
    if (label) return `“${label}”`
  }
  const text = valueAsText(spec, value, ctx, args).trim().replace(/\s*\n\s*/g, '; ')
  return `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`
}

/** "Summer: Title was changed by someone else since you opened this (now “Winter”). Save your change anyway?" */
export function conflictQuestion<R>(name: string, changed: readonly WatchedField<R>[], fresh: R, ctx: CommandContext, args: PartialArgs): string {
  const parts = changed.map(({ spec, read }) => {
    const now = shownValue(spec, read(fresh), ctx, args)
    return { field: fieldName(spec), now: now ? ` (now ${now})` : '' }
  })
  const [only] = parts
  // 'Tags were changed', 'Status was changed': a plural label ends in an s after a letter other than s, i, u.
  if (parts.length === 1 && only) return `${name}: ${only.field} ${/[^siu]s$/.test(only.field) ? 'were' : 'was'} changed by someone else since you opened this${only.now}. Save your change anyway?`
  const listed = parts.map((p) => `${p.field}${p.now}`)
  const joined = `${listed.slice(0, -1).join(', ')} and ${listed.at(-1) ?? ''}`
  return `${name}: ${joined} were changed by someone else since you opened this. Save your change anyway?`
}

/** Per query client (one per app and per test): which record's conflict was last put, and as what. */
const told = new WeakMap<QueryClient, Map<string, string>>()

/**
 * True when this conflict must be put to the operator now; false when exactly it was put already and
 * they ran the edit again (their yes): it is then forgotten, and a newer change is asked about anew.
 */
export function askOnce(queryClient: QueryClient, record: string, conflict: string): boolean {
  const asked = told.get(queryClient) ?? new Map<string, string>()
  told.set(queryClient, asked)
  if (asked.get(record) === conflict) {
    asked.delete(record)
    return false
  }
  asked.set(record, conflict)
  return true
}

/** What identifies a conflict: the fields and the values they changed to. */
export const conflictOf = <R>(changed: readonly WatchedField<R>[], fresh: R) => JSON.stringify(changed.map(({ key, read }) => [key, canonical(read(fresh))]))

/** The fields of `specs` that `readers` knows how to read off the record, as watched fields. */
export function watchFields<R>(specs: ArgSpecs | undefined, readers: Partial<Record<string, (record: R) => unknown>>): WatchedField<R>[] {
  return Object.entries(readers).flatMap(([key, read]) => {
    const spec = specs?.[key]
    return spec && read ? [{ key, spec, read }] : []
  })
}

export interface UnchangedCheck<R> {
  /** The command's id: a question is remembered per command and record. */
  command: string
  id: string
  /** The record as the operator saw it when the prompt opened (the focused or picked one); none: nothing to compare. */
  seen: R | undefined
  /** The record as the server has it now: a fresh GET, not the cache. */
  read: () => Promise<R>
  fields: readonly WatchedField<R>[]
  /** How the record is named in the question, as the operator knows it. */
  name: (record: R) => string
  /** An empty answer leaves its field as it is ('empty to keep it'): such a field is not set, so not asked about. */
  emptyKeeps?: boolean
}

/**
 * Before an edit writes: reads the record again and, when another operator changed a field it is
 * about to set since the operator saw it, throws the question (EditConflictError). Asked once per
 * change: running the edit again on the same question saves.
 */
export async function ensureUnchanged<R>(tools: CommandTools, args: PartialArgs, check: UnchangedCheck<R>): Promise<void> {
  const { seen, fields } = check
  if (!seen || !fields.length) return
  const fresh = await check.read()
  const changed = changedSince(fields, seen, fresh, args, check.emptyKeeps)
  if (changed.length && askOnce(tools.queryClient, `${check.command}:${check.id}`, conflictOf(changed, fresh))) {
    // Named as the operator saw it: the new name may be the very change being told.
    throw new EditConflictError(conflictQuestion(check.name(seen), changed, fresh, tools.ctx, args))
  }
  tellJournal(tools, args, check, seen)
}

/** The activity journal's before → after of each field the edit sets: the record as the operator saw it, and what they typed. */
function tellJournal<R>(tools: CommandTools, args: PartialArgs, check: UnchangedCheck<R>, seen: R) {
  if (!tools.journal) return
  const shown = (spec: ArgSpec, value: unknown) => (isEmpty(value) ? 'empty' : (shownValue(spec, value, tools.ctx, args, Infinity)?.replace(/^“(.*)”$/s, '$1') ?? ''))
  const set = check.fields.filter(({ key, spec, read }) =>
    key in args && !(check.emptyKeeps && isEmpty(args[key])) && spec.kind !== 'entity' && spec.kind !== 'entities' && !sameValue(read(seen), args[key]))
  tools.journal.changed(set.map(({ spec, read, key }) => ({ record: check.name(seen), field: fieldName(spec), before: shown(spec, read(seen)), after: shown(spec, args[key]) })))
}

/** A record as the server has it now, its detail query read past the cache: what an edit compares before writing. */
export const freshRecord = <T, K extends QueryKey>(tools: Pick<CommandTools, 'fetch'>, query: FetchQueryOptions<T, Error, T, K>) =>
  tools.fetch({ ...query, staleTime: 0 })
