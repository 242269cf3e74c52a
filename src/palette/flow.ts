import type { PartialArgs } from '@/commands/args'
import type { CommandContext } from '@/commands/context'
import type { AnyCommand } from '@/commands/define'
import { resolveArgs, runsOnSelection } from '@/commands/run'

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

/** The arguments as they stand: given, answered, and every context default that resolves. */
export function currentArgs(command: AnyCommand, ctx: CommandContext, prompt: Prompt): PartialArgs {
  return resolveArgs(command, ctx, answered(prompt)).args
}

function advance(command: AnyCommand, ctx: CommandContext, prompt: Prompt): Step {
  const { args, pending } = resolveArgs(command, ctx, answered(prompt))
  if (pending) return { kind: 'prompt', prompt: { ...prompt, current: pending, error: undefined } }
  // A run over a selection always asks first, naming how many rows it touches.
  if ((command.confirm || runsOnSelection(command, ctx)) && prompt.current !== 'confirm') {
    return { kind: 'prompt', prompt: { ...prompt, current: 'confirm', error: undefined } }
  }
  return { kind: 'run', args, prompt }
}

export function begin(command: AnyCommand, ctx: CommandContext, given: PartialArgs = {}): Step {
  const prompt: Prompt = { commandId: command.id, given, values: {}, drafts: {}, labels: {}, history: [], current: '' }
  return advance(command, ctx, prompt)
}

/** Accepts a value for the argument on screen and moves on. */
export function answer(command: AnyCommand, ctx: CommandContext, prompt: Prompt, value: unknown, label?: string): Step {
  const key = prompt.current
  if (key === 'confirm') return advance(command, ctx, prompt)
  const next: Prompt = {
    ...prompt,
    values: { ...prompt.values, [key]: value },
    labels: label === undefined ? prompt.labels : { ...prompt.labels, [key]: label },
    history: [...prompt.history.filter((k) => k !== key), key],
  }
  return advance(command, ctx, next)
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
  if (runsOnSelection(command, ctx)) {
    const count = ctx.selection?.ids.length ?? 0
    return `${command.title}: ${count} selected ${ctx.selection?.kind ?? 'row'}${count === 1 ? '' : 's'}. Continue?`
  }
  return command.confirm?.(args, ctx) ?? `Run “${command.title}”?`
}

/** After a failed run: back to the last page the operator answered, every argument kept. */
export function retry(command: AnyCommand, prompt: Prompt, message: string): Prompt {
  if (command.confirm) return { ...prompt, current: 'confirm', error: message }
  const last = prompt.history.at(-1)
  if (last === undefined) return { ...prompt, current: 'confirm', error: message }
  return { ...prompt, history: prompt.history.slice(0, -1), current: last, error: message }
}
