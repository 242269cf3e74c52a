import { currencyDigits, formatMoney, formatMoneyInput, parseMoney } from '@/api/money'
import { emptyContext, type CommandContext, type EntityKind } from '@/models/core/context'
import type { SearchTools } from '@/models/core/entity'
import { checkItemsShape, type ItemsExtra, type ItemsValue } from './items-arg'
import type { Choice, ParseResult, PartialArgs } from '@/models/core/values'

export type { Choice, ParseResult, PartialArgs }

type FromContext<T> = (ctx: CommandContext, args: PartialArgs) => T | undefined

export interface EntityOption {
  id: string
  label: string
  hint?: string
  /** The record itself: it travels with the prompt (confirm questions, later prompts, rule checks). */
  record?: unknown
}


interface ArgBase<T, O extends boolean> {
  label: string
  description?: string
  optional?: O
  /**
   * An optional extra (metadata, a description, a handle made from the title): never a step of its
   * own; the palette offers it on one "More fields…" page after the required arguments.
   */
  more?: boolean
  // Method syntax keeps these bivariant, so a string argument fits where ArgSpec<unknown> is held.
  /** A value from context: when it resolves, the prompt is skipped. */
  default?(ctx: CommandContext, args: PartialArgs): T | undefined
  /** A value to start the prompt with (the current title when editing). */
  initial?(ctx: CommandContext, args: PartialArgs): T | undefined
  /** Extra checks after parsing; return an error message to reject. */
  validate?(value: T, args: PartialArgs, ctx: CommandContext): string | undefined
  /** Phantom field that carries the value type. */
  readonly __value?: T
}

export type ArgSpec<T = unknown, O extends boolean = boolean> = ArgBase<T, O> &
  (
    | { kind: 'text'; placeholder?: string; multiline?: boolean; pattern?: RegExp; patternMessage?: string; secret?: boolean }
    | { kind: 'number'; min?: number; max?: number; step?: number; integer?: boolean }
    | { kind: 'money'; currency: FromContext<string> }
    | { kind: 'boolean' }
    | { kind: 'choice'; options: readonly Choice[] | ((ctx: CommandContext, args: PartialArgs) => readonly Choice[]) }
    | ({ kind: 'entity' | 'entities' } & EntityExtra)
    | { kind: 'date'; min?: string; max?: string }
    | { kind: 'file'; accept?: string; multiple?: boolean }
    | { kind: 'metadata' }
    | { kind: 'confirm'; message: (args: PartialArgs) => string }
    | ({ kind: 'items' } & ItemsExtra)
  )

export type ArgSpecs = Record<string, ArgSpec>
type Opts<T> = Omit<ArgBase<T, boolean>, '__value'>
/** `optional: true` written in the options makes the value `T | undefined` in `run`. */
type IsOptional<Op> = Op extends { optional: true } ? true : false

/** The typed values `run` receives: optional arguments may be undefined. */
export type ArgValues<A extends ArgSpecs> = {
  [K in keyof A]: A[K] extends ArgSpec<infer T, infer O> ? (O extends true ? T | undefined : T) : never
}

/** `secret`: a password or code the activity journal never keeps. */
type TextExtra = { placeholder?: string; multiline?: boolean; pattern?: RegExp; patternMessage?: string; secret?: boolean }
type NumberExtra = { min?: number; max?: number; step?: number; integer?: boolean }
type ChoiceOptions = readonly Choice[] | ((ctx: CommandContext, args: PartialArgs) => readonly Choice[])
type EntityExtra = {
  search: (q: string, tools: SearchTools) => Promise<EntityOption[]>
  /** The focus kind of a picked record: the command's `when` is checked again against it. */
  focus?: EntityKind
  /** How a record of this argument is named in messages ('#1042'): bulk runs name their rows by it. */
  name?: (record: { id: string }) => string
}

