import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { analyticsConfigs } from '@/api/admin/analytics-configs'
import { users } from '@/api/admin/users'
import { consoleUrl, openBrowser, screenshotOnFailure, signInServerSide } from './browser'

async function loginAs(page: Page, user: { email: string; password: string }) {
  await page.goto(consoleUrl('/login'))
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.keyboard.press('Enter')
}

// The consent screen against the real server, for a user who has not chosen yet.
describe('analytics consent for a new user', () => {
  let page: Page
  let context: BrowserContext
  const newcomer = { email: `consent-${Date.now().toString(36)}@medusa-test.com`, password: 'supersecret-2' }

  beforeAll(async () => {
    await signInServerSide()
    await users.create({ email: newcomer.email, password: newcomer.password, first_name: 'Casey', last_name: 'Consent' })
    ;({ page, context } = await openBrowser())
  })
  afterEach(async (ctx) => screenshotOnFailure(page, ctx.task.name, ctx.task.result?.state === 'fail'))
  afterAll(async () => context.close())

  it("shows 'Help us get better' after signing in, and opting out records the choice", async () => {
    await page.goto('about:blank')
    await page.context().clearCookies()
    await loginAs(page, newcomer)
    const dialog = page.getByRole('dialog', { name: 'Help us get better' })
    await dialog.waitFor()
    const anonymize = dialog.getByRole('switch', { name: 'Anonymize my usage data' })
    await dialog.getByRole('switch', { name: 'Opt out of sharing usage data' }).click()
    expect(await anonymize.isDisabled()).toBe(true)
    expect(await anonymize.getAttribute('aria-checked')).toBe('false')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('status').filter({ hasText: 'Your preferences were successfully updated' }).waitFor()
    await dialog.waitFor({ state: 'detached' })

    await signInServerSide(newcomer)
    const { analytics_config } = await analyticsConfigs.retrieve()
    expect(analytics_config).toMatchObject({ opt_out: true, anonymize: false })
  })

  it('does not show it again once chosen', async () => {
    // The page's clock is the test's: it moves past the 1000 ms debounce at once instead of being slept through.
    await page.clock.install()
    await page.reload()
    await page.getByRole('navigation', { name: 'Areas' }).waitFor()
    await page.waitForLoadState('networkidle') // the config that says it was chosen is in
    await page.clock.runFor(1500)
    expect(await page.getByRole('dialog', { name: 'Help us get better' }).count()).toBe(0)
  })
})

// Issue 12: the overlay must never take the keys of an operator who started typing right after login.
describe('analytics consent never takes the keyboard', () => {
  let page: Page
  let context: BrowserContext
  const typist = { email: `typist-${Date.now().toString(36)}@medusa-test.com`, password: 'supersecret-3' }

  beforeAll(async () => {
    await signInServerSide()
    await users.create({ email: typist.email, password: typist.password, first_name: 'Tai', last_name: 'Pist' })
    ;({ page, context } = await openBrowser())
  })
  afterEach(async (ctx) => screenshotOnFailure(page, ctx.task.name, ctx.task.result?.state === 'fail'))
  afterAll(async () => context.close())

  it('waits while the palette is open and typed into, then opens with focus on its heading, the switches untouched', async () => {
    // The page's clock is the test's: the debounce is run past, not slept through.
    await page.clock.install()
    await loginAs(page, typist)
    await page.getByRole('navigation', { name: 'Areas' }).waitFor()
    // At a typist's pace, across the 1000 ms debounce.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('capture payment', { delay: 120 })
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    const consent = page.getByRole('dialog', { name: 'Help us get better' })
    await page.clock.runFor(2500)
    expect(await consent.count()).toBe(0)
    expect(await palette.getByRole('combobox').inputValue()).toBe('capture payment')

    await page.keyboard.press('Escape')
    await consent.waitFor()
    const heading = consent.getByRole('heading', { name: 'Help us get better' })
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true)
    // A stray key (a space) changes no choice: only a control the operator focused does.
    await page.keyboard.press('Space')
    const optOut = consent.getByRole('switch', { name: 'Opt out of sharing usage data' })
    expect(await optOut.getAttribute('aria-checked')).toBe('false')
    expect(await consent.getByRole('switch', { name: 'Anonymize my usage data' }).getAttribute('aria-checked')).toBe('false')
  })
})
