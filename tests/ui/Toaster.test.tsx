import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissToastAtom, pushToastAtom, TOAST_DURATION_MS, toastsAtom } from '@/atoms/core/toasts'
import type { ToastInput } from '@/atoms/core/toasts'
import { Toaster } from '@/ui/Toaster'
import { expectNoSeriousA11yViolations } from './axe'
import { advance } from './timers'

afterEach(() => {
  vi.useRealTimers()
})

function renderToaster() {
  const store = createStore()
  render(
    <Provider store={store}>
      <Toaster />
    </Provider>,
  )
  const push = (toast: ToastInput) => act(() => store.set(pushToastAtom, toast))
  return { store, push }
}

const success: ToastInput = { title: 'Success', message: 'Your preferences were successfully updated', tone: 'success' }

describe('toast atoms', () => {
  it('pushToast adds a toast and returns its id; dismiss removes it', () => {
    const store = createStore()
    const id = store.set(pushToastAtom, success)
    const other = store.set(pushToastAtom, { title: 'Heads up', tone: 'info' })
    expect(store.get(toastsAtom)).toEqual([
      { id, ...success },
      { id: other, title: 'Heads up', tone: 'info' },
    ])
    store.set(dismissToastAtom, id)
    expect(store.get(toastsAtom).map((toast) => toast.id)).toEqual([other])
    store.set(dismissToastAtom, id)
    expect(store.get(toastsAtom)).toHaveLength(1)
  })

  it('each toast disappears 3000 ms after it was pushed', () => {
    vi.useFakeTimers()
    const store = createStore()
    store.set(pushToastAtom, success)
    vi.advanceTimersByTime(1000)
    store.set(pushToastAtom, { title: 'Second', tone: 'info' })
    vi.advanceTimersByTime(1999)
    expect(store.get(toastsAtom)).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(store.get(toastsAtom).map((toast) => toast.title)).toEqual(['Second'])
    vi.advanceTimersByTime(1000)
    expect(store.get(toastsAtom)).toEqual([])
    expect(TOAST_DURATION_MS).toBe(3000)
  })
})

describe('Toaster', () => {
  it('shows toasts in a labelled live region: status for success and info, alert for errors', () => {
    const { push } = renderToaster()
    push(success)
    push({ title: 'Error', message: 'Something went wrong, Please try again.', tone: 'error' })
    push({ title: 'Exported', tone: 'info' })
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    const statuses = within(region).getAllByRole('status')
    expect(statuses.map((toast) => toast.textContent)).toEqual([
      'SuccessYour preferences were successfully updated',
      'Exported',
    ])
    expect(within(region).getByRole('alert').textContent).toBe('ErrorSomething went wrong, Please try again.')
  })

  it('removes a toast with its dismiss button', async () => {
    const user = userEvent.setup({ delay: null })
    const { push } = renderToaster()
    push(success)
    await user.click(screen.getByRole('button', { name: 'Dismiss notification: Success' }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('removes each toast by itself after 3000 ms', () => {
    vi.useFakeTimers()
    const { push } = renderToaster()
    push(success)
    advance(2999)
    expect(screen.getByRole('status')).toBeTruthy()
    advance(1)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('has no serious accessibility violations', async () => {
    const { push } = renderToaster()
    push(success)
    push({ title: 'Error', message: 'Failed', tone: 'error' })
    await expectNoSeriousA11yViolations()
  })
})
