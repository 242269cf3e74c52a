import type { QueryClient } from '@tanstack/react-query'
import { isMedusaApiError } from '@/api/client'
import { isOutage, runMutation } from '@/atoms/core/query'
import { pushToastAtom } from '@/atoms/core/toasts'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { grouped } from '@/models/core/text'
import { operatorMessage } from '@/atoms/core/errors'
import type { AnyCommand, CommandResult, CommandTools } from './define'
import { pausableRun } from './outages'

/** Fills every argument a context default resolves, and names the first one left to prompt. */
export function resolveArgs(
  command: AnyCommand,
  ctx: CommandContext,
  given: PartialArgs,
): { args: PartialArgs; pending: string | null } {
  const args: PartialArgs = { ...given }
  // On a table selection the bulk argument comes from each selected row, not from a prompt.
  const fromSelection = runsOnSelection(command, ctx) ? command.bulk?.arg : undefined
  for (const [key, spec] of Object.entries(command.args ?? {})) {
    if (key in args || key === fromSelection) continue
    const fromContext = spec.default?.(ctx, args)
    if (fromContext !== undefined) {
      args[key] = fromContext
      continue
    }
    return { args, pending: key }
  }
  return { args, pending: null }
}

/**
 * Whether the first argument left to ask has a context default that found nothing yet: with part of
 * the focused record still on its way, that answer may be in it.
 */
export function asksWhatContextMayFill(command: AnyCommand, ctx: CommandContext, given: PartialArgs): boolean {
  const { pending } = resolveArgs(command, ctx, given)
  return pending !== null && command.args?.[pending]?.default !== undefined
}

/** A command's tools, all handed in: by default what it tells the operator goes to the store's toasts. */
export function makeTools(
  queryClient: QueryClient,
  ctx: CommandContext,
  store: CommandTools['store'],
  notify: CommandTools['notify'] = (toast) => void store.set(pushToastAtom, toast),
): CommandTools {
  return {
    ctx,
    queryClient,
    store,
    notify,
    mutate: (def, vars) => runMutation(queryClient, def, vars),
    fetch: (options) => queryClient.fetchQuery(options),
  }
}

/** What a failed command tells: the operator's sentence, and for what is worth a second try, that the input is kept. */
export function errorMessage(error: unknown): string {
  const told = operatorMessage(error)
  // An outage says what happened and what to do: the prompt keeps the input for the second try.
  if (isOutage(error)) return `${told} Your input is kept: run it again once the server answers.`
  if (isMedusaApiError(error) && error.status === 401) return `${told} Your input is kept: run it again once signed in.`
  if (isMedusaApiError(error) && error.status === 409) return `${told} Your input is kept: run it again.`
  return told
}

export type RunOutcome =
  | { status: 'done'; result: CommandResult | void }
  | { status: 'failed'; error: unknown; message: string }
  | {
      status: 'bulk'
      done: number
      failed: Array<{ id: string; name: string; message: string }>
      result: CommandResult
      /** Where every successful run pointed, when they agree (deleting goes back to the list). */
      follow?: CommandResult
    }

/** True when the command will run once per selected row instead of once. */
export function runsOnSelection(command: AnyCommand, ctx: CommandContext): boolean {
  return Boolean(command.bulk && ctx.selection?.kind === command.bulk.kind && ctx.selection.ids.length > 0)
}

/** The rows a bulk command runs on, once each (the table's selection of its kind); none when it runs once. */
export function selectedRows(command: AnyCommand, ctx: CommandContext): readonly string[] | undefined {
  return runsOnSelection(command, ctx) ? ctx.selection?.ids : undefined
}

/** How a selected row is named in a bulk summary: by its argument's entity ('#1042'), else its place. */
function rowName(command: AnyCommand, ctx: CommandContext, id: string): string {
  const spec = command.bulk ? command.args?.[command.bulk.arg] : undefined
  const record = ctx.selection?.records?.find((r) => r.id === id)
  if (record && spec?.kind === 'entity' && spec.name) return spec.name(record)
  return `Row ${(ctx.selection?.ids.indexOf(id) ?? 0) + 1}`
}

function bulkSummary(title: string, done: number, failed: Array<{ name: string; message: string }>): CommandResult {
  const head = `${title}: ${grouped(done)} done${failed.length ? `, ${grouped(failed.length)} failed` : ''}`
  const reasons = failed.map((f) => `${f.name}: ${f.message}`).join('\n')
  return { type: 'toast', title: head, message: reasons || undefined }
}

/** A row whose request got no answer after it had sent a change: whether it landed cannot be read in general. */
const UNANSWERED_ROW = 'The server did not answer whether this was done, so it was not sent again: check it before running it again'
const NOT_SENT_ROW = 'Not sent: canceled while the server did not answer'

/**
 * Runs a command whose arguments are complete; on a selection, once per row. Never throws. When the
 * server goes away the selection's run pauses and goes on with the same row once it answers
 * (commands/core/outages.ts): a row that had sent no change yet runs again; one whose change got no
 * answer is not sent twice but listed for the operator to check.
 */
export async function executeCommand(command: AnyCommand, args: PartialArgs, tools: CommandTools): Promise<RunOutcome> {
  const ids = selectedRows(command, tools.ctx)
  if (command.bulk && ids) {
    const arg = command.bulk.arg
    const failed: Array<{ id: string; name: string; message: string }> = []
    const paths = new Set<string>()
    let done = 0
    const progress = () => `${grouped(done)} of ${grouped(ids.length)} done`
    const run = pausableRun(tools, command.title, progress())
    // One at a time: the server sees the same order of changes the operator chose.
    for (const [at, id] of ids.entries()) {
      let wrote = false
      // Changes go through `mutate`: a row that met the outage before any of them sent nothing.
      const rowTools: CommandTools = {
        ...tools,
        mutate: (def, vars) => {
          wrote = true
          return tools.mutate(def, vars)
        },
      }
      try {
        const sent = await run.send(async (unanswered) => {
          if (unanswered && wrote) return 'unanswered' as const
          return command.run({ ...args, [arg]: id }, rowTools)
        })
        if (!sent.sent) {
          failed.push(...ids.slice(at).map((rest) => ({ id: rest, name: rowName(command, tools.ctx, rest), message: NOT_SENT_ROW })))
          break
        }
        if (sent.value === 'unanswered') {
          failed.push({ id, name: rowName(command, tools.ctx, id), message: UNANSWERED_ROW })
          continue
        }
        if (sent.value?.type === 'open-panel') paths.add(sent.value.path)
        done += 1
        run.progress(progress())
      } catch (error) {
        failed.push({ id, name: rowName(command, tools.ctx, id), message: errorMessage(error) })
      }
    }
    run.end()
    const [path] = paths
    const follow = paths.size === 1 && path !== undefined && done === ids.length ? { type: 'open-panel' as const, path } : undefined
    return { status: 'bulk', done, failed, result: bulkSummary(command.title, done, failed), follow }
  }
  try {
    return { status: 'done', result: await command.run(args, tools) }
  } catch (error) {
    return { status: 'failed', error, message: errorMessage(error) }
  }
}
