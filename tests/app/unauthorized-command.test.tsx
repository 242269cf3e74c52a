import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppErrorBoundary } from '@/app/ErrorBoundary'
import { AppRoutes } from '@/app/routes'
import { createAppStore } from '@/atoms/core/query'
import { orderMutationHandlers } from '../mocks/orders/mutations'
import { server } from '../mocks/server'
import { mockAnalytics } from '../mocks/settings/analytics'
import { orderByNumber, withOrdersDb } from '../panels/orders/helpers'
import { currentLocation, LocationProbe } from './auth/helpers'

const mock = withOrdersDb()
const mutationNotes = () => ((mock.db as unknown as { notes?: Array<{ value: string }> }).notes ?? []).map((n) => n.value)

describe('a session that ends while a command runs', () => {
  it('sends the operator to sign in, then back to the same order with the command, its note and the reason', async () => {
    mockAnalytics({ db: mock.db }, { config: { opt_out: true, anonymize: false } })
    server.use(...orderMutationHandlers(mock.db))
    const order = orderByNumber(mock.db, 1023)
    const user = userEvent.setup({ delay: null })
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={[`/a/orders/${order.id}`]}>
          <AppErrorBoundary>
            <AppRoutes />
          </AppErrorBoundary>
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
    )
    await screen.findByRole('heading', { name: `Order #${order.display_id}` }, { timeout: 10_000 })
    await user.keyboard('n')
    const palette = await screen.findByRole('dialog', { name: /Add note/ }, { timeout: 10_000 })
    await user.keyboard('Call the customer back on Monday')
    mock.db.session = null // the server forgot the session meanwhile
    await user.keyboard('{Control>}{Enter}{/Control}')

    await waitFor(() => expect(currentLocation()).toMatch(/^\/login\?next=/))
    expect(palette.isConnected).toBe(false)
    await user.type(await screen.findByLabelText('Email'), 'admin@medusa-test.com')
    await user.type(screen.getByLabelText('Password'), 'supersecret')
    await user.keyboard('{Enter}')

    await waitFor(() => expect(currentLocation()).toBe(`/a/orders/${order.id}`))
    const back = await screen.findByRole('dialog', { name: /Add note/ }, { timeout: 10_000 })
    expect((within(back).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Call the customer back on Monday')
    expect(within(back).getByRole('alert').textContent).toBe('You are not logged in, please log in to proceed. Your input is kept: run it again once signed in.')
    // Sent again from where it stopped, it goes through.
    await user.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() => expect(mutationNotes()).toContain('Call the customer back on Monday'))
  })
})
