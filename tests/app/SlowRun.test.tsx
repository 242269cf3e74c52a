import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RunningCommands } from '@/app/RunningCommands'
import { createAppStore, mutation } from '@/atoms/core/query'
import { runningCommandsAtom } from '@/atoms/core/running'
import { toastsAtom } from '@/atoms/core/toasts'
import { defineCommand, erase, toast } from '@/commands/core/define'
import { createRegistry } from '@/commands/core/registry'
import { createRunner } from '@/commands/core/runner'
import { KEEP_WAITING_MS, SLOW_ANSWER_MS } from '@/ui/SlowAnswer'
import { advanceAsync as advance, settle } from '../ui/timers'

// A command in flight whose answer is slow: the tray says so at three seconds with the ways out.
// Retry now sends a read again, never a write; Keep waiting hides the offer for ten seconds more;
// Stop waiting ends the run for the operator, and its late answer is told when it comes.

/** Each request the commands send: its answer is the test's to give. */
const sent: Array<{ kind: 'read' | 'write'; answer: (value: string) => void }> = []
const request = (kind: 'read' | 'write') => new Promise<string>((answer) => sent.push({ kind, answer }))

const registry = createRegistry(
  [
    defineCommand({
      id: 'test.read',
      title: 'Check stock',
      group: 'Test',
      run: async (_args, { fetch }) => toast(await fetch({ queryKey: ['stock'], queryFn: () => request('read') })),
    }),
    defineCommand({
      id: 'test.write',
      title: 'Capture payment',
      group: 'Test',
      run: async (_args, { mutate }) => toast(await mutate(mutation({ mutationFn: () => request('write'), invalidates: [] }), undefined)),
    }),
  ].map(erase),
)

function start(id: string) {
  const store = createAppStore()
  render(
    <Provider store={store}>
      <RunningCommands />
    </Provider>,
  )
  const command = registry.get(id)
  if (!command) throw new Error(id)
  // Inside act: the tray's line mounts, its clock started, before the test moves the clock.
  let executed: ReturnType<ReturnType<typeof createRunner>['execute']> | undefined
  act(() => void (executed = createRunner(store, registry).execute(command, {})))
  if (!executed) throw new Error('not started')
  return { store, executed, title: command.title }
}

const slowLine = (title: string, seconds = 3) => screen.queryByText(`${title}: the server is slow to answer (${seconds} s so far)`)
const button = (label: string, title: string) => screen.queryByRole('button', { name: `${label} (${title})` })

describe('a slow command in the tray', () => {
  beforeEach(() => {
    sent.length = 0
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('says a read is slow at three seconds, not before, and Retry now sends it again: its answer ends the run', async () => {
    const { store, executed, title } = start('test.read')
    await settle(() => expect(sent).toHaveLength(1))
    await advance(SLOW_ANSWER_MS - 1)
    expect(slowLine(title)).toBeNull()
    expect(screen.getByText(`${title}: waiting for the server`)).toBeTruthy()
    await advance(1)
    expect(slowLine(title)).toBeTruthy()
    fireEvent.click(button('Retry now', title)!)
    await settle(() => expect(sent.map((r) => r.kind)).toEqual(['read', 'read']))
    // The offer counts again from the new request.
    expect(slowLine(title)).toBeNull()
    sent[1]!.answer('12 in stock')
    expect(await executed).toEqual({ status: 'done', result: { type: 'toast', title: '12 in stock' } })
    expect(store.get(runningCommandsAtom)).toEqual([])
    // The abandoned request's late answer changes nothing.
    sent[0]!.answer('stale')
    await advance(0)
    expect(store.get(toastsAtom).map((t) => t.title)).toEqual(['12 in stock'])
  })

  it('offers no Retry now for a write; Keep waiting hides the offer until ten seconds later', async () => {
    const { title } = start('test.write')
    await settle(() => expect(sent).toHaveLength(1))
    await advance(SLOW_ANSWER_MS)
    expect(slowLine(title)).toBeTruthy()
    expect(button('Retry now', title)).toBeNull()
    fireEvent.click(button('Keep waiting', title)!)
    expect(button('Stop waiting', title)).toBeNull()
    expect(screen.getByText(`${title}: waiting for the server`)).toBeTruthy()
    await advance(KEEP_WAITING_MS - 1)
    expect(button('Stop waiting', title)).toBeNull()
    await advance(1)
    expect(slowLine(title, 13)).toBeTruthy()
    expect(sent).toHaveLength(1)
  })

  it('Stop waiting ends the run for the operator, saying the request may still land; its late answer is told', async () => {
    const { store, executed, title } = start('test.write')
    await settle(() => expect(sent).toHaveLength(1))
    await advance(SLOW_ANSWER_MS)
    fireEvent.click(button('Stop waiting', title)!)
    expect(await executed).toMatchObject({ status: 'failed', message: expect.stringContaining('the request may still reach the server') })
    expect(store.get(runningCommandsAtom)).toEqual([])
    expect(slowLine(title)).toBeNull()
    sent[0]!.answer('Payment captured')
    await settle(() => expect(store.get(toastsAtom)).toMatchObject([{ title: 'Capture payment: done after all', message: 'Payment captured', tone: 'success' }]))
    expect(sent).toHaveLength(1)
  })
})
