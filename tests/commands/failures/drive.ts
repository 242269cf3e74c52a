import type { QueryClient } from '@tanstack/react-query'
import type { PathParams } from 'msw'
import { getDefaultStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { PAUSED_TEXT, PROBE_FIRST_DELAY_MS } from '@/atoms/core/outages'
import { createQueryClient } from '@/atoms/core/query'
import type { PartialArgs } from '@/commands/core/args'
import { executeCommand, makeTools, type RunOutcome } from '@/commands/core/run'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { answer, MORE, promptContext, retry, type Prompt, type Step } from '@/palette/flow'
import type { MockDb } from '../../mocks/db'
import { withMockDb } from '../../mocks/handlers'
import { server } from '../../mocks/server'
import { commandOf, runCommand, type HarnessOptions, type HarnessRun } from '../harness'
import { failRequest, FAILURE_GROUPS, nameOf, type FailureGroup } from './groups'
import type { FailureKind } from './kinds'

/** Every id-looking string in a value (ids carry an underscore and a digit: `order_1044`, `reg_01H…`). */
export function idsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && /^[a-z]+_\w*\d\w*$/.test(value)) into.add(value)
  else if (Array.isArray(value)) for (const item of value) idsIn(item, into)
  else if (value && typeof value === 'object' && !(value instanceof Blob)) for (const item of Object.values(value)) idsIn(item, into)
  return into
}

/** Walks the reopened prompt as the operator does: Enter on each page with what it kept, until it runs. */
function enterAgain(group: FailureGroup, reopened: Prompt, ctx: CommandContext): PartialArgs {
  const command = commandOf(group.command)
  let step: Step = { kind: 'prompt', prompt: reopened }
  for (let pages = 0; step.kind === 'prompt'; pages += 1) {
    const { prompt } = step
    const key = prompt.current
    if (pages > 20) throw new Error(`${group.command}: the reopened prompt never runs`)
    if (key === 'confirm' || key === MORE) step = answer(command, ctx, prompt, true)
    else if (key in prompt.values) step = answer(command, ctx, prompt, prompt.values[key], prompt.labels[key], prompt.records[key])
    else throw new Error(`${group.command}: the reopened prompt asks for ${key} again, its answer lost`)
  }
  return step.args
}

export interface Failing {
  /** The harness's options, with the query client the command's pages and run share. */
  options: HarnessOptions & { queryClient: QueryClient }
  /** The path parameters of each request answered with the failure (the ids it carried). */
  failedParams: PathParams[]
  /** The server is back: the group's request reaches the mock routes again. */
  recover: () => void
  /** How many of the group's requests reached the mock routes (after `recover`, or past `times`). */
  passed: () => number
}

/** The group's routes and options over the db, its request answered by `kind` until `recover`, or `times` times. */
export async function failing(group: FailureGroup, kind: FailureKind, db: MockDb, queryClient = createQueryClient(), times = Infinity): Promise<Failing> {
  if (group.routes) server.use(...group.routes(db))
  const options = { ...(await group.prepare(db, queryClient)), queryClient }
  const failedParams: PathParams[] = []
  let down = true
  let passed = 0
  const answer = ({ params }: { params: PathParams }) => {
    failedParams.push(params)
    return kind.answer(params, group.noun)
  }
  const fails = () => {
    const now = down && failedParams.length < times
    if (!now) passed += 1
    return now
  }
  server.use(failRequest(group, answer, fails))
  return { options, failedParams, recover: () => void (down = false), passed: () => passed }
}

export interface FailedRun {
  run: HarnessRun
  failedParams: PathParams[]
  /** The prompt the palette reopens with after the failure. */
  reopened: Prompt
  /** The arguments the operator's Enter on the reopened prompt runs with, what that run did, and how many of the group's requests it sent. */
  retried: { args: PartialArgs; outcome: RunOutcome; sent: number }
}

/**
 * Runs the group's command with its request answered by `kind`, then as the palette does after a
 * failure: reopens the prompt with `retry`, presses Enter on it, and runs again with the server back.
 */
