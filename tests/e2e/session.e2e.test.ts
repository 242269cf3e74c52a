import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { products } from '@/api/admin/products'
import { ADMIN, consoleUrl, logIn, openBrowser, screenshotOnFailure, settleAdminConsent, signInServerSide } from './browser'

describe('session', () => {
  let page: Page
  let context: BrowserContext

  beforeAll(async () => {
    await settleAdminConsent()
    const browser = await openBrowser()
    page = browser.page
    context = browser.context
  })
  afterEach(async (ctx) => screenshotOnFailure(page, ctx.task.name, ctx.task.result?.state === 'fail'))
  afterAll(async () => context.close())

  it('a logged-out visit to a dashboard page goes to /login and back after signing in', async () => {
    await page.goto(consoleUrl('/a/products?status=published'))
    await page.waitForURL(/\/login\?next=/)
    expect(new URL(page.url()).searchParams.get('next')).toBe('/a/products?status=published')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.keyboard.press('Enter')
    await page.waitForURL(consoleUrl('/a/products?status=published'))
    await page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(1).waitFor()
  })

  it('a dropped session cookie sends the operator to /login and back to the same place', async () => {
    await signInServerSide()
    const { products: [first] } = await products.list({ limit: 1 })
    await page.goto(consoleUrl(`/a/products/${first?.id ?? ''}?q=${encodeURIComponent(first?.title ?? '')}`))
    await page.getByRole('toolbar', { name: 'Product actions' }).waitFor()
    const here = new URL(page.url())
    await context.clearCookies()
    // Any request now answers 401: open the palette's product search, which asks the server.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('open product')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/login\?next=/)
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${here.pathname}${here.search}`)
    await logIn(page, `${new URL(page.url()).pathname}${new URL(page.url()).search}`)
    await page.waitForURL(`${here.origin}${here.pathname}${here.search}`)
    await page.getByRole('toolbar', { name: 'Product actions' }).waitFor()
  })

  it('signing in with a wrong password says so and keeps what was typed', async () => {
    await context.clearCookies()
    await page.goto(consoleUrl('/login'))
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill('wrong-password')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('These credentials do not match our records.')
    expect(await page.getByLabel('Email').inputValue()).toBe(ADMIN.email)
  })

  it('serves the built console compressed', async () => {
    const response = await page.request.get(consoleUrl('/'), { headers: { 'accept-encoding': 'gzip, br' } })
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await response.text())?.[1]
    expect(script).toBeDefined()
    const js = await page.request.get(consoleUrl(script ?? ''), { headers: { 'accept-encoding': 'gzip' } })
    expect(js.headers()['content-encoding']).toBe('gzip')
  })
})
