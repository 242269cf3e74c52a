import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { RecordSet, RunNotes, UndoPlan } from '@/atoms/activity/entry'
import type { AppStore, MutationDef } from '@/atoms/core/query'
import type { ToastInput } from '@/atoms/core/toasts'
import type { ArgSpecs, ArgValues, PartialArgs } from '@/commands/core/args'
import type { CommandContext, EntityKind } from '@/models/core/context'

export { arg } from './args'

/** What a command hands back to the shell. */
export type CommandResult =
  | { type: 'open-panel'; path: string }
  | { type: 'toast'; title: string; message?: string }
  | { type: 'download'; filename: string; url: string }
  /** Text for the clipboard (an uploaded file's URL): the shell copies it and says so in a toast. */
  | { type: 'copy'; title: string; text: string }

export const openPanel = (path: string): CommandResult => ({ type: 'open-panel', path })
export const toast = (title: string, message?: string): CommandResult => ({ type: 'toast', title, message })
export const download = (filename: string, url: string): CommandResult => ({ type: 'download', filename, url })
export const copy = (title: string, text: string): CommandResult => ({ type: 'copy', title, text })

export interface CommandTools {
  ctx: CommandContext
  queryClient: QueryClient
  /** Runs a declared mutation; its invalidations apply on success. */
  mutate: <TVars, TData>(def: MutationDef<TVars, TData>, vars: TVars) => Promise<TData>
  /** Reads through the query cache (fresh data is not fetched again). */
  fetch: <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => Promise<T>
  /** The app's jotai store, for commands that change app state (logging out, a grid's draft, a job). */
  store: AppStore
  /** Tells the operator something while the run goes on (each batch added); the runner shows it. */
  notify: (toast: ToastInput) => void
  /** The activity journal's ear for this run (set by the runner): an edit tells it each field's before → after. */
  journal?: RunNotes
}

/** The confirm question of a run on a table selection, given the selected rows. */
export type BulkConfirm = (records: readonly { id: string }[], ctx: CommandContext) => string

export interface CommandDef<A extends ArgSpecs = ArgSpecs, Id extends string = string> {
  /** `<area>.<verb>`: stable for hotkeys, tests, telemetry and deep links. */
  id: Id
  title: string
  /** Palette group heading; unset, it is the group its file or domain gives its commands (`inGroup`). */
  group?: string
  keywords?: readonly string[]
  /** e.g. 'shift+c', 'mod+enter'. Shown in the palette, the '?' sheet and button tooltips. */
  hotkey?: string
  /** The focus kind the hotkey belongs to; unset means everywhere. */
  scope?: EntityKind
  /** Hides the command in the palette, disables its hotkey and its buttons. */
  when?: (ctx: CommandContext) => boolean
  /** Why `when` refuses the focused record: told when a record picked in a prompt is refused. */
  why?: (ctx: CommandContext) => string | undefined
  args?: A
  /** A question to confirm before running, given the gathered arguments. */
  confirm?: (args: ArgValues<A>, ctx: CommandContext) => string
  /**
   * With a table selection of this kind, run once per selected row with its id in `arg`; `confirm`
   * asks about the rows as the table shows them ("Delete 3 discounts: SUMMER15 (used 41 times), …").
   */
  bulk?: { kind: EntityKind; arg: keyof A & string; confirm?: BulkConfirm }
  run: (args: ArgValues<A>, tools: CommandTools) => Promise<CommandResult | void>
  /**
   * It changes no record: it opens, lists, finds, downloads or copies (or only signs the operator out).
   * Unset and without `undo`, the command changes something undo cannot take back, and the palette,
   * its buttons and the '?' sheet say so before it runs (`cannotUndo`).
   */
  reads?: true
  /**
   * The run's inverse, where Medusa allows one: from its arguments and the fields it told the journal
   * it set (`tools.journal.set`), the plans an undo sends (plain data, kept on its journal entry).
   * None declared: the run cannot be undone.
   */
  undo?: (run: FinishedRun<ArgValues<A>>) => readonly UndoPlan[]
}

/** What `undo` builds its plans from: a finished run (done, or the part of it that was done). */
export interface FinishedRun<Args> {
  args: Args
  sets: readonly RecordSet[]
}

/** An identity function that types `run` from `args` (like TanStack's queryOptions). */
export function defineCommand<const Id extends string, const A extends ArgSpecs = Record<never, never>>(
  def: CommandDef<A, Id>,
): CommandDef<A, Id> {
  return def
}

/**
 * Gives the commands of a file or domain their palette group, said once: each command without a
 * group of its own takes it ('Order swaps', 'Collections'). The list keeps its type (ids, arguments).
 */
export function inGroup<const T extends readonly { group?: string }[]>(group: string, commands: T): T {
  return commands.map((command) => (command.group ? command : { ...command, group })) as unknown as T
}

/** A command with its argument types erased, as the registry and palette hold it. */
export interface AnyCommand extends Omit<CommandDef, 'confirm' | 'bulk' | 'run' | 'group' | 'undo'> {
  group: string
  confirm?: (args: PartialArgs, ctx: CommandContext) => string
  bulk?: { kind: EntityKind; arg: string; confirm?: BulkConfirm }
  run: (args: PartialArgs, tools: CommandTools) => Promise<CommandResult | void>
  undo?: (run: FinishedRun<PartialArgs>) => readonly UndoPlan[]
}

/** Erases a defined command's argument types for the registry (`run` was typed at definition). */
export function erase(command: CommandDef<never, string> | object): AnyCommand {
  const erased = command as AnyCommand
  // The palette lists every command under a heading: one left without a group is a mistake of its file.
  if (!erased.group) throw new Error(`Command ${erased.id} has no group: give its list one with inGroup`)
  return erased
}

export function isAvailable(command: AnyCommand, ctx: CommandContext): boolean {
  return command.when ? command.when(ctx) : true
}