export const arg = {
  text: <const Op extends Opts<string> & TextExtra>(o: Op) => ({ kind: 'text', ...o }) as ArgSpec<string, IsOptional<Op>>,
  number: <const Op extends Opts<number> & NumberExtra>(o: Op) =>
    ({ kind: 'number', ...o }) as ArgSpec<number, IsOptional<Op>>,
  /** Entered in the currency's format, sent in minor units. */
  money: <const Op extends Opts<number> & { currency: FromContext<string> }>(o: Op) =>
    ({ kind: 'money', ...o }) as ArgSpec<number, IsOptional<Op>>,
  boolean: <const Op extends Opts<boolean>>(o: Op) => ({ kind: 'boolean', ...o }) as ArgSpec<boolean, IsOptional<Op>>,
  /** `V` names the allowed values: `arg.choice<'draft' | 'published'>()({...})`. */
  choice:
    <V extends string>() =>
    <const Op extends Opts<V> & { options: ChoiceOptions }>(o: Op) =>
      ({ kind: 'choice', ...o }) as unknown as ArgSpec<V, IsOptional<Op>>,
  entity: <const Op extends Opts<string> & EntityExtra>(o: Op) => ({ kind: 'entity', ...o }) as ArgSpec<string, IsOptional<Op>>,
  entities: <const Op extends Opts<string[]> & EntityExtra>(o: Op) =>
    ({ kind: 'entities', ...o }) as ArgSpec<string[], IsOptional<Op>>,
  /** A calendar date, YYYY-MM-DD. */
  date: <const Op extends Opts<string> & { min?: string; max?: string }>(o: Op) =>
    ({ kind: 'date', ...o }) as ArgSpec<string, IsOptional<Op>>,
  file: <const Op extends Opts<File[]> & { accept?: string; multiple?: boolean }>(o: Op) =>
    ({ kind: 'file', ...o }) as ArgSpec<File[], IsOptional<Op>>,
  metadata: <const Op extends Opts<Record<string, string>>>(o: Op) =>
    ({ kind: 'metadata', ...o }) as ArgSpec<Record<string, string>, IsOptional<Op>>,
  confirm: (o: { label: string; message: (args: PartialArgs) => string }) =>
    ({ kind: 'confirm', ...o }) as ArgSpec<true, false>,
  /** Line items and a quantity of each (1..max per row), with an optional reason and note per row. */
  items: <const Op extends Opts<ItemsValue> & ItemsExtra>(o: Op) => ({ kind: 'items', ...o }) as ArgSpec<ItemsValue, IsOptional<Op>>,
}

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value })
const fail = (error: string): ParseResult<never> => ({ ok: false, error })

const DATE = /^\d{4}-\d{2}-\d{2}$/

function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

/** A number as written in decimals ('12', '-1.5', '12,5', '2e3'); not the hex, binary or octal Number() also reads. */
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i

/** What a decimal number typed says, or NaN: '0x10' is no 16 %. */
export function parseDecimal(raw: string): number {
  const text = raw.trim()
  return DECIMAL.test(text) ? Number(text.replace(',', '.')) : Number.NaN
}

/** Parses key/value lines ("key: value" or "key=value") into metadata. */
export function parseMetadata(raw: string): ParseResult<Record<string, string>> {
  // A Map, then own properties: keys such as "constructor" or "__proto__" are keys like any other.
  const out = new Map<string, string>()
  for (const [index, line] of raw.split('\n').entries()) {
    if (!line.trim()) continue
    const match = /^\s*([^:=]+?)\s*[:=]\s*(.*)$/.exec(line)
    if (!match?.[1]) return fail(`Line ${index + 1}: write key: value`)
    if (out.has(match[1])) return fail(`Key "${match[1]}" appears twice`)
    out.set(match[1], (match[2] ?? '').trim())
  }
  return ok(Object.fromEntries(out))
}

export function formatMetadata(value: Record<string, unknown> | null | undefined): string {
  return Object.entries(value ?? {})
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('\n')
}

/**
 * Turns what was typed on a text-like page into the argument's value, or an error to show
 * beside it. Picker, file and boolean pages hand over values directly and only run `validate`.
 */
