import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { counted } from '@/models/core/text'
import type { AnyCommand } from '@/commands/core/define'
import type { RunFrom } from '@/commands/core/runner'
import { resolveArgs, runsOnSelection } from '@/commands/core/run'

/** One command being prompted: what was given, what was answered, and where the operator is. */
export interface Prompt {
  commandId: string
  /** Values handed in by the caller (a button on a panel), never prompted. */
  given: PartialArgs
  /** Answers per argument; kept when going back so returning forward shows them again. */
  values: PartialArgs
  /** Text typed per argument, kept as typed (a rejected value stays). */
  drafts: Record<string, string>
  /** Labels of picked entities, for the breadcrumb. */
  labels: Record<string, string>
  /** Records of picked entities: later prompts, the confirm question and the run read them. */
  records: Record<string, unknown>
  /** Arguments answered on a page, in order: Back walks this. */
  history: string[]
  /** The argument on screen, 'more-fields' for the optional extras, or 'confirm' for the last question before running. */
  current: string | typeof MORE | 'confirm'
  /** On the "More fields…" page, or on an extra's page opened from it (Back returns there). */
  onMore?: boolean
  error?: string
  /** Where the run began (the journal's source) and who waits for its end: kept through a retry. */
  from?: RunFrom
}

/** The page listing a command's optional extras (ArgSpec `more`) after its required arguments. */
export const MORE = 'more-fields'

/** An argument offered on the "More fields…" page instead of as a step of its own. */
export const isExtra = (command: AnyCommand, key: string): boolean => {
  const spec = command.args?.[key]
  return Boolean(spec?.more && spec.optional)
}

/** The extras the "More fields…" page lists: those the caller did not hand in. */
export function extrasOf(command: AnyCommand, prompt: Pick<Prompt, 'given'>): string[] {
  return Object.keys(command.args ?? {}).filter((key) => isExtra(command, key) && !(key in prompt.given))
}

/** What happens next: another page, or running with these arguments (the prompt kept for a retry). */
export type Step = { kind: 'prompt'; prompt: Prompt } | { kind: 'run'; args: PartialArgs; prompt: Prompt }

function answered(command: AnyCommand, prompt: Prompt): PartialArgs {
  const args: PartialArgs = { ...prompt.given }
  for (const key of prompt.history) args[key] = prompt.values[key]
  // Extras are answered from the "More fields…" page, outside the trail Back walks.
  for (const key of extrasOf(command, prompt)) if (key in prompt.values) args[key] = prompt.values[key]
  return args
}

/**
 * resolveArgs with the extras left unasked: the first argument to prompt is a required (or plainly
 * optional) one. Extras not answered stay out of the arguments (the run sees them undefined).
 */
function resolveWithoutExtras(command: AnyCommand, ctx: CommandContext, given: PartialArgs) {
  const skipped = new Set<string>()
  let resolved = resolveArgs(command, ctx, given)
  while (resolved.pending !== null && isExtra(command, resolved.pending)) {
    skipped.add(resolved.pending)
    resolved = resolveArgs(command, ctx, { ...resolved.args, [resolved.pending]: undefined })
  }
  const args = Object.fromEntries(Object.entries(resolved.args).filter(([key]) => !skipped.has(key)))
  return { args, pending: resolved.pending }
}

/** The context a prompt's pages, its confirm question and its run see: with the records picked in it. */
export function promptContext(ctx: CommandContext, prompt: Pick<Prompt, 'records'>): CommandContext {
  return Object.keys(prompt.records).length ? { ...ctx, picked: { ...ctx.picked, ...prompt.records } } : ctx
}

/** The arguments as they stand: given, answered, and every context default that resolves. */
export function currentArgs(command: AnyCommand, ctx: CommandContext, prompt: Prompt): PartialArgs {
  return resolveWithoutExtras(command, promptContext(ctx, prompt), answered(command, prompt)).args
}

function advance(command: AnyCommand, outer: CommandContext, prompt: Prompt): Step {
  const ctx = promptContext(outer, prompt)
  const { args, pending } = resolveWithoutExtras(command, ctx, answered(command, prompt))
  if (pending) return { kind: 'prompt', prompt: { ...prompt, current: pending, onMore: false, error: undefined } }
  if (prompt.current === 'confirm') return { kind: 'run', args, prompt }
  // The required arguments are in: the extras are offered on one page, which Enter passes.
  if (prompt.current !== MORE && extrasOf(command, prompt).length) {
    return { kind: 'prompt', prompt: { ...prompt, current: MORE, onMore: true, error: undefined } }
  }
  // A run over a selection always asks first, naming how many rows it touches.
  if (command.confirm || runsOnSelection(command, ctx)) {
    return { kind: 'prompt', prompt: { ...prompt, current: 'confirm', onMore: false, error: undefined } }
  }
  return { kind: 'run', args, prompt }
}

/** A prompt for `command` with nothing answered yet, on `current`; `records` are those of given values (a button's row). */
export function emptyPrompt(commandId: string, given: PartialArgs, current: Prompt['current'] = '', records: Prompt['records'] = {}): Prompt {
  return { commandId, given, values: {}, drafts: {}, labels: {}, records, history: [], current }
}

export function begin(command: AnyCommand, ctx: CommandContext, given: PartialArgs = {}, records: Prompt['records'] = {}): Step {
  return advance(command, ctx, emptyPrompt(command.id, given, '', records))
}

