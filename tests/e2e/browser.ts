import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { auth } from '@/api/admin/auth'
import { analyticsConfigs } from '@/api/admin/analytics-configs'
import { configureClient, isMedusaApiError } from '@/api/client'
import { ROOT } from '../support/medusaInstance'
import { e2eChromium } from './chromium'

export const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

let chromiumProcess: Promise<Browser> | undefined

/**
 * One Chromium for the whole e2e run of a shard: vitest runs its files one after another in one
 * process (vitest.e2e.config.ts). A launch per file cost two CPU-seconds and a second of waiting.
 * Chromium exits by itself when this process does (playwright drives it over a pipe).
 */
function sharedChromium(): Promise<Browser> {
  chromiumProcess ??= chromium.launch({ executablePath: e2eChromium(), headless: true, args: CHROMIUM_ARGS }).then((browser) => {
    browser.on('disconnected', () => (chromiumProcess = undefined))
    return browser
  })
  return chromiumProcess
}

/** A fresh browser for a test file: a context of its own (cookies, storage, downloads), as a new profile had. */
export async function openBrowser(): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await sharedChromium()
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    // Loading bars and spinners stand still (the console's reduced-motion styles): an animation
    // repaints every frame while a test waits on the server, and CI is CPU-bound.
    reducedMotion: 'reduce',
    // CSV downloads (codes, exports) are read from `download.path()`.
    acceptDownloads: true,
  })
  // The last toasts and keys, for a failure's report: a toast is gone before the failure is seen.
  await context.addInitScript(() => {
    const log: string[] = []
    const keep = (line: string) => log.push(`${Math.round(performance.now())} ${line}`) > 40 && log.shift()
    Object.assign(window, { __e2eLog: log })
    window.addEventListener('keydown', (e) => keep(`key ${e.key} on ${(e.target as Element | null)?.tagName ?? '?'}${e.isTrusted ? '' : ' (replayed)'}`), true)
    new MutationObserver(() => {
      const region = document.querySelector('[aria-label="Notifications"]')
      const text = region?.textContent?.trim()
      if (text) keep(`toast ${text.slice(0, 160)}`)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const page = await context.newPage()
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

/** The test process's own session on the same server (the admin by default), to check what the UI did. */
export async function signInServerSide(user: { email: string; password: string } = ADMIN): Promise<void> {
  configureClient({ baseUrl: inject('backendUrl') })
  const { access_token } = await auth.token({ email: user.email, password: user.password })
  if (!access_token) throw new Error('no admin token')
  configureClient({ baseUrl: inject('backendUrl'), apiKey: access_token })
}

/**
 * The demo admin's analytics choice, made once (opted out) so the consent screen does not cover the
 * product flows; the consent screen itself is tested with a user of its own (consent.e2e.test.ts).
 */
export async function settleAdminConsent(): Promise<void> {
  await signInServerSide()
  const existing = await analyticsConfigs.retrieve().catch((error: unknown) => {
    if (isMedusaApiError(error) && error.status === 404) return null
    throw error
  })
  if (!existing) await analyticsConfigs.create({ opt_out: true, anonymize: false })
}

/** The title of the palette page on screen (command › argument). */
export const paletteHeading = (page: Page) => page.getByRole('dialog').getByRole('heading').first()

/** Keys, one press at a time, with the palette's debounced searches given time to answer. */
export async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key)
}

/** A failed test's report lines carry this tag: npm test (scripts/test.ts) repeats them after its summary. */
const REPORT_TAG = '[e2e:failure]'

/**
 * Saves a screenshot of a failed test under tests/e2e/.artifacts (git-ignored), and prints what the
 * page said: CI keeps only the log's tail, so a failure there has to be read from these lines.
 */
export async function screenshotOnFailure(page: Page | undefined, name: string, failed: boolean) {
  if (!page || !failed) return
  const file = join(ROOT, 'tests/e2e/.artifacts', `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`)
  await page.screenshot({ path: file }).catch(() => undefined)
  const textOf = (locator: Locator) => locator.innerText({ timeout: 2_000 }).catch(() => '(none)')
  const text = await textOf(page.locator('main').first())
  // What the keyboard was on and what the console told: a key that did nothing is read from these.
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? '(none)').catch(() => '(unknown)')
  // The toasts, the navigation's tray (running and paused work) and every other live region.
  const live = await page
    .locator('[aria-live], [role="status"], [role="alert"]')
    .allInnerTexts()
    .catch(() => [])
  const log = await page.evaluate(() => (window as unknown as { __e2eLog?: string[] }).__e2eLog ?? []).catch(() => [])
  const oneLine = (said: string) => said.replace(/\s+/g, ' ').trim()
  const lines = [
    `${name}`,
    `screenshot: ${file}`,
    `url: ${page.url()}`,
    `focus: ${oneLine(focused)}`,
    ...live.map(oneLine).filter(Boolean).map((said) => `live: ${said.slice(0, 200)}`),
    'last keys and toasts:',
    ...log.slice(-15).map((line) => `  ${line}`),
    `main: ${oneLine(text).slice(0, 600)}`,
  ]
  reportFailure(lines)
}

/** Prints lines of a failure's report (a test's own counts beside what the page showed), tagged for npm test's summary. */
export function reportFailure(lines: readonly string[]) {
  console.log(lines.map((line) => `${REPORT_TAG} ${line}`).join('\n'))
}

/**
 * For a test file: a browser of its own, signed in (the UI and the test process both), a screenshot
 * of every failed test, and the browser closed at the end. `arrive` gets the page where the file starts.
 */
export function withSignedInBrowser(arrive: (page: Page) => Promise<void>): { readonly page: Page } {
  let browser: { context: BrowserContext; page: Page } | undefined
  beforeAll(async () => {
    browser = await openBrowser()
    await settleAdminConsent()
    await arrive(browser.page)
  })
  afterEach(async (ctx) => screenshotOnFailure(browser?.page, ctx.task.name, ctx.task.result?.state === 'fail'))
  afterAll(async () => browser?.context.close())
  return {
    get page() {
      if (!browser) throw new Error('the browser is not open yet')
      return browser.page
    },
  }
}