export function parseTyped(spec: ArgSpec, raw: string, ctx: CommandContext, args: PartialArgs): ParseResult<unknown> {
  const text = raw.trim()
  if (!text && spec.kind !== 'metadata') {
    return spec.optional ? ok(undefined) : fail(`${spec.label} is required`)
  }
  switch (spec.kind) {
    case 'text':
      if (spec.pattern && !spec.pattern.test(text)) return fail(spec.patternMessage ?? `${spec.label} is not valid`)
      return ok(spec.multiline ? raw : text)
    case 'number': {
      const value = parseDecimal(text)
      if (!Number.isFinite(value)) return fail(`${spec.label} must be a number`)
      if (spec.integer && !Number.isInteger(value)) return fail(`${spec.label} must be a whole number`)
      if (spec.integer && !Number.isSafeInteger(value)) return fail(`${spec.label} must be at most ${Number.MAX_SAFE_INTEGER}`)
      if (spec.min !== undefined && value < spec.min) return fail(`${spec.label} must be at least ${spec.min}`)
      if (spec.max !== undefined && value > spec.max) return fail(`${spec.label} must be at most ${spec.max}`)
      return ok(value)
    }
    case 'money': {
      const currency = spec.currency(ctx, args) ?? 'usd'
      const value = parseMoney(text, currency)
      if (value === undefined) return fail(`${spec.label} must be an amount like ${formatMoneyInput(1250, currency)}`)
      if (value < 0) return fail(`${spec.label} cannot be negative`)
      return ok(value)
    }
    case 'date':
      if (!isRealDate(text)) return fail(`${spec.label} must be a date as YYYY-MM-DD`)
      if (spec.min && text < spec.min) return fail(`${spec.label} must be on or after ${spec.min}`)
      if (spec.max && text > spec.max) return fail(`${spec.label} must be on or before ${spec.max}`)
      return ok(text)
    case 'metadata': {
      const parsed = parseMetadata(raw)
      if (parsed.ok && !spec.optional && Object.keys(parsed.value).length === 0) return fail(`${spec.label} is required`)
      return parsed
    }
    default:
      return fail(`${spec.label} cannot be typed`)
  }
}

/** Whether a file fits an `accept` list: MIME types (image/png), families (image/*), extensions (.csv). */
export function fileAccepted(file: File, accept: string | undefined): boolean {
  const patterns = (accept ?? '').split(',').map((p) => p.trim().toLowerCase()).filter(Boolean)
  const [type, name] = [file.type.toLowerCase(), file.name.toLowerCase()]
  return !patterns.length || patterns.some((p) => (p.startsWith('.') ? name.endsWith(p) : p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : type === p))
}

/** Runs the argument's own check on a parsed value. */
export function checkValue(spec: ArgSpec, value: unknown, args: PartialArgs, ctx: CommandContext = emptyContext): ParseResult<unknown> {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) {
    return spec.optional ? ok(value) : fail(`${spec.label} is required`)
  }
  if (spec.kind === 'file') {
    // `accept` only steers the browser's chooser ("All files" gets past it): checked here too.
    const refused = (value as readonly File[]).filter((file) => !fileAccepted(file, spec.accept)).map((file) => file.name)
    if (refused.length) return fail(`${spec.label} takes ${spec.accept} only, not ${refused.join(', ')}`)
  }
  if (spec.kind === 'items') {
    // What holds without the order; the page also checks each row's maximum (items-arg.ts).
    const shaped = checkItemsShape(value)
    if (!shaped.ok) return shaped
  }
  const error = spec.validate?.(value, args, ctx)
  return error ? fail(error) : ok(value)
}

/** How a value looks when typed back into its page (retry keeps what was typed). */
export function valueAsText(spec: ArgSpec, value: unknown, ctx: CommandContext, args: PartialArgs): string {
  if (value === undefined || value === null) return ''
  if (spec.kind === 'money' && typeof value === 'number') return formatMoneyInput(value, spec.currency(ctx, args) ?? 'usd')
  if (spec.kind === 'metadata' && typeof value === 'object') return formatMetadata(value as Record<string, unknown>)
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

export { currencyDigits, formatMoney }
