import { act, cleanup, render } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { createStore, Provider } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { startJob } from '@/atoms/core/jobs'
import { RunningJobs } from '@/app/RunningJobs'

const jobsLine = () => document.querySelector('[aria-live="polite"]')?.textContent

describe('RunningJobs in the navigation', () => {
  afterEach(() => cleanup())

  it('shows the live count of running work from any area, and nothing once it has ended', async () => {
    const store = createStore()
    render(
      <Provider store={store}>
        <RunningJobs />
      </Provider>,
    )
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
    expect(jobsLine()).toBe('Creating codes for VIP 0/2')
    await act(async () => gates.shift()?.())
    expect(jobsLine()).toBe('Creating codes for VIP 1/2')
    await act(async () => {
      gates.shift()?.()
      await done
    })
    expect(jobsLine()).toBe('')
  })
})
