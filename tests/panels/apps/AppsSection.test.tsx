import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { checkSessionAtom } from '@/atoms/core/session'
import AppsSection from '@/panels/apps/AppsSection'
import { withMockDb } from '../../mocks/handlers'
import { appsDb } from '../../mocks/apps/apps'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()

describe('the apps section', () => {
  it('says no app is installed and offers nothing to authorize', async () => {
    const rendered = renderArea('settings/apps', <AppsSection />, '/a/settings/apps')
    void rendered.store.set(checkSessionAtom)
    await screen.findByText(/No app is installed on this store/)
    expect(screen.queryByRole('button', { name: 'Authorize app' })).toBeNull()
    await expectNoSeriousA11yViolations()
  })

  it('lists an installed app with Authorize app', async () => {
    appsDb(mock.db).apps.push({ id: 'oauth_1', display_name: 'Slack', application_name: 'slack', install_url: 'https://slack.example/install', uninstall_url: null, data: null })
    const rendered = renderArea('settings/apps', <AppsSection />, '/a/settings/apps')
    void rendered.store.set(checkSessionAtom)
    await screen.findByRole('rowheader', { name: 'Slack' })
    expect(screen.getByRole('button', { name: 'Authorize app' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Install Slack' })).toBeDefined()
    await expectNoSeriousA11yViolations()
  })
})
