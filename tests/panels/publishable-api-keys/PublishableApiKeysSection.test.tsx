import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import PublishableApiKeysSection from '@/panels/publishable-api-keys/PublishableApiKeysSection'
import { withMockDb } from '../../mocks/handlers'
import { publishableKeysDb } from '../../mocks/publishable-api-keys/publishable-api-keys'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()

beforeEach(() => localStorage.clear())
configure({ asyncUtilTimeout: 5000 })

const renderKeys = (path = '/a/settings/publishable-api-keys') =>
  renderArea('settings/publishable-api-keys', <PublishableApiKeysSection />, path, { 'sales-channels': <p>Sales channels area</p> })

const rowsOf = (name: string) =>
  Array.from(screen.getByRole('grid', { name }).querySelectorAll('tbody tr[data-row-id]')).map((row) =>
    Array.from(row.querySelectorAll('td, th'))
      .map((cell) => cell.textContent ?? '')
      .filter(Boolean),
  )

describe('the publishable API keys section', () => {
  it('lists keys by title and status, newest first, with the open key beside them and no raw id anywhere, without serious axe violations', async () => {
    renderKeys('/a/settings/publishable-api-keys/pk_webshop')
    await waitFor(() => expect(rowsOf('Publishable API keys').map((r) => r.slice(0, 2))).toEqual([['Webshop', 'active'], ['Old kiosk', 'revoked']]))
    const article = await screen.findByRole('article', { name: 'Webshop' })
    const channels = await within(article).findByRole('list', { name: 'Sales channels of Webshop' })
    expect(within(channels).getByRole('link', { name: 'Default Sales Channel' }).getAttribute('href')).toBe('/a/sales-channels/sc_1')
    expect(within(channels).getByRole('button', { name: 'Remove sales channels from publishable API key…: Default Sales Channel' })).toBeDefined()
    expect(within(article).getByRole('heading', { name: 'Sales channels (1)' })).toBeDefined()
    expect(within(article).getByRole('button', { name: 'Copy token of publishable API key' })).toHaveProperty('disabled', false)
    expect(document.querySelector('main')?.textContent).not.toMatch(/pk_|sc_1|usr_/)
    await expectNoSeriousA11yViolations()
  }, 60_000)

  it('a revoked key: says so, offers no copy of its token nor a second revoke; a key without channels says what that means', async () => {
    renderKeys('/a/settings/publishable-api-keys/pk_kiosk')
    const article = await screen.findByRole('article', { name: 'Old kiosk' })
    expect(within(article).getByText(/^Revoked /)).toBeDefined()
    // Disabled once the panel has made the key the focus its `when` reads.
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Copy token of publishable API key' })).toHaveProperty('disabled', true))
    expect(within(article).queryByRole('button', { name: /^Revoke/ })).toBeNull()
    expect(await within(article).findByText('None: a storefront sending this key is answered within every sales channel')).toBeDefined()
  }, 60_000)

  it('Copy token puts the token on the clipboard and shows it in the toast, the one place it is seen', async () => {
    const user = userEvent.setup({ delay: null })
    renderKeys('/a/settings/publishable-api-keys/pk_webshop')
    const article = await screen.findByRole('article', { name: 'Webshop' })
    await user.click(within(article).getByRole('button', { name: 'Copy token of publishable API key' }))
    const toast = await screen.findByText(/^Token of Webshop copied/)
    expect(toast.closest('[role="status"]')?.textContent).toContain('pk_webshop')
  }, 60_000)

  it('revokes from the button after a confirm that says it cannot be undone; the badge turns revoked', async () => {
    const user = userEvent.setup({ delay: null })
    renderKeys('/a/settings/publishable-api-keys/pk_webshop')
    const article = await screen.findByRole('article', { name: 'Webshop' })
    await user.click(within(article).getByRole('button', { name: 'Revoke publishable API key' }))
    const question = await screen.findByText(/^Revoke Webshop\?.*This cannot be undone\.$/)
    await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(rowsOf('Publishable API keys')[0]?.slice(0, 2)).toEqual(['Webshop', 'revoked']))
    expect(publishableKeysDb(mock.db).keys.find((k) => k.id === 'pk_webshop')?.revoked_at).not.toBeNull()
  }, 60_000)
})
