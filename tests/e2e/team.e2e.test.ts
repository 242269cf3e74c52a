import { describe, expect, it } from 'vitest'
import { invites } from '@/api/admin/invites'
import { users } from '@/api/admin/users'
import { expectNoSeriousAxeViolations } from './axe'
import { consoleUrl, logIn, openBrowser, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, toast } from './keyboard'

// Issue #16's proof of the invite path: an invite made in the console, its token read through the
// API (Medusa mails it), accepted in a second browser with a new password, that user signed in.
const stamp = Date.now().toString(36)
const email = `invitee-${stamp}@e2e.test`

describe('team, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fsettings%2Fteam')
    await page.waitForURL(/\/a\/settings\/team$/)
    await page.getByRole('grid', { name: 'Users' }).getByRole('row').nth(1).waitFor()
  })

  it('invites a new member, refusing an email that already has an account first', async () => {
    const page = browser.page
    await command(page, 'Invite user')
    await expectPrompt(page, 'Invite user › Email')
    await page.keyboard.type('admin@medusa-test.com')
    await press(page, 'Enter')
    await pick(page, 'member', /^Member/)
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').first().textContent()).toContain('admin@medusa-test.com already has an account')
    while (await page.getByRole('dialog').count()) await press(page, 'Escape')

    await command(page, 'Invite user')
    await expectPrompt(page, 'Invite user › Email')
    await page.keyboard.type(email)
    await press(page, 'Enter')
    await pick(page, 'member', /^Member/)
    await toast(page, 'Invite sent')
    await page.getByRole('grid', { name: 'Invites' }).getByText(email).waitFor()
    const sent = (await invites.list()).invites.find((i) => i.user_email === email)
    expect(sent).toMatchObject({ role: 'member', accepted: false })
    await expectNoSeriousAxeViolations(page, 'main')
  })

  it('the invitee accepts in another browser with a new password and is signed in; the invite is gone', async () => {
    const token = (await invites.list()).invites.find((i) => i.user_email === email)?.token ?? ''
    expect(token).toBeTruthy()
    const invitee = await openBrowser()
    try {
      const page = invitee.page
      await page.goto(consoleUrl(`/invite?token=${encodeURIComponent(token)}`))
      await page.getByLabel('First name').fill('Ivy')
      await page.getByLabel('Last name').fill(`Newman ${stamp}`)
      await page.getByLabel('Password', { exact: true }).fill('a-long-new-password')
      await page.getByLabel('Repeat password').fill('a-long-new-password')
      await press(page, 'Enter')
      await page.waitForURL(/\/a\/orders/)
      await page.getByRole('navigation', { name: 'Areas' }).getByText(`Ivy Newman ${stamp}`).waitFor()
    } finally {
      await invitee.context.close()
    }
    const joined = (await users.list()).users.find((u) => u.email === email)
    expect(joined).toMatchObject({ first_name: 'Ivy', role: 'member' })
    expect((await invites.list()).invites.some((i) => i.user_email === email)).toBe(false)
  })

  it('opens the new user from the table and deletes them after a confirm that names them', async () => {
    const page = browser.page
    await page.reload()
    const row = page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: email })
    await row.click()
    const article = page.getByRole('article', { name: `Ivy Newman ${stamp}` })
    await article.waitFor()
    await press(page, 'Shift+Backspace')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Delete Ivy Newman ${stamp} (${email})?`)
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/settings\/team$/)
    expect((await users.list()).users.some((u) => u.email === email)).toBe(false)
  })
})
