import { describe, expect, it, vi } from 'vitest'
import { createAppStore } from '@/atoms/core/query'
import { runningCommandsAtom } from '@/atoms/core/running'
import { toastsAtom } from '@/atoms/core/toasts'
import { arg, defineCommand, erase, openPanel } from '@/commands/core/define'
import { createRegistry } from '@/commands/core/registry'
import { createRunner, type RunnerShell } from '@/commands/core/runner'

// The runner with a shell of the test's own (the palette host's part: prompts, the router, the
// clipboard). What the palette does on screen is tested with the host in tests/palette.

/** Ends the slow command's run: set once it has started. */
let release: (() => void) | undefined
const registry = createRegistry(
  [
    defineCommand({
      id: 'test.open',
      title: 'Open note',
      group: 'Test',
      args: { noteId: arg.text({ label: 'Note' }) },
      run: async ({ noteId }) => openPanel(`/a/notes/${noteId}`),
    }),
    defineCommand({
      id: 'test.slow',
      title: 'Slow',
      group: 'Test',
      run: async () => {
        await new Promise<void>((resolve) => (release = resolve))
        return openPanel('/a/slow')
      },
    }),
    defineCommand({
      id: 'test.tools',
      title: 'Tools',
      group: 'Test',
      run: async (_args, { store, notify }) => {
        notify({ title: `Told through ${store.get(runningCommandsAtom).length} run in flight`, tone: 'info' })
      },
    }),
  ].map(erase),
)

/** Starts the slow command and waits until it is on its way; returns its run and what ends it. */
async function startSlow(runner: ReturnType<typeof createRunner>) {
  const slow = registry.get('test.slow')
  if (!slow) throw new Error('no test.slow')
  release = undefined
  const run = runner.execute(slow, {})
  await vi.waitFor(() => expect(release).toBeDefined())
  return { slow, run, end: () => release?.() }
}

function setUp() {
  const store = createAppStore()
  const runner = createRunner(store, registry)
  const shell = { place: '/a/notes', begun: [] as Array<[string, unknown, unknown]>, opened: [] as string[] }
  const attach = () =>
    runner.attach({
      begin: (command, given, records) => void shell.begun.push([command.id, given, records]),
      where: () => shell.place,
      navigate: (path) => void shell.opened.push(path),
      deliver: vi.fn<RunnerShell['deliver']>(),
    })
  const toasts = () => store.get(toastsAtom).map((toast) => toast.title)
  return { store, runner, shell, attach, toasts }
}

describe('the runner', () => {
  it('holds a run asked for before the palette host is there, and begins it once the host attaches', () => {
    const { runner, shell, attach } = setUp()
    runner.run('test.open', { noteId: 'note_1' }, { noteId: { id: 'note_1' } })
    expect(shell.begun).toEqual([])
    attach()
    expect(shell.begun).toEqual([['test.open', { noteId: 'note_1' }, { noteId: { id: 'note_1' } }]])
    runner.run('test.open')
    expect(shell.begun).toHaveLength(2)
  })

  it('says an id it does not know is not available, and prompts nothing', () => {
    const { runner, shell, attach, toasts } = setUp()
    attach()
    runner.run('test.missing')
    expect(toasts()).toEqual(['Not available here'])
    expect(shell.begun).toEqual([])
  })

  it('opens what a run returns while the operator is still where it started, and only says so once they have moved on', async () => {
    const { runner, shell, attach, toasts } = setUp()
    attach()
    const command = registry.get('test.open')
    if (!command) throw new Error('no test.open')
    await runner.execute(command, { noteId: 'note_1' })
    expect(shell.opened).toEqual(['/a/notes/note_1'])

    const { run, end } = await startSlow(runner)
    shell.place = '/a/customers'
    end()
    expect(await run).toMatchObject({ status: 'done' })
    expect(shell.opened).toEqual(['/a/notes/note_1'])
    expect(toasts()).toEqual(['Slow: done'])
  })

  it('does not send the same run twice while it is in flight', async () => {
    const { runner, attach, toasts } = setUp()
    attach()
    const { slow, run, end } = await startSlow(runner)
    expect(await runner.execute(slow, {})).toEqual({ status: 'busy' })
    expect(toasts()).toEqual(['Slow is still running'])
    end()
    expect(await run).toMatchObject({ status: 'done' })
  })

  it("hands a command the runner's store and a notify that shows its toasts", async () => {
    const { runner, attach, toasts } = setUp()
    attach()
    const tools = registry.get('test.tools')
    if (!tools) throw new Error('no test.tools')
    expect(await runner.execute(tools, {})).toEqual({ status: 'done', result: undefined })
    expect(toasts()).toEqual(['Told through 1 run in flight'])
  })
})
