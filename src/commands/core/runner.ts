import { queryClientAtom } from 'jotai-tanstack-query'
import type { RunNotes, RunSource } from '@/atoms/activity/entry'
import { commandContextAtom, focusSettled } from '@/atoms/core/context'
import type { AppStore } from '@/atoms/core/query'
import { endRunningAtom, isSameRun, runningCommandsAtom, runsWith, startRunningAtom, untilStopped } from '@/atoms/core/running'
import { emitTelemetry } from '@/atoms/core/telemetry'
import { pushToastAtom, type ToastAction, type ToastInput } from '@/atoms/core/toasts'
import type { CommandContext } from '@/models/core/context'
import type { ArgSpecs, ArgValues, PartialArgs } from './args'
import { stoppedWaiting, tellLate, watchRequests } from './awaited'
import { isAvailable, type AnyCommand, type CommandResult } from './define'
import type { Registry } from './registry'
import { asksWhatContextMayFill, executeCommand, makeTools, selectedRows, type RunOutcome } from './run'

/** What the runner types a command by: its id and its arguments. */
export interface TypedCommand {
  id: string
  args?: ArgSpecs
}

/**
 * By command id, what a caller may hand in: any of its arguments, each of its own type (the runner
 * prompts the rest); a command without arguments takes none. An indexed map rather than `Extract`, so
 * a generic id (a button's) relates to the runner's by identity.
 */
export type ArgsById<C extends TypedCommand> = { [K in C as K['id']]: GivenArgs<NonNullable<K['args']>> }
type GivenArgs<A extends ArgSpecs> = [keyof A] extends [never] ? Record<string, never> : Partial<ArgValues<A>>

/** By command id, the records of values handed in (a button's row), by argument: they travel as a picked record does. */
export type RecordsById<C extends TypedCommand> = { [K in C as K['id']]: Partial<Record<keyof NonNullable<K['args']>, { id: string }>> }

/** A result the browser delivers: text to the clipboard, a file to save. */
export type Delivery = Extract<CommandResult, { type: 'copy' | 'download' }>

/** The screen's part of a run, injected by the palette host once it has mounted (and by tests). */
export interface RunnerShell {
  /** Asks for what the command still needs (the palette's pages), then hands it to `execute` with `from`'s source, and tells `from` how it ended. */
  begin: (command: AnyCommand, given: PartialArgs, records: Readonly<Record<string, unknown>>, from?: RunFrom) => void
  /** The page the operator is on: a run opens its panel only if they are still there. */
  where: () => string
  navigate: (path: string) => void
  deliver: (result: Delivery, notify: (toast: ToastInput) => void) => void
}

/** `execute`'s answer: the run's outcome, or 'busy' when the same run was still in flight (not sent again). */
export type Executed = RunOutcome | { status: 'busy' }

/** Where a run began (the journal's "started from"), and who waits for its end: a queue whose action the palette asks more of. */
export interface RunFrom {
  source?: RunSource
  /** Called with each try's outcome (a failed try may be answered again); never when the operator gives up before it runs. */
  ended?: (outcome: Executed) => void
}

/** The runner as the palette and its host hold it: commands already taken from its registry. */
export interface RunnerCore {
  registry: Registry
  /** What commands see of where they run, now. */
  context: () => CommandContext
  /** Begins a command picked in the palette or by its hotkey (`source`). */
  start: (command: AnyCommand, source?: RunSource) => void
  /**
   * Runs a command whose arguments are complete: every run passes here, whoever started it. Tells the
   * operator how it went; `started` is called once it is sent.
   */
  execute: (command: AnyCommand, args: PartialArgs, options?: { ctx?: CommandContext; started?: () => void; source?: RunSource }) => Promise<Executed>
  /** Puts the screen's part in place; runs asked for before it was there begin now. Returns its removal. */
  attach: (shell: RunnerShell) => () => void
}

export interface Runner<C extends TypedCommand = AnyCommand> extends RunnerCore {
  /**
   * Runs a registered command by id with the arguments the caller knows (and the records they name,
   * for its questions and rules: a note's text); the rest are prompted.
   */
  run: <Id extends keyof ArgsById<C> & keyof RecordsById<C> & string>(id: Id, args?: ArgsById<C>[Id], records?: RecordsById<C>[Id], from?: RunFrom) => void
}

/** Where every run is recorded (the activity journal): told as it begins and how it ended. Never throws. */
export interface RunRecorder {
  begin: (run: { command: AnyCommand; args: PartialArgs; ctx: CommandContext; source?: RunSource }) => {
    /** Handed to the command as `tools.journal`. */
    notes: RunNotes
    /** `late`: the answer of a run the operator stopped waiting for, if it comes. Returns the run that undoes it, when it can be undone. */
    end: (outcome: RunOutcome, late?: Promise<RunOutcome>) => UndoOffer | void
  }
}

/** The command (and its arguments) that takes a run back: the run's toast offers it as "Undo". */
export interface UndoOffer {
  command: string
  args: PartialArgs
}

/** How long a command waits for the rest of the focused record before it asks instead. */
export const FOCUS_WAIT_MS = 2_000

/**
 * The one runner of an app store: buttons, hotkeys, the palette, bulk runs and tests start commands
 * through it, and every run goes through its `execute`. Its tools come from `store`; the screen's
 * part (prompts, navigation, the clipboard) is attached by the palette host when it mounts, and a run
 * asked for before that (a button pressed while the host's code loads) waits for it.
 */