/**
 * Why the command cannot act on a record just picked for `key`, if it cannot: its `when` runs again
 * with that record as the focus, so a refusal is told before any confirm, not by the server.
 */
export function refusal(command: AnyCommand, ctx: CommandContext, key: string, picked: { value: unknown; record: unknown; label?: string }): string | undefined {
  const { value, record, label } = picked
  const spec = command.args?.[key]
  if (!command.when || record === undefined || typeof value !== 'string') return undefined
  if (spec?.kind !== 'entity' || !spec.focus) return undefined
  const focused = { ...ctx, focus: { kind: spec.focus, id: value, entity: record } as CommandContext['focus'], selection: null }
  if (command.when(focused)) return undefined
  return command.why?.(focused) ?? `${command.title} does not apply to ${label ?? `this ${spec.label.toLowerCase()}`}`
}

/** Accepts a value for the argument on screen and moves on; a picked record comes with its option. */
export function answer(
  command: AnyCommand,
  ctx: CommandContext,
  prompt: Prompt,
  value: unknown,
  label?: string,
  record?: unknown,
): Step {
  const key = prompt.current
  if (key === 'confirm' || key === MORE) return advance(command, ctx, prompt)
  const refused = refusal(command, promptContext(ctx, prompt), key, { value, record, label })
  if (refused) return { kind: 'prompt', prompt: { ...prompt, error: refused } }
  const next: Prompt = {
    ...prompt,
    values: { ...prompt.values, [key]: value },
    labels: label === undefined ? prompt.labels : { ...prompt.labels, [key]: label },
    records: record === undefined ? withoutKey(prompt.records, key) : { ...prompt.records, [key]: record },
    // An extra goes back to the "More fields…" page, not onto the trail Back walks.
    history: isExtra(command, key) ? prompt.history : [...prompt.history.filter((k) => k !== key), key],
  }
  return advance(command, ctx, next)
}

/** From the "More fields…" page, the page of one extra; answered (or Back), the list again. */
export function openExtra(prompt: Prompt, key: string): Prompt {
  return { ...prompt, current: key, onMore: true, error: undefined }
}

function withoutKey(records: Record<string, unknown>, key: string): Record<string, unknown> {
  if (!(key in records)) return records
  const rest = { ...records }
  delete rest[key]
  return rest
}

/** Shows a rejected value's error; what was typed stays in drafts. */
export function reject(prompt: Prompt, error: string, draft?: string): Prompt {
  const drafts = draft === undefined || prompt.current === 'confirm' || prompt.current === MORE ? prompt.drafts : { ...prompt.drafts, [prompt.current]: draft }
  return { ...prompt, drafts, error }
}

export function keepDraft(prompt: Prompt, draft: string): Prompt {
  if (prompt.current === 'confirm' || prompt.current === MORE) return prompt
  return { ...prompt, drafts: { ...prompt.drafts, [prompt.current]: draft } }
}

/**
 * One page back; null when there is nothing before (the palette returns to its list). An extra's
 * page and the confirm after the extras go back to the "More fields…" page.
 */
export function back(prompt: Prompt, command?: AnyCommand): Prompt | null {
  const toMore = prompt.current === 'confirm' ? Boolean(command && extrasOf(command, prompt).length) : prompt.onMore && prompt.current !== MORE
  if (toMore) return { ...prompt, current: MORE, onMore: true, error: undefined }
  const previous = prompt.history.at(-1)
  if (previous === undefined) return null
  return { ...prompt, history: prompt.history.slice(0, -1), current: previous, onMore: false, error: undefined }
}

/** The confirm page's question. */
export function confirmMessage(command: AnyCommand, ctx: CommandContext, args: PartialArgs): string {
  // `ctx` is the prompt's (promptContext): the confirm names picked records through them.
  if (runsOnSelection(command, ctx)) {
    const count = ctx.selection?.ids.length ?? 0
    const own = command.bulk?.confirm?.(ctx.selection?.records ?? [], ctx)
    if (own) return own
    return `${command.title}: ${counted(count, `selected ${ctx.selection?.kind ?? 'row'}`)}. Continue?`
  }
  return command.confirm?.(args, ctx) ?? `Run “${command.title}”?`
}

/**
 * After a failed run: back to the last page the operator answered, every argument kept. Those the
 * context filled (the open order) are kept as given: a retry after signing in again runs on the same
 * record, whether or not its page has loaded yet.
 */
export function retry(command: AnyCommand, prompt: Prompt, message: string, ran: PartialArgs = {}): Prompt {
  const filled = Object.entries(ran).filter(([key]) => !(key in prompt.given) && !prompt.history.includes(key) && !isExtra(command, key))
  const kept = filled.length ? { ...prompt, given: { ...prompt.given, ...Object.fromEntries(filled) } } : prompt
  if (command.confirm) return { ...kept, current: 'confirm', error: message }
  // The extras' page was the last one answered: a field there can be changed before running again.
  if (extrasOf(command, kept).length) return { ...kept, current: MORE, onMore: true, error: message }
  const last = kept.history.at(-1)
  if (last === undefined) return { ...kept, current: 'confirm', error: message }
  return { ...kept, history: kept.history.slice(0, -1), current: last, error: message }
}
