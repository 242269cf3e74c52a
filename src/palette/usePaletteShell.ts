import { useSetAtom } from 'jotai'
import { useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react'
import { UNSAFE_NavigationContext, useLocation, useNavigate, type Location } from 'react-router-dom'
import type { PartialArgs } from '@/commands/core/args'
import type { AnyCommand } from '@/commands/core/define'
import type { Delivery, RunnerCore, RunnerShell } from '@/commands/core/runner'
import { begin, emptyPrompt, promptContext, retry, type Prompt } from './flow'
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

const deliver: RunnerShell['deliver'] = (result: Delivery, notify) => {
  if (result.type === 'download') return triggerDownload(result)
  // Without clipboard access (an insecure origin, a denied permission) the toast still shows the text.
  const told = (copied: boolean) => notify({ title: copied ? result.title : `${result.title} (copy it from here)`, message: result.text, tone: copied ? 'success' : 'info' })
  void (navigator.clipboard?.writeText(result.text) ?? Promise.reject(new Error('no clipboard'))).then(() => told(true), () => told(false))
}

/** The pathname the router's history is at now (BrowserRouter's and MemoryRouter's navigator is their history). */
function addressOf(navigator: object): string | undefined {
  const location = (navigator as { location?: Partial<Location> }).location
  return typeof location?.pathname === 'string' ? location.pathname : undefined
}

/** The runner as the palette uses it: its registry, starting a picked command, and running a prompt's answers. */
export interface PaletteRunner {
  registry: RunnerCore['registry']
  start: RunnerCore['start']
  /** Runs a command whose arguments are complete; on failure the prompt reopens, arguments kept. */
  finish: (command: AnyCommand, args: PartialArgs, prompt: Prompt | null) => Promise<void>
}

/**
 * The palette's part of the runner, attached while the host is mounted: prompts on its pages, opens
 * panels with the router, delivers copies and downloads, and lists what ran among recent commands.
 */
export function usePaletteShell(runner: RunnerCore): PaletteRunner {
  const navigate = useNavigate()
  const setPalette = useSetAtom(paletteAtom)
  const setRecent = useSetAtom(recentCommandsAtom)
  // The page the operator is on (its query aside: a table's filters are the same place). The router
  // renders a navigation in a transition, so its state lags the address: a key typed just after
  // Escape closed a record would start a run "on" the record's page and find itself moved on. The
  // router's history knows the address at once; the rendered pathname is the fallback.
  const { pathname } = useLocation()
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const place = useRef(pathname)
  useEffect(() => {
    place.current = pathname
  }, [pathname])

  const finish = useCallback(
    async (command: AnyCommand, args: PartialArgs, prompt: Prompt | null) => {
      setPalette({ open: false })
      const ctx = prompt ? promptContext(runner.context(), prompt) : runner.context()
      const from = prompt?.from
      const outcome = await runner.execute(command, args, { ctx, source: from?.source, started: () => setRecent((recent) => rememberRecent(recent, command.id)) })
      from?.ended?.(outcome)
      if (outcome.status !== 'failed') return
      const kept: Prompt = prompt ?? emptyPrompt(command.id, args, 'confirm')
      setPalette({ open: true, prompt: retry(command, kept, outcome.message, args) })
    },
    [runner, setPalette, setRecent],
  )

  // navigate changes with the page: the attached shell reads the latest at each call.
  const latest = useRef({ navigate, finish, navigator })
  useLayoutEffect(() => {
    latest.current = { navigate, finish, navigator }
  })
  useEffect(
    () =>
      runner.attach({
        begin: (command, given, records, from) => {
          const step = begin(command, runner.context(), given, { ...records })
          // Where it began travels with the prompt to its run (and a retry's).
          const prompt = from ? { ...step.prompt, from } : step.prompt
          // Run at once, the prompt kept: its given records are the run's, and a retry's.
          if (step.kind === 'run') void latest.current.finish(command, step.args, prompt)
          else setPalette({ open: true, prompt })
        },
        where: () => addressOf(latest.current.navigator) ?? place.current,
        navigate: (path) => latest.current.navigate(path),
        deliver,
      }),
    [runner, setPalette],
  )

  return { registry: runner.registry, start: runner.start, finish }
}
