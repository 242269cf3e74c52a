import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import type { AnyCommand } from '@/commands/core/define'
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
  /** The argument on screen, or 'confirm' for the last question before running. */
  current: string | 'confirm'
  error?: string
}

/** What happens next: another page, or running with these arguments (the prompt kept for a retry). */
export type Step = { kind: 'prompt'; prompt: Prompt } | { kind: 'run'; args: PartialArgs; prompt: Prompt }

function answered(prompt: Prompt): PartialArgs {
  const args: PartialArgs = { ...prompt.given }
  for (const key of prompt.history) args[key] = prompt.values[key]
  return args
}

/** The context a prompt's pages, its confirm question and its run see: with the records picked in it. */
export function promptContext(ctx: CommandContext, prompt: Pick<Prompt, 'records'>): CommandContext {
  return Object.keys(prompt.records).length ? { ...ctx, picked: { ...ctx.picked, ...prompt.records } } : ctx
}

/** The arguments as they stand: given, answered, and every context default that resolves. */
export function currentArgs(command: AnyCommand, ctx: CommandContext, prompt: Prompt): PartialArgs {
  return resolveArgs(command, promptContext(ctx, prompt), answered(prompt)).args
}

function advance(command: AnyCommand, outer: CommandContext, prompt: Prompt): Step {
  const ctx = promptContext(outer, prompt)
  const { args, pending } = resolveArgs(command, ctx, answered(prompt))
  if (pending) return { kind: 'prompt', prompt: { ...prompt, current: pending, error: undefined } }
  // A run over a selection always asks first, naming how many rows it touches.
  if ((command.confirm || runsOnSelection(command, ctx)) && prompt.current !== 'confirm') {
    return { kind: 'prompt', prompt: { ...prompt, current: 'confirm', error: undefined } }
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
  if (key === 'confirm') return advance(command, ctx, prompt)
  const refused = refusal(command, promptContext(ctx, prompt), key, { value, record, label })
  if (refused) return { kind: 'prompt', prompt: { ...prompt, error: refused } }
  const next: Prompt = {
    ...prompt,
    values: { ...prompt.values, [key]: value },
    labels: label === undefined ? prompt.labels : { ...prompt.labels, [key]: label },
    records: record === undefined ? withoutKey(prompt.records, key) : { ...prompt.records, [key]: record },
    history: [...prompt.history.filter((k) => k !== key), key],
  }
  return advance(command, ctx, next)
}

function withoutKey(records: Record<string, unknown>, key: string): Record<string, unknown> {
  if (!(key in records)) return records
  const rest = { ...records }
  delete rest[key]
  return rest
}

/** Shows a rejected value's error; what was typed stays in drafts. */
export function reject(prompt: Prompt, error: string, draft?: string): Prompt {
  const drafts = draft === undefined || prompt.current === 'confirm' ? prompt.drafts : { ...prompt.drafts, [prompt.current]: draft }
  return { ...prompt, drafts, error }
}

export function keepDraft(prompt: Prompt, draft: string): Prompt {
  if (prompt.current === 'confirm') return prompt
  return { ...prompt, drafts: { ...prompt.drafts, [prompt.current]: draft } }
}

/** One page back; null when there is nothing before (the palette returns to its list). */
export function back(prompt: Prompt): Prompt | null {
  const previous = prompt.history.at(-1)
  if (previous === undefined) return null
  return { ...prompt, history: prompt.history.slice(0, -1), current: previous, error: undefined }
}

/** The confirm page's question. */
export function confirmMessage(command: AnyCommand, ctx: CommandContext, args: PartialArgs): string {
  // `ctx` is the prompt's (promptContext): the confirm names picked records through them.
  if (runsOnSelection(command, ctx)) {
    const count = ctx.selection?.ids.length ?? 0
    const own = command.bulk?.confirm?.(ctx.selection?.records ?? [], ctx)
    if (own) return own
    return `${command.title}: ${count} selected ${ctx.selection?.kind ?? 'row'}${count === 1 ? '' : 's'}. Continue?`
  }
  return command.confirm?.(args, ctx) ?? `Run “${command.title}”?`
}

/**
 * After a failed run: back to the last page the operator answered, every argument kept. Those the
 * context filled (the open order) are kept as given: a retry after signing in again runs on the same
 * record, whether or not its page has loaded yet.
 */
export function retry(command: AnyCommand, prompt: Prompt, message: string, ran: PartialArgs = {}): Prompt {
  const filled = Object.entries(ran).filter(([key]) => !(key in prompt.given) && !prompt.history.includes(key))
  const kept = filled.length ? { ...prompt, given: { ...prompt.given, ...Object.fromEntries(filled) } } : prompt
  if (command.confirm) return { ...kept, current: 'confirm', error: message }
  const last = kept.history.at(-1)
  if (last === undefined) return { ...kept, current: 'confirm', error: message }
  return { ...kept, history: kept.history.slice(0, -1), current: last, error: message }
}
