import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { createStore, Provider } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { ENDED_SHOWN } from '@/atoms/batch-jobs/tray'
import { jobsAtom, startJob, trackJob, type AppStore } from '@/atoms/core/jobs'
import { RunningJobs } from '@/app/RunningJobs'
import { expectNoSeriousA11yViolations } from '../ui/axe'

const lines = () => [...document.querySelectorAll('[aria-live="polite"] p')].map((p) => p.textContent)

function renderTray(store: AppStore = createStore()) {
  render(
    <Provider store={store}>
      <RunningJobs />
    </Provider>,
  )
  return store
}

const serverJob = (store: AppStore, title = 'Importing prices into Black Friday') =>
  trackJob(store, { kind: 'batch-job', owner: 'batch_1', title, noun: 'variants', total: 30, stage: 'queued' })

describe('RunningJobs in the navigation', () => {
  afterEach(() => cleanup())

  it('shows the live count of running work from any area, then its outcome until dismissed', async () => {
    const store = renderTray()
    const gates: Array<() => void> = []
    let done: Promise<unknown> = Promise.resolve()
    act(() => {
      done = startJob(
        {
          kind: 'dynamic-codes', owner: 'VIP', title: 'Creating codes for VIP', noun: 'codes', columns: ['code'], filename: 'codes.csv',
          items: ['A', 'B'], name: (code) => code, concurrency: 1, invalidates: [],
          work: (code) => new Promise((resolve) => gates.push(() => resolve({ code }))),
        },
        { store, queryClient: new QueryClient() },
      ).done
    })
    expect(lines()).toEqual(['Creating codes for VIP 0/2'])
    expect(screen.getByRole('button', { name: 'Cancel Creating codes for VIP' })).toBeDefined()
    await act(async () => gates.shift()?.())
    expect(lines()).toEqual(['Creating codes for VIP 1/2'])
    await act(async () => {
      gates.shift()?.()
      await done
    })
    expect(lines()).toEqual(['Done: 2 of 2 codes created'])
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Creating codes for VIP' }))
    expect(lines()).toEqual([])
  })

  it('stops following a server job from the keyboard: the line leaves, its polling is told to stop, and the tooltip says the job goes on', async () => {
    const store = createStore()
    const tray = serverJob(store)
    renderTray(store)
    act(() => tray.report(12, 30, 'running'))
    expect(lines()).toEqual(['Importing prices into Black Friday (running) 12/30 variants'])
    const close = screen.getByRole('button', { name: 'Stop following Importing prices into Black Friday' })
    await userEvent.tab()
    expect(document.activeElement).toBe(close)
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toContain('It keeps running on the server')
    expect(close.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip', { hidden: true }).id)
    await userEvent.keyboard('{Enter}')
    expect(lines()).toEqual([])
    // The watcher reads this state at its next poll and stops asking the server.
    expect(tray.current().state).toBe('canceled')
    expect(store.get(jobsAtom)).toHaveLength(1)
  })

  it('keeps running lines and the newest ended ones, and has no serious axe violation', async () => {
    const store = createStore()
    const ended = Array.from({ length: ENDED_SHOWN + 1 }, (_, i) => serverJob(store, `Order export ${i + 1}`))
    ended.forEach((t, i) => t.end('done', `Order export done: ${i + 1} orders`))
    serverJob(store, 'Product export')
    renderTray(store)
    expect(lines()).toEqual(['Product export (queued) 0/30 variants', 'Order export done: 4 orders', 'Order export done: 3 orders', 'Order export done: 2 orders'])
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Stop following Product export', 'Dismiss Order export 4', 'Dismiss Order export 3', 'Dismiss Order export 2',
    ])
    await expectNoSeriousA11yViolations(document.body)
  })
})
