import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { createStore, Provider } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENDED_SHOWN } from '@/atoms/batch-jobs/tray'
import { MedusaApiError } from '@/api/client'
import { jobsAtom, startJob, trackJob, type AppStore } from '@/atoms/core/jobs'
import { PAUSED_TEXT, pausableRunKey, setPausedRunAtom } from '@/atoms/core/outages'
import { RunningJobs } from '@/app/RunningJobs'
import { expectNoSeriousA11yViolations } from '../ui/axe'
import { fakeTimersAndUser } from '../ui/timers'

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
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

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

  it('says a job the server went away from is paused, with its count, and cancels it from the keyboard', async () => {
    // Fake timers: the job's first probe of the server is never due here.
    const user = fakeTimersAndUser()
    const store = renderTray()
    let done: Promise<unknown> = Promise.resolve()
    let tries = 0
    act(() => {
      done = startJob(
        {
          kind: 'dynamic-codes', owner: 'VIP', title: 'Creating codes for VIP', noun: 'codes', columns: ['code'], filename: 'codes.csv',
          items: ['A', 'B'], name: (code) => code, concurrency: 1, invalidates: [],
          work: async (code) => {
            tries += 1
            if (tries > 1) throw new MedusaApiError({ kind: 'connection', message: 'Failed to fetch' })
            return { code }
          },
        },
        { store, queryClient: new QueryClient() },
      ).done
    })
    // The line says so as soon as the request found no server; the job waits for its first probe.
    await screen.findByText(`${PAUSED_TEXT} (Creating codes for VIP: 1 of 2 codes done)`)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel Creating codes for VIP' }))
    await user.keyboard('{Enter}')
    await act(async () => void (await done))
    expect(tries).toBe(2)
    expect(store.get(jobsAtom)[0]).toMatchObject({ state: 'canceled', paused: false })
  })

  it('shows a command run paused by an outage, and its Cancel stops it', async () => {
    const store = renderTray()
    const controller = new AbortController()
    const key = pausableRunKey(controller)
    act(() => void store.set(setPausedRunAtom, key, { title: 'Adding to VIP', progress: '100 of 250 customers added' }))
    expect(lines()).toEqual([`${PAUSED_TEXT} (Adding to VIP: 100 of 250 customers added)`])
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Adding to VIP' }))
    expect(controller.signal.aborted).toBe(true)
    expect(lines()).toEqual([])
    await expectNoSeriousA11yViolations(document.body)
  })
})
