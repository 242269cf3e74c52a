import type { Product } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach } from 'vitest'
import { productQueries } from '@/atoms/products/keys'
import { createQueryClient, type AppStore } from '@/atoms/core/query'
import type { ToastInput } from '@/atoms/core/toasts'
import { checkValue, parseTyped, valueAsText, type ArgSpec, type EntityOption, type ParseResult, type PartialArgs } from '@/commands/core/args'
import { emptyContext, type CommandContext } from '@/models/core/context'
import type { AnyCommand } from '@/commands/core/define'
import { registry as defaultRegistry, type CommandId, type Registry } from '@/commands/index'
import { errorMessage, executeCommand, makeTools, type RunOutcome } from '@/commands/core/run'
import { answer, begin, confirmMessage, currentArgs, extrasOf, MORE, openExtra, promptContext, type Prompt, type Step } from '@/palette/flow'
import { server } from '../mocks/server'

/**
 * Runs a command through the registry the way the palette does: `begin`, then one `answer` per page
 * the flow asks for (pages a context default fills are skipped by the flow itself), each answer
 * checked as its page checks it, then `executeCommand` with the app's tools.
 *
 * Answers per argument:
 * - typed kinds (text, number, money, date, metadata): the raw text, parsed with parseTyped and
 *   then checked with checkValue;
 * - choices, booleans, files and entities: the value, checked with checkValue (a choice must be one
 *   of the listed options);
 * - `pick(query, ...labels)`: search the picker with `query` and take the options with these labels;
 * - `keep`: accept what the page starts with (the argument's `initial`).
 * An extra (offered on the "More fields…" page) is filled when the test answers it, else left empty.
 */

const TYPED = new Set<ArgSpec['kind']>(['text', 'number', 'money', 'date', 'metadata'])

/** Search an entity picker for `query` and pick the options labelled so (several for 'entities'). */
export class Pick {
  constructor(
    readonly query: string,
    readonly labels: readonly string[],
  ) {}
}
export const pick = (query: string, ...labels: string[]) => new Pick(query, labels)

/** Accept the page as it opens: the argument's initial value (the current title when editing). */
export const keep: unique symbol = Symbol('keep')

export type Answers = Record<string, unknown>

export type HarnessOutcome =
  | RunOutcome
  /** A page refused the answer (parse or validate): nothing ran. */
  | { status: 'rejected'; arg: string; message: string }
  /** A picker's search failed: the page shows the message, nothing ran. */
  | { status: 'search-failed'; arg: string; message: string }

export interface HarnessRun {
  outcome: HarnessOutcome
  /** The pages shown, in order: argument keys, 'more-fields' for the extras' page, and 'confirm' for the last question. */
  prompted: string[]
  /** The confirm page's question, when one was asked. */
  confirmations: string[]
  /** What each picker listed for its query. */
  offered: Record<string, EntityOption[]>
  /** The arguments as they stood when the run started (or when a page refused). */
  args: PartialArgs
  queryClient: QueryClient
  /** What the command told the operator while it ran (its `notify`), in order. */
  notified: ToastInput[]
  /** The palette's prompt as the run started (what a failed run reopens with `retry`); none when a page refused. */
  prompt?: Prompt
}

export interface HarnessOptions {
  ctx?: CommandContext
  answers?: Answers
  /** Values a button hands in (never prompted). */
  given?: PartialArgs
  queryClient?: QueryClient
  /** The app store handed to the command; by default jotai's own, which a test then reads its jobs and drafts from. */
  store?: AppStore
  registry?: Registry
}

export function commandOf(id: CommandId, registry: Registry = defaultRegistry): AnyCommand {
  const command = registry.get(id)
  if (!command) throw new Error(`${id} is not registered`)
  return command
}

export function specOf(id: CommandId, key: string): ArgSpec {
  const spec = commandOf(id).args?.[key]
  if (!spec) throw new Error(`${id} has no argument ${key}`)
  return spec
}

function choicesOf(spec: ArgSpec, ctx: CommandContext, args: PartialArgs): readonly unknown[] | undefined {
  if (spec.kind === 'boolean') return [true, false]
  if (spec.kind !== 'choice') return undefined
  const options = typeof spec.options === 'function' ? spec.options(ctx, args) : spec.options
  return options.map((option) => option.value)
}

type Accepted = ParseResult<unknown> & { label?: string; record?: unknown }

/** One page: turns the test's answer into the value the page would hand to `answer`, or its error. */
async function accept(
  id: string,
  key: string,
  spec: ArgSpec,
  given: unknown,
  context: { ctx: CommandContext; args: PartialArgs; queryClient: QueryClient; offered: HarnessRun['offered'] },
): Promise<Accepted | { searchFailed: string }> {
  const { ctx, args, queryClient } = context
  if (given === keep) {
    const initial = spec.initial?.(ctx, args)
    given = TYPED.has(spec.kind) ? valueAsText(spec, initial, ctx, args) : initial
  }
  if (TYPED.has(spec.kind)) {
    if (typeof given !== 'string') throw new Error(`${id}: ${key} is typed; answer it with text`)
    const parsed = parseTyped(spec, given, ctx, args)
    return parsed.ok ? checkValue(spec, parsed.value, args, ctx) : parsed
  }
  if (given instanceof Pick) {
    if (spec.kind !== 'entity' && spec.kind !== 'entities') throw new Error(`${id}: ${key} is not a picker`)
    let options: EntityOption[]
    try {
      options = await spec.search(given.query, { queryClient, ctx, args })
    } catch (error) {
      return { searchFailed: errorMessage(error) }
    }
    // What the operator sees of each option: its records travel with the prompt, unseen.
    context.offered[key] = options.map(({ record: _record, ...seen }) => seen)
    const found = given.labels.map((label) => {
      const option = options.find((o) => o.label === label)
      if (!option) throw new Error(`${id}: ${key} offers no "${label}" for "${given.query}": ${options.map((o) => o.label).join(', ')}`)
      return option
    })
    const value = spec.kind === 'entity' ? found[0]?.id : found.map((option) => option.id)
    const record = spec.kind === 'entity' ? found[0]?.record : undefined
    return { ...checkValue(spec, value, args, ctx), label: given.labels.join(', '), record }
  }
  const choices = choicesOf(spec, ctx, args)
  if (choices && given !== undefined && !choices.includes(given)) {
    throw new Error(`${id}: ${key} offers no choice ${String(given)} (${choices.join(', ')})`)
  }
  return checkValue(spec, given, args, ctx)
}

