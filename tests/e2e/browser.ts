import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { auth } from '@/api/admin/auth'
import { configureClient } from '@/api/client'
import { ROOT } from '../support/medusaInstance'
import { CHROMIUM } from './chromium'

export const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }

/** A fresh Chromium profile per test file (playwright rejects --user-data-dir in args). */
export async function openBrowser(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'console-e2e-')), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
  const page = context.pages()[0] ?? (await context.newPage())
  page.setDefaultTimeout(15_000)
  return { context, page }
}

export const consoleUrl = (path: string) => `${inject('consoleUrl')}${path}`

export async function logIn(page: Page, path = '/login') {
  await page.goto(consoleUrl(path))
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.keyboard.press('Enter')
}

/** The test process's own admin session on the same server, to check what the UI did. */
export async function signInServerSide(): Promise<void> {
  configureClient({ baseUrl: inject('backendUrl') })
  const { access_token } = await auth.token({ email: ADMIN.email, password: ADMIN.password })
  if (!access_token) throw new Error('no admin token')
  configureClient({ baseUrl: inject('backendUrl'), apiKey: access_token })
}

/** The title of the palette page on screen (command › argument). */
export const paletteHeading = (page: Page) => page.getByRole('dialog').getByRole('heading').first()

/** Keys, one press at a time, with the palette's debounced searches given time to answer. */
export async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key)
}

/** Saves a screenshot of a failed test under tests/e2e/.artifacts (git-ignored). */
export async function screenshotOnFailure(page: Page | undefined, name: string, failed: boolean) {
  if (!page || !failed) return
  const file = join(ROOT, 'tests/e2e/.artifacts', `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`)
  await page.screenshot({ path: file }).catch(() => undefined)
  console.log(`[e2e] screenshot: ${file}`)
}
