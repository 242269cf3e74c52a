import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getClientConfig } from '@/api/client'
import { cutOffRunsAtom, unfinishedRuns, type UnfinishedRun } from '@/atoms/core/unfinishedRuns'
import { CutOffRuns } from '@/app/CutOffRuns'
import { defineCommand, erase, toast } from '@/commands/core/define'
import { createRegistry } from '@/commands/core/registry'
import type { RunnerCore } from '@/commands/core/runner'
import { emptyContext } from '@/models/core/context'
import { expectNoSeriousA11yViolations } from '../ui/axe'

// The tray's offer of bulk runs a reload cut off: told in words, each with Resume and Discard named by
// the run, reachable by Tab, never taking focus as it appears; an action hands focus to the next offer.

const addMatching = erase(defineCommand({ id: 'customer-groups.add-matching', title: 'Add every customer matching the table to a group…', group: 'Customer groups', run: async () => toast('Added') }))

const run = (more: Partial<UnfinishedRun>): UnfinishedRun => ({
  id: 'entry-1', operator: 'anna@example.com', store: getClientConfig().baseUrl, at: '2026-11-28T10:00:00.000Z',
  command: { id: addMatching.id, title: addMatching.title }, args: { groupId: 'cgrp_vip' },
  list: { kind: 'customer', query: { q: 'example.net' }, count: 4000, description: "matching 'example.net'" },
  title: 'Adding to VIP', progress: '2,000 of 4,000 customers added', ...more,
})

function renderOffers(runs: readonly UnfinishedRun[]) {
  const store = createStore()
  store.set(cutOffRunsAtom, runs)
  const execute = vi.fn<RunnerCore['execute']>(async () => ({ status: 'done', result: undefined }))
  const runner: RunnerCore = { registry: createRegistry([addMatching]), context: () => emptyContext, execute, start: vi.fn(), attach: () => () => {} }
  const view = render(
    <Provider store={store}>
      <main id="main">
        <CutOffRuns runner={async () => runner} />
      </main>
    </Provider>,
  )
  return { store, execute, view }
}

describe('CutOffRuns', () => {
  afterEach(() => cleanup())

  it('tells each cut-off run with named Resume and Discard, reachable by Tab; Resume runs it again over its table, Discard forgets it', async () => {
    const vip = run({})
    // A run whose arguments could not be kept (a file): told, and only discarded.
    const imported = run({ id: 'entry-2', args: null, title: 'Importing customers', progress: '300 of 900 lines written' })
    unfinishedRuns.keep(imported)
    const { store, execute, view } = renderOffers([vip, imported])

    expect(screen.getByRole('group', { name: 'Adding to VIP was cut off after 2,000 of 4,000 customers added' })).toBeDefined()
    expect(screen.getByText('Importing customers was cut off after 300 of 900 lines written')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Resume Importing customers' })).toBeNull()
    // Announced by the tray, not focused: the operator goes on where they were.
    expect(document.activeElement).toBe(document.body)
    await expectNoSeriousA11yViolations(view.container)

    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume Adding to VIP' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Discard Adding to VIP' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Discard Importing customers' }))

    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}{Enter}')
    await waitFor(() => expect(execute).toHaveBeenCalledTimes(1))
    const [command, args, options] = execute.mock.calls[0] ?? []
    expect(command?.id).toBe('customer-groups.add-matching')
    expect(args).toEqual({ groupId: 'cgrp_vip' })
    expect(options?.ctx?.list).toEqual(vip.list)
    expect(store.get(cutOffRunsAtom)).toEqual([imported])
    // Its line gone, focus is on the next offer.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Discard Importing customers' }))

    await user.keyboard('{Enter}')
    await waitFor(() => expect(store.get(cutOffRunsAtom)).toEqual([]))
    expect(unfinishedRuns.load(imported.operator, imported.store)).toEqual([])
    expect(screen.queryByRole('group')).toBeNull()
    expect(document.activeElement).toBe(document.getElementById('main'))
  })
})