/** Walks the prompts of `id` with `answers`, then runs it against whatever msw serves. */
export async function runCommand(id: CommandId, options: HarnessOptions = {}): Promise<HarnessRun> {
  const { ctx = emptyContext, answers = {}, given = {}, queryClient = createQueryClient(), store = getDefaultStore(), registry } = options
  const command = commandOf(id, registry)
  const prompted: string[] = []
  const confirmations: string[] = []
  const offered: HarnessRun['offered'] = {}
  const used = new Set<string>()
  const notified: ToastInput[] = []
  const seen = { prompted, confirmations, offered, queryClient, notified }

  let step: Step = begin(command, ctx, given)
  while (step.kind === 'prompt') {
    const { prompt } = step
    const key = prompt.current
    const args = currentArgs(command, ctx, prompt)
    const pageCtx = promptContext(ctx, prompt)
    prompted.push(key)
    if (key === 'confirm') {
      confirmations.push(confirmMessage(command, pageCtx, args))
      step = answer(command, ctx, prompt, true)
      continue
    }
    if (key === MORE) {
      // "More fields…": the extras the test answers are picked one by one, in the command's order; then on.
      const extra = extrasOf(command, prompt).find((k) => k in answers && !used.has(k))
      step = extra ? { kind: 'prompt', prompt: openExtra(prompt, extra) } : answer(command, ctx, prompt, true)
      continue
    }
    const spec = command.args?.[key]
    if (!spec) throw new Error(`${id}: the flow asked for ${key}, which is not an argument`)
    if (!(key in answers)) throw new Error(`${id} asked for ${key} (after ${prompted.slice(0, -1).join(', ') || 'nothing'}); the test has no answer`)
    used.add(key)
    const accepted = await accept(id, key, spec, answers[key], { ctx: pageCtx, args, queryClient, offered })
    if ('searchFailed' in accepted) {
      return { ...seen, outcome: { status: 'search-failed', arg: key, message: accepted.searchFailed }, args }
    }
    if (!accepted.ok) {
      return { ...seen, outcome: { status: 'rejected', arg: key, message: accepted.error }, args }
    }
    const next = answer(command, ctx, prompt, accepted.value, accepted.label, accepted.record)
    if (next.kind === 'prompt' && next.prompt.current === key && next.prompt.error) {
      return { ...seen, outcome: { status: 'rejected', arg: key, message: next.prompt.error }, args }
    }
    step = next
  }

  const unused = Object.keys(answers).filter((key) => !used.has(key))
  if (unused.length) throw new Error(`${id} never asked for ${unused.join(', ')} (it asked for ${prompted.join(', ') || 'nothing'})`)
  // The command's own work, its tools handed in as the runner hands them; the runner's part (pages on
  // screen, toasts, what a result opens) is tested through it with the palette host (tests/palette).
  const tools = makeTools(queryClient, promptContext(ctx, step.prompt), store, (toast) => void notified.push(toast))
  const outcome = await executeCommand(command, step.args, tools)
  return { ...seen, outcome, args: step.args, prompt: step.prompt }
}

/** The context of a product panel: the product focused, with its data as the panel loaded it. */
export async function onProduct(id: string, queryClient: QueryClient = createQueryClient()): Promise<CommandContext> {
  const { product } = await queryClient.fetchQuery(productQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'product', id, entity: product as Product } }
}

export interface SeenRequest {
  method: string
  path: string
  query: URLSearchParams
}

/** Every request msw sees during each test of the file (cleared before each test). */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    seen.push({ method: request.method, path: url.pathname, query: url.searchParams })
  }
  beforeEach(() => {
    seen.length = 0
    server.events.on('request:start', listener)
  })
  afterEach(() => {
    server.events.removeListener('request:start', listener)
  })
  return seen
}

/**
 * The JSON bodies of the POSTs the console sends, recorded for each test: `sentTo(path)` lists those
 * sent to one path, in order.
 */
export function recordPostBodies(): { sentTo: (path: string) => Array<Record<string, unknown>> } {
  const bodies: Array<{ path: string; body: Record<string, unknown> }> = []
  const listener = async ({ request }: { request: Request }) => {
    if (request.method !== 'POST') return
    bodies.push({ path: new URL(request.url).pathname, body: (await request.clone().json()) as Record<string, unknown> })
  }
  beforeEach(() => {
    bodies.length = 0
    server.events.on('request:start', listener)
  })
  afterEach(() => {
    server.events.removeListener('request:start', listener)
  })
  return { sentTo: (path) => bodies.filter((b) => b.path === path).map((b) => b.body) }
}

/** The requests of one method (and path, when given) among those seen. */
export const requestsOf = (seen: readonly SeenRequest[], method: string, path?: string | RegExp) =>
  seen.filter((r) => r.method === method && (path === undefined || (typeof path === 'string' ? r.path === path : path.test(r.path))))