export function createRunner<C extends TypedCommand = AnyCommand>(store: AppStore, registry: Registry, recorder?: RunRecorder): Runner<C> {
  let shell: RunnerShell | null = null
  const waiting: Array<() => void> = []
  const context = (): CommandContext => store.get(commandContextAtom)
  const notify = (toast: ToastInput) => void store.set(pushToastAtom, toast)
  const stillRunning = (title: string) =>
    notify({ title: `${title} is still running`, message: 'Its answer has not come back yet: it was not sent again.', tone: 'info' })

  /**
   * Prompts what context cannot fill, or runs at once. When it would ask what the rest of the focused
   * record may answer (an order's exchanges arrive a moment after its first paint), it begins again
   * once that rest is in, or after FOCUS_WAIT_MS.
   */
  function begin(command: AnyCommand, given: PartialArgs, records: Readonly<Record<string, unknown>> = {}, mayWait = true, from?: RunFrom) {
    if (!shell) return void waiting.push(() => begin(command, given, records, mayWait, from))
    const ctx = context()
    if (!isAvailable(command, ctx)) return notify({ title: 'Not available here', message: command.title, tone: 'error' })
    // A button's run on its record still in flight: said at once, not asked again to be refused.
    if (Object.keys(given).length && store.get(runningCommandsAtom).some((run) => runsWith(run, command.id, given))) return stillRunning(command.title)
    if (mayWait && ctx.focus?.partial && asksWhatContextMayFill(command, ctx, given)) {
      return void focusSettled(store, FOCUS_WAIT_MS).then(() => begin(command, given, records, false, from))
    }
    shell.begin(command, given, records, from)
  }

  /** Acts on what a run returned, through the shell it started under (still there after a log out unmounts it). */
  function show(result: CommandResult | void, run: { title: string; shell: RunnerShell | null; startedAt: string | undefined; queue?: boolean }, action?: ToastAction) {
    if (!result) return
    if (result.type === 'toast') return notify({ title: result.title, message: result.message, tone: 'success', action })
    if (result.type !== 'open-panel') return run.shell?.deliver(result, notify)
    // A queue stays on its next record: what the run would open is only told.
    if (run.queue) return notify({ title: `${run.title}: done`, tone: 'success' })
    // A slow answer does not take the operator from a page they went to while it ran.
    if (run.shell && run.shell.where() === run.startedAt) run.shell.navigate(result.path)
    else notify({ title: `${run.title}: done`, message: 'Not opened: you had moved on while it ran.', tone: 'success' })
  }

  const execute: RunnerCore['execute'] = async (command, args, { ctx = context(), started, source } = {}) => {
    // A run over the table's selection is that run on those rows: another selection is another run.
    const rows = selectedRows(command, ctx)
    const target = command.bulk && rows ? { ...args, [command.bulk.arg]: rows } : args
    if (store.get(runningCommandsAtom).some((run) => isSameRun(run, command.id, target))) {
      stillRunning(command.title)
      return { status: 'busy' }
    }
    started?.()
    const running = store.set(startRunningAtom, { id: command.id, title: command.title, args: target })
    const run = { title: command.title, shell, startedAt: shell?.where(), queue: source === 'queue' }
    const recording = recorder?.begin({ command, args: target, ctx, source: source ?? (rows ? 'bulk' : undefined) })
    const tools = { ...watchRequests(running, makeTools(store.get(queryClientAtom), ctx, store, notify)), journal: recording?.notes }
    const answer = executeCommand(command, args, tools).finally(() => store.set(endRunningAtom, running))
    const awaited = await untilStopped(running, answer)
    if (awaited.stopped) {
      // The run ends for the operator, its input kept; its answer, if it comes, is told then.
      void answer.then((late) => tellLate(command.title, late, notify))
      const stopped = { status: 'failed', error: null, message: stoppedWaiting(command.title) } as const
      recording?.end(stopped, answer)
      return stopped
    }
    const outcome = awaited.value
    const offer = recording?.end(outcome)
    const undoCommand = offer ? registry.get(offer.command) : undefined
    const action: ToastAction | undefined = offer && undoCommand ? { label: 'Undo', run: () => begin(undoCommand, offer.args, {}, true, { source: 'button' }) } : undefined
    // Telemetry sees the command's id only, never its arguments.
    if (outcome.status === 'failed') emitTelemetry({ type: 'command-failed', command: command.id, error: outcome.error })
    else if (outcome.status === 'bulk' && outcome.failed.length) emitTelemetry({ type: 'command-failed', command: command.id })
    else emitTelemetry({ type: 'command-run', command: command.id })
    if (outcome.status === 'done') show(outcome.result, run, action)
    else if (outcome.status === 'failed') notify({ title: `${command.title} failed`, message: outcome.message, tone: 'error', action })
    else {
      if (outcome.result.type === 'toast') notify({ title: outcome.result.title, message: outcome.result.message, tone: outcome.failed.length ? 'error' : 'success', action })
      show(outcome.follow, run)
    }
    return outcome
  }

  // Callers see the typed signature; inside, arguments and records are plain values by key.
  const run = ((id: string, args: PartialArgs = {}, records: Readonly<Record<string, unknown>> = {}, from?: RunFrom) => {
    const command = registry.get(id)
    if (!command) return notify({ title: 'Not available here', message: id, tone: 'error' })
    begin(command, args, records, true, from)
  }) as Runner<C>['run']

  return {
    registry,
    context,
    execute,
    start: (command, source) => begin(command, {}, {}, true, source ? { source } : undefined),
    run,
    attach: (next) => {
      shell = next
      for (const asked of waiting.splice(0)) asked()
      return () => {
        if (shell === next) shell = null
      }
    },
  }
}
