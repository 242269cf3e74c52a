import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from 'vitest'
import { auth } from '@/api/admin/auth'
import { users } from '@/api/admin/users'
import { isMedusaApiError } from '@/api/client'
import { passwordResetToken } from '../support/passwordReset'
import { expectNoSeriousAxeViolations } from './axe'
import { consoleUrl, openBrowser, press, screenshotOnFailure, signInServerSide } from './browser'

// Issue #12's password-reset path, keyboard only: "Forgot your password?" on the sign-in page asks
// Medusa for a token, the emailed link (its token made from the database, as Medusa signs it) sets a
// new password, and the operator signs in with it; a bad link says so.
const stamp = Date.now().toString(36)
const account = { email: `forgetful-${stamp}@e2e.test`, password: 'the-old-password' }
const NEW_PASSWORD = 'a-brand-new-password'

async function tabTo(page: Page, name: string | RegExp) {
  for (let i = 0; i < 20; i++) {
    await press(page, 'Tab')
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
    if (typeof name === 'string' ? focused === name : name.test(focused)) return
  }
  throw new Error(`Tab never reached ${String(name)}`)
}

describe('password reset, keyboard only, against the real backend', () => {
  let page: Page
  let context: BrowserContext

  beforeAll(async () => {
    await signInServerSide()
    await users.create({ email: account.email, password: account.password, first_name: 'Fay', last_name: `Getful ${stamp}` })
    ;({ page, context } = await openBrowser())
  })
  afterEach(async (ctx) => screenshotOnFailure(page, ctx.task.name, ctx.task.result?.state === 'fail'))
  afterAll(async () => context.close())

  it('asks for a reset link from the sign-in page', async () => {
    await page.goto(consoleUrl('/login'))
    await page.getByLabel('Email').waitFor()
    await tabTo(page, 'Forgot your password?')
    await press(page, 'Enter')
    await page.waitForURL(/\/reset-password$/)
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
    await page.keyboard.type(account.email)
    await press(page, 'Enter')
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor()
    expect(await page.getByRole('status').first().textContent()).toContain(account.email)
    await expectNoSeriousAxeViolations(page, 'body')
  })

  it('a link with a token that was not signed for this account says it is invalid and changes nothing', async () => {
    const forged = passwordResetToken(inject('e2eDatabaseUrl'), 'user', 'admin@medusa-test.com')
    // The admin's token with this account's email: Medusa verifies it with this account's hash and refuses.
    await page.goto(consoleUrl(`/reset-password?token=${encodeURIComponent(forged)}&email=${encodeURIComponent(account.email)}`))
    await page.getByLabel('New password', { exact: true }).waitFor()
    await page.keyboard.type(NEW_PASSWORD)
    await press(page, 'Tab')
    await page.keyboard.type(NEW_PASSWORD)
    await press(page, 'Enter')
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('This reset link is invalid or has expired.')
    const still = await auth.token(account)
    expect(still.access_token).toBeTruthy()
  })

  it('the emailed link sets a new password, and the operator signs in with it; the old one no longer works', async () => {
    const token = passwordResetToken(inject('e2eDatabaseUrl'), 'user', account.email)
    await page.goto(consoleUrl(`/reset-password?token=${encodeURIComponent(token)}`))
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email)
    // A mismatch is told at the repeat field and keeps the new password typed.
    await page.keyboard.type(NEW_PASSWORD)
    await press(page, 'Tab')
    await page.keyboard.type('something-else')
    await press(page, 'Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('repeat-password')
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe(NEW_PASSWORD)
    await page.keyboard.press('Control+a')
    await page.keyboard.type(NEW_PASSWORD)
    await press(page, 'Enter')
    await page.getByRole('heading', { name: 'Password changed' }).waitFor()
    await expectNoSeriousAxeViolations(page, 'body')

    await tabTo(page, 'Sign in')
    await press(page, 'Enter')
    await page.waitForURL(/\/login/)
    await page.getByLabel('Email').waitFor()
    await page.keyboard.type(account.email)
    await press(page, 'Tab')
    await page.keyboard.type(NEW_PASSWORD)
    await press(page, 'Enter')
    await page.waitForURL(/\/a\//)
    await page.getByRole('navigation', { name: 'Areas' }).getByText(`Fay Getful ${stamp}`).waitFor()

    const old = await auth.token(account).then(
      () => 'accepted',
      (error: unknown) => (isMedusaApiError(error) ? error.status : 'failed'),
    )
    expect(old).toBe(401)
  })
})
