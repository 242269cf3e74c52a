import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RunningCommands } from '@/app/RunningCommands'
import { createAppStore, createQueryClient } from '@/atoms/core/query'
import { runningCommandsAtom } from '@/atoms/core/running'
import type { PartialArgs } from '@/commands/core/args'
import type { AnyCommand } from '@/commands/core/define'
import { createRegistry, createRunner, registry } from '@/commands/index'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { answer, MORE, promptContext, retry, type Prompt, type Step } from '@/palette/flow'
import { SLOW_ANSWER_MS } from '@/ui/SlowAnswer'
import { withMockDb } from '../../mocks/handlers'
import { server } from '../../mocks/server'
import { advanceAsync as advance, settle } from '../../ui/timers'
import { commandOf, runCommand } from '../harness'
import { failRequest, FAILURE_GROUPS, nameOf, type FailureGroup } from './groups'

// The hang, for every palette group (issue #33): its request never answers. At three seconds the
// tray says the server is slow, with the ways out; a write is not offered Retry now (sent twice is
// worse than a wait); Stop waiting ends the run for the operator, who finds every typed argument
// kept, and is told the request may still land. The clock is fake: the test moves it.

/** Enter on each page of the reopened prompt with what it kept, until it runs: the arguments it runs with. */
function enterAgain(command: AnyCommand, reopened: Prompt, ctx: CommandContext): PartialArgs {
  let step: Step = { kind: 'prompt', prompt: reopened }
  for (let pages = 0; step.kind === 'prompt'; pages += 1) {
    const { prompt } = step
    const key = prompt.current
    if (pages > 20) throw new Error(`${command.id}: the reopened prompt never runs`)
    if (key === 'confirm' || key === MORE) step = answer(command, ctx, prompt, true)
    else if (key in prompt.values) step = answer(command, ctx, prompt, prompt.values[key], prompt.labels[key], prompt.records[key])
    else throw new Error(`${command.id}: the reopened prompt asks for ${key} again, its answer lost`)
  }
  return step.args
}

/** The group's prompts walked as the operator types them, its command not run: the arguments and the prompt it would run with. */
async function typed(group: FailureGroup, options: Awaited<ReturnType<FailureGroup['prepare']>>) {
  const command = commandOf(group.command)
  const walkOnly = createRegistry(registry.all.map((c) => (c.id === command.id ? { ...c, run: async () => undefined } : c)))
  const walked = await runCommand(group.command, { ...options, registry: walkOnly })
  if (!walked.prompt) throw new Error(`${group.command}: a page refused (${JSON.stringify(walked.outcome)})`)
  return { command, args: walked.args, prompt: walked.prompt }
}

describe('a request that hangs, in every command group', () => {
  const mock = withMockDb()
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it.each(FAILURE_GROUPS.map((group) => [nameOf(group), group] as const))('%s: slow at 3 s, Stop waiting keeps the arguments', async (_name, group) => {
    if (group.routes) server.use(...group.routes(mock.db))
    const queryClient = createQueryClient()
    const options = { ...(await group.prepare(mock.db, queryClient)), queryClient }
    const { command, args, prompt } = await typed(group, options)
    let hung = 0
    server.use(failRequest(group, () => ((hung += 1), new Promise<Response>(() => undefined))))

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const store = createAppStore(queryClient)
    render(
      <Provider store={store}>
        <RunningCommands />
      </Provider>,
    )
    const ctx = promptContext(options.ctx ?? emptyContext, prompt)
    // Inside act: the tray's line mounts, its clock started, before the test moves the clock.
    let executed: ReturnType<ReturnType<typeof createRunner>['execute']> | undefined
    act(() => void (executed = createRunner(store, registry).execute(command, args, { ctx })))
    if (!executed) throw new Error('not started')
    await settle(() => expect(hung).toBe(1))

    const slowWords = `${command.title}: the server is slow to answer (3 s so far)`
    await advance(SLOW_ANSWER_MS - 1)
    expect(screen.queryByText(slowWords)).toBeNull()
    await advance(1)
    expect(screen.getByText(slowWords)).toBeTruthy()
    expect(screen.getByRole('button', { name: `Keep waiting (${command.title})` })).toBeTruthy()
    // A write is never offered to be sent again.
    if (group.request.method !== 'get') expect(screen.queryByRole('button', { name: `Retry now (${command.title})` })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: `Stop waiting (${command.title})` }))
    const outcome = await executed
    expect(outcome).toMatchObject({ status: 'failed', message: expect.stringContaining('the request may still reach the server') })
    expect(store.get(runningCommandsAtom)).toEqual([])
    expect(screen.queryByText(slowWords)).toBeNull()
    const message = outcome.status === 'failed' ? outcome.message : ''
    const reopened = retry(command, prompt, message, args)
    expect(reopened.error).toBe(message)
    expect(enterAgain(command, reopened, options.ctx ?? emptyContext)).toEqual(args)
    expect(hung).toBe(1)
  })
})
