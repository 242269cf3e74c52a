import { useSetAtom, useStore } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { commandContextAtom, focusSettled } from '@/atoms/core/context'
import { endRunningAtom, isSameRun, runningCommandsAtom, runsWith, startRunningAtom } from '@/atoms/core/running'
import { emitTelemetry } from '@/atoms/core/telemetry'
import { pushToastAtom } from '@/atoms/core/toasts'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/commands/core/context'
import { isAvailable, type AnyCommand, type CommandResult } from '@/commands/core/define'
import { registry as defaultRegistry, type Registry } from '@/commands/index'
import { executeCommand, makeTools, selectedRows } from '@/commands/core/run'
import { asksWhatContextMayFill, begin, emptyPrompt, promptContext, retry, type Prompt } from './flow'
import { paletteAtom, recentCommandsAtom, rememberRecent } from './state'

function triggerDownload({ filename, url }: { filename: string; url: string }) {
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

/** How long a command waits for the rest of the focused record before it asks instead. */
const FOCUS_WAIT_MS = 2_000

/** Starts commands (from the palette, a hotkey or a button) and acts on what they return. */
export function useCommandRunner(registry: Registry = defaultRegistry) {
  const store = useStore()
  const navigate = useNavigate()
  const setPalette = useSetAtom(paletteAtom)
  const setRecent = useSetAtom(recentCommandsAtom)
  const pushToast = useSetAtom(pushToastAtom)

  const context = useCallback((): CommandContext => store.get(commandContextAtom), [store])
  // The page the operator is on (its query aside: a table's filters are the same place). A run that
  // opens a panel does not take them from a page they went to while it ran.
  const { pathname } = useLocation()
  const place = useRef(pathname)
  useEffect(() => {
    place.current = pathname
  }, [pathname])

  const handleResult = useCallback(
    (result: CommandResult | void, run: { title: string; startedAt: string }) => {
      if (!result) return
      if (result.type === 'open-panel') {
        if (place.current === run.startedAt) navigate(result.path)
        else pushToast({ title: `${run.title}: done`, message: 'Not opened: you had moved on while it ran.', tone: 'success' })
      } else if (result.type === 'toast') pushToast({ title: result.title, message: result.message, tone: 'success' })
      else if (result.type === 'copy') {
        // Without clipboard access (an insecure origin, a denied permission) the toast still shows the text.
        const told = (copied: boolean) => pushToast({ title: copied ? result.title : `${result.title} (copy it from here)`, message: result.text, tone: copied ? 'success' : 'info' })
        void (navigator.clipboard?.writeText(result.text) ?? Promise.reject(new Error('no clipboard'))).then(() => told(true), () => told(false))
      } else triggerDownload(result)
    },
    [navigate, pushToast],
  )

  const stillRunning = useCallback(
    (title: string) => pushToast({ title: `${title} is still running`, message: 'Its answer has not come back yet: it was not sent again.', tone: 'info' }),
    [pushToast],
  )

  /**
   * Runs a command whose arguments are complete. On failure the prompt reopens, arguments kept. The
   * same run while it is still in flight (a second click on a slow answer) is not sent again.
   */
  const finish = useCallback(
    async (command: AnyCommand, args: PartialArgs, prompt: Prompt | null) => {
      setPalette({ open: false })
      const ctx = prompt ? promptContext(context(), prompt) : context()
      // A run over the table's selection is that run on those rows: another selection is another run.
      const rows = selectedRows(command, ctx)
      const target = command.bulk && rows ? { ...args, [command.bulk.arg]: rows } : args
      if (store.get(runningCommandsAtom).some((run) => isSameRun(run, command.id, target))) return stillRunning(command.title)
      setRecent((recent) => rememberRecent(recent, command.id))
      const running = store.set(startRunningAtom, { id: command.id, title: command.title, args: target })
      const run = { title: command.title, startedAt: place.current }
      const outcome = await executeCommand(command, args, makeTools(store.get(queryClientAtom), ctx, store)).finally(() => store.set(endRunningAtom, running))
      // Telemetry sees the command's id only, never its arguments.
      if (outcome.status === 'failed') emitTelemetry({ type: 'command-failed', command: command.id, error: outcome.error })
      else if (outcome.status === 'bulk' && outcome.failed.length) emitTelemetry({ type: 'command-failed', command: command.id })
      else emitTelemetry({ type: 'command-run', command: command.id })
      if (outcome.status === 'done') return handleResult(outcome.result, run)
      if (outcome.status === 'bulk') {
        const tone = outcome.failed.length ? 'error' : 'success'
        if (outcome.result.type === 'toast') pushToast({ title: outcome.result.title, message: outcome.result.message, tone })
        return handleResult(outcome.follow, run)
      }
      pushToast({ title: `${command.title} failed`, message: outcome.message, tone: 'error' })
      const kept: Prompt = prompt ?? emptyPrompt(command.id, args, 'confirm')
      setPalette({ open: true, prompt: retry(command, kept, outcome.message, args) })
    },
    [context, handleResult, pushToast, setPalette, setRecent, stillRunning, store],
  )

  /**
   * Begins a command: prompts what context cannot fill, or runs it at once. When it would ask what the
   * rest of the focused record may answer (an order's exchanges arrive a moment after its first paint;
   * "the only swap" reads them), it begins again once that rest is in, or after FOCUS_WAIT_MS.
   */
  const start = useCallback(
    (id: string, given: PartialArgs = {}) => {
      const attempt = (mayWait: boolean) => {
        const command = registry.get(id)
        const ctx = context()
        if (!command || !isAvailable(command, ctx)) {
          pushToast({ title: 'Not available here', message: command?.title ?? id, tone: 'error' })
          return
        }
        // A button's run on its record still in flight: said at once, not asked again to be refused.
        if (Object.keys(given).length && store.get(runningCommandsAtom).some((run) => runsWith(run, id, given))) return stillRunning(command.title)
        const step = begin(command, ctx, given)
        if (mayWait && ctx.focus?.partial && asksWhatContextMayFill(command, step)) void focusSettled(store, FOCUS_WAIT_MS).then(() => attempt(false))
        else if (step.kind === 'run') void finish(command, step.args, null)
        else setPalette({ open: true, prompt: step.prompt })
      }
      attempt(true)
    },
    [context, finish, pushToast, registry, setPalette, stillRunning, store],
  )

  return { start, finish, context, registry }
}