export async function failThenRetry(group: FailureGroup, kind: FailureKind, db: MockDb): Promise<FailedRun> {
  const { options, failedParams, recover, passed } = await failing(group, kind, db)
  const run = await runCommand(group.command, options)
  recover()
  if (!run.prompt) throw new Error(`${group.command}: a page refused (${JSON.stringify(run.outcome)}) before anything was sent`)
  const command = commandOf(group.command)
  const reopened = retry(command, run.prompt, run.outcome.status === 'failed' ? run.outcome.message : '', run.args)
  const ctx = options.ctx ?? emptyContext
  const args = enterAgain(group, reopened, ctx)
  const tools = makeTools(options.queryClient, promptContext(ctx, reopened), options.store ?? getDefaultStore(), () => undefined)
  const before = passed()
  const outcome = await executeCommand(command, args, tools)
  return { run, failedParams, reopened, retried: { args, outcome, sent: passed() - before } }
}

/** A run over many records meets one unanswered request: it pauses, probes, and goes on by itself. */
async function outlastOneOutage(group: FailureGroup, kind: FailureKind, db: MockDb): Promise<HarnessRun> {
  const { options, failedParams } = await failing(group, kind, db, createQueryClient(), 1)
  vi.useFakeTimers({ shouldAdvanceTime: true })
  try {
    const running = runCommand(group.command, options)
    await vi.waitFor(() => expect(failedParams).toHaveLength(1))
    // The first probe of the server after the pause.
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS)
    return await running
  } finally {
    vi.useRealTimers()
  }
}

async function expectToldAndKept(group: FailureGroup, kind: FailureKind, db: MockDb): Promise<void> {
  const { run, failedParams, reopened, retried } = await failThenRetry(group, kind, db)
  expect(failedParams.length).toBeGreaterThan(0)
  const [params = {}] = failedParams
  const says = kind.says(params, group.noun)
  expect(run.outcome).toMatchObject({ status: 'failed', message: typeof says === 'string' ? expect.stringContaining(says) : expect.stringMatching(says) })
  const message = run.outcome.status === 'failed' ? run.outcome.message : ''
  // The reopened prompt shows the words (the runner's toast carries the same message).
  expect(reopened.error).toBe(message)
  if (kind.idFree) for (const id of idsIn([failedParams, run.args, run.prompt?.given])) expect(message).not.toContain(id)
  expect(retried.args).toEqual(run.args)
  expect(retried.outcome.status, JSON.stringify(retried.outcome)).not.toBe('failed')
  expect(retried.sent).toBeGreaterThan(0)
}

/**
 * For each group of the table and each kind: the run fails with the kind's words, shows no id the
 * request carried, reopens with every argument typed, and the Enter that follows runs it through.
 */
export function describeFailures(kinds: readonly FailureKind[], groups: readonly FailureGroup[] = FAILURE_GROUPS): void {
  const mock = withMockDb()
  describe.each(groups.map((group) => [nameOf(group), group] as const))('%s', (_title, group) => {
    for (const kind of kinds) {
      if (kind.unauthorized && group.unauthorizedIsDone) {
        it(`${kind.name}: the session had ended already, so it is done`, async () => {
          const { options } = await failing(group, kind, mock.db)
          expect((await runCommand(group.command, options)).outcome.status).toBe('done')
        })
      } else if (kind.outage && group.pausesOnOutage) {
        it(`${kind.name}: pauses, says so, and goes on by itself when the server answers`, async () => {
          const run = await outlastOneOutage(group, kind, mock.db)
          expect(run.notified).toContainEqual(expect.objectContaining({ title: PAUSED_TEXT }))
          expect(run.outcome.status, JSON.stringify(run.outcome)).toBe('done')
        })
      } else {
        it(`${kind.name}: told in its words, the arguments kept for the retry`, () => expectToldAndKept(group, kind, mock.db))
      }
    }
  })
}
