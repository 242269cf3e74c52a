import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { checkSessionAtom, sessionAtom } from '@/atoms/core/session'
import TeamSection from '@/panels/team/TeamSection'
import { recordRequests } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { teamDb } from '../../mocks/team/team'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()
const db = () => teamDb(mock.db)

beforeEach(() => {
  localStorage.clear()
  const at = mock.db.now()
  mock.db.users.push({ id: 'usr_sam', email: 'sam@example.com', password: 'x', first_name: 'Sam', last_name: 'Carter', role: 'member', api_token: null, created_at: at, updated_at: at, deleted_at: null, metadata: null })
  db().invites.push({ id: 'invite_old', user_email: 'old@example.com', role: 'developer', accepted: false, token: 't', expires_at: '2020-01-01T00:00:00.000Z', created_at: at, updated_at: at, deleted_at: null, metadata: null })
})

/** The section as the dashboard shows it: the session checked (ctx.user is the signed-in admin). */
function renderTeam(path = '/a/settings/team') {
  const rendered = renderArea('settings/team', <TeamSection />, path)
  void rendered.store.set(checkSessionAtom)
  return rendered
}
const dialog = () => screen.getByRole('dialog')
const posts = (path: string) => seen.filter((r) => r.method === 'POST' && r.path === path)

describe('the team section', () => {
  it('lists the users and the invites (an expired one said so), opens a user, and has no serious axe violation', async () => {
    renderTeam('/a/settings/team/usr_sam')
    const users = await screen.findByRole('grid', { name: 'Users' })
    await within(users).findByText('sam@example.com')
    expect(within(users).getByText('admin@medusa-test.com')).toBeDefined()
    const invites = screen.getByRole('grid', { name: 'Invites' })
    const old = within(invites).getByText('old@example.com').closest('tr') as HTMLElement
    expect(within(old).getByText('expired')).toBeDefined()
    const article = await screen.findByRole('article', { name: 'Sam Carter' })
    expect(within(article).getByRole('button', { name: 'Delete user' })).toBeDefined()
    await expectNoSeriousA11yViolations()
  })

  it('shows no Delete on the signed-in user’s own panel', async () => {
    const me = mock.db.users.find((u) => u.email === 'admin@medusa-test.com')
    renderTeam(`/a/settings/team/${me?.id}`)
    const article = await screen.findByRole('article', { name: 'Ada Lovelace' })
    await within(article).findByText('admin@medusa-test.com · you')
    expect(within(article).queryByRole('button', { name: 'Delete user' })).toBeNull()
  })

  it('invites by email: a bad email is refused and kept, an email with an account or a pending invite is refused before sending', async () => {
    const user = userEvent.setup({ delay: null })
    renderTeam()
    await screen.findByRole('grid', { name: 'Invites' })
    await user.click(screen.getByRole('button', { name: 'Invite user' }))
    await screen.findByRole('dialog')
    await user.keyboard('sam@{Enter}')
    expect(within(dialog()).getByRole('alert').textContent).toContain('Enter an email address such as sam@example.com')
    expect((within(dialog()).getByRole('textbox') as HTMLInputElement).value).toBe('sam@')
    await user.keyboard('example.com{Enter}')
    await user.click(await within(dialog()).findByRole('option', { name: /^Member/ }))
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toContain('sam@example.com already has an account'))
    expect(posts('/admin/invites')).toHaveLength(0)

    // Escape walks back through the prompt, then closes it.
    while (screen.queryByRole('dialog')) await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Invite user' }))
    await screen.findByRole('dialog')
    await user.keyboard('new.hire@example.com{Enter}')
    await user.click(await within(dialog()).findByRole('option', { name: /^Developer/ }))
    const invites = screen.getByRole('grid', { name: 'Invites' })
    await within(invites).findByText('new.hire@example.com')
    expect(db().invites.find((i) => i.user_email === 'new.hire@example.com')?.role).toBe('developer')

    await user.click(screen.getByRole('button', { name: 'Invite user' }))
    await screen.findByRole('dialog')
    await user.keyboard('New.Hire@example.com{Enter}')
    await user.click(await within(dialog()).findByRole('option', { name: /^Admin/ }))
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toContain('new.hire@example.com has a pending invite already: resend it instead'))
    expect(posts('/admin/invites')).toHaveLength(1)
  })

  it('deletes another user after a confirm that names them', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderTeam('/a/settings/team/usr_sam')
    const article = await screen.findByRole('article', { name: 'Sam Carter' })
    await user.click(within(article).getByRole('button', { name: 'Delete user' }))
    await waitFor(() => expect(dialog().textContent).toContain('Delete Sam Carter (sam@example.com)? They can no longer sign in.'))
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(location()).toBe('/a/settings/team'))
    expect(mock.db.users.some((u) => u.id === 'usr_sam')).toBe(false)
  })

  it("edits the signed-in operator's own name: the session's name follows", async () => {
    const user = userEvent.setup({ delay: null })
    const { store } = renderTeam()
    await screen.findByRole('grid', { name: 'Users' })
    await waitFor(() => expect(store.get(sessionAtom).isLoggedIn).toBe(true))
    // Enabled once the commands' context knows the signed-in operator (a render after the session).
    const edit = screen.getByRole('button', { name: 'Edit my profile' }) as HTMLButtonElement
    await waitFor(() => expect(edit.disabled).toBe(false), { timeout: 10_000 })
    await user.click(edit)
    await screen.findByRole('dialog', {}, { timeout: 10_000 })
    await user.keyboard('{Control>}a{/Control}Augusta{Enter}{Enter}')
    await waitFor(() => expect(store.get(sessionAtom).name).toBe('Augusta Lovelace'))
  })
})
