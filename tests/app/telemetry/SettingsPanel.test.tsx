import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { emptyContext } from '@/models/core/context'
import { isAvailable } from '@/commands/core/define'
import { registry } from '@/commands/index'
import { commandOf, runCommand } from '../../commands/harness'
import { mockAnalytics } from '../../mocks/settings/analytics'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderConsole, resetTelemetryAfterEach, preloadConsoleChunks } from './helpers'

// Preferences that share usage data load Segment: keep the real SDK (and its requests) out.
vi.mock('@segment/analytics-next', () => {
  const analytics = { page: vi.fn(async () => undefined), track: vi.fn(async () => undefined), identify: vi.fn(async () => undefined), reset: vi.fn(async () => undefined), addSourceMiddleware: vi.fn(async () => undefined) }
  return { AnalyticsBrowser: { load: vi.fn(() => analytics) } }
})

const mock = withMockDb()
resetTelemetryAfterEach()

const signedIn = { ...emptyContext, user: { id: 'usr_1', email: 'admin@medusa-test.com', first_name: 'Ada', last_name: 'Lovelace' }, flags: { analytics: true } }
const posts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST')

// The lazy chunks are evaluated once here, not inside a test's wait.
beforeAll(preloadConsoleChunks, 60_000)

describe("the 'Analytics preferences' command", () => {
  it('is registered as analytics.update-preferences, available only to a signed-in user with the analytics flag', () => {
    const command = commandOf('analytics.update-preferences')
    expect(command.title).toBe('Analytics preferences')
    expect(isAvailable(command, signedIn)).toBe(true)
    expect(isAvailable(command, { ...signedIn, flags: { analytics: false } })).toBe(false)
    expect(isAvailable(command, { ...signedIn, user: null })).toBe(false)
  })

  it('asks opt out then anonymize, and posts both to /update', async () => {
    const analytics = mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    const run = await runCommand('analytics.update-preferences', { ctx: signedIn, answers: { optOut: false, anonymize: true } })
    expect(run.prompted).toEqual(['optOut', 'anonymize'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Success', message: 'Your preferences were successfully updated' } })
    expect(posts(analytics.calls)).toEqual([{ method: 'POST', path: '/admin/analytics-configs/update', body: { opt_out: false, anonymize: true } }])
    expect(analytics.config).toMatchObject({ opt_out: false, anonymize: true })
  })

  it('skips anonymize when opting out, and sends it as false', async () => {
    const analytics = mockAnalytics(mock, { config: { opt_out: false, anonymize: true } })
    const run = await runCommand('analytics.update-preferences', { ctx: signedIn, answers: { optOut: true } })
    expect(run.prompted).toEqual(['optOut'])
    expect(run.outcome.status).toBe('done')
    expect(posts(analytics.calls)).toEqual([{ method: 'POST', path: '/admin/analytics-configs/update', body: { opt_out: true, anonymize: false } }])
  })

  it('creates the config when there is none yet (the server does that on /update)', async () => {
    const analytics = mockAnalytics(mock)
    const run = await runCommand('analytics.update-preferences', { ctx: signedIn, answers: { optOut: false, anonymize: false } })
    expect(run.outcome.status).toBe('done')
    expect(analytics.config).toMatchObject({ opt_out: false, anonymize: false, user_id: 'usr_1' })
  })

  it('fails with the server message and changes nothing', async () => {
    const analytics = mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    analytics.failures.POST.push(500)
    const run = await runCommand('analytics.update-preferences', { ctx: signedIn, answers: { optOut: true } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'An unknown error occurred.' })
    expect(analytics.config).toMatchObject({ opt_out: false })
  })
})

describe("'Go to settings'", () => {
  it("is settings.list on 'g s' and opens /a/settings", async () => {
    const command = commandOf('settings.list')
    expect(command.title).toBe('Go to settings')
    expect(command.hotkey).toBe('g s')
    const run = await runCommand('settings.list')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings' } })
    expect(registry.all.filter((c) => c.hotkey === 'g s')).toHaveLength(1)
  })

  it("'g s' in the dashboard goes to the settings panel, listed in the navigation", async () => {
    const user = userEvent.setup({ delay: null })
    mockAnalytics(mock, { config: { opt_out: true, anonymize: false } })
    renderConsole('/a/products')
    await screen.findByRole('grid', { name: 'Products' })
    expect(within(screen.getByRole('navigation', { name: 'Areas' })).getByRole('link', { name: /Settings/ }).getAttribute('href')).toBe('/a/settings')
    await user.keyboard('gs')
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeDefined()
    expect(window.location.pathname).toBe('/a/settings')
  })
})

describe('the settings panel', () => {
  it('shows the preferences and changes them with its button, through the palette', async () => {
    const user = userEvent.setup({ delay: null })
    const analytics = mockAnalytics(mock, { config: { opt_out: true, anonymize: false } })
    renderConsole('/a/settings')
    const section = await screen.findByRole('region', { name: 'Analytics preferences' })
    expect(await within(section).findByText('Not shared (opted out)')).toBeDefined()
    await expectNoSeriousA11yViolations()

    await user.click(within(section).getByRole('button', { name: 'Change preferences (Analytics preferences)' }))
    // The palette's chunk may still be loading: wait for its first page, the opt-out question.
    await screen.findByRole('option', { name: /^No/ })
    await user.keyboard('no{Enter}')
    await screen.findByRole('heading', { name: /Anonymize my usage data/ })
    await user.keyboard('yes{Enter}')

    const toast = await screen.findByRole('status')
    expect(within(toast).getByText('Your preferences were successfully updated')).toBeDefined()
    expect(posts(analytics.calls)).toEqual([{ method: 'POST', path: '/admin/analytics-configs/update', body: { opt_out: false, anonymize: true } }])
    await waitFor(() => expect(within(section).getByText('Shared')).toBeDefined())
    expect(within(section).getByText('Yes: no name, email or user id')).toBeDefined()
  })

  it('says when nothing has been chosen yet', async () => {
    mockAnalytics(mock)
    renderConsole('/a/settings')
    const section = await screen.findByRole('region', { name: 'Analytics preferences' })
    expect(await within(section).findByText(/Not chosen yet/)).toBeDefined()
  })
})
