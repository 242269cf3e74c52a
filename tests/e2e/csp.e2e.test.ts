import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { publishableApiKeys } from '@/api/admin/publishable-api-keys'
import { inlineScriptHashes } from '../../scripts/cspPolicy'
import { consoleUrl, logIn, press, signInServerSide, withSignedInBrowser } from './browser'

// The console's Content-Security-Policy (scripts/cspPolicy.ts), as the served console sends it: on
// the response, in Chromium over every area and settings section with a record open (no violation
// reported, none logged), and against framing by another site.

/** The policy as directive name -> its sources. */
const directivesOf = (policy: string) =>
  new Map(policy.split(';').map((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/)
    return [name, sources] as const
  }))

/** What the page reported: securitypolicyviolation events (any frame) and console lines about the policy. */
const violations: string[] = []
const RECORD = '__recordCspViolation'

async function listenForViolations(page: Page) {
  await page.exposeFunction(RECORD, (text: string) => void violations.push(text))
  await page.addInitScript((record) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[record]
      report?.(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sample})`)
    })
  }, RECORD)
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) violations.push(`console ${message.type()}: ${message.text()}`)
  })
}

/** The area's table once it has answered (rows or its empty text), or the page's heading where there is no table. */
async function settle(page: Page) {
  const main = page.locator('main')
  await main.locator('h1, h2, [role=grid] tbody tr[data-row-id], [role=grid] tbody tr[data-kind=empty]').first().waitFor()
  const grid = main.getByRole('grid').first()
  if (await grid.count()) await grid.locator('tbody tr[data-row-id], tbody tr[data-kind=empty], tbody tr[data-kind=error]').first().waitFor()
  expect(await main.locator('tbody tr[data-kind=error]').count(), `${page.url()} shows a table error`).toBe(0)
}

/** Areas whose table may be empty in the e2e database (Queues has no table: a list of queues); all others have a record to open. */
const NO_RECORD_AREAS = ['Jobs', 'Notifications', 'Activity', 'Queues']
/** Sections without a table of their own records (the team's table is "Users"): opened, no record. */
const NO_RECORD_SECTIONS = ['Preferences', 'Store', 'Team', 'Apps']

interface AreaLink {
  path: string
  /** The link's label, which is also the name of the area's own table ('Orders'). */
  label: string
}

/**
 * Opens the area's page (a full load: the boot script runs again) and the first record of its own
 * table (named as its link: a section's other tables, the store's currencies, open no record).
 * Returns whether a record was opened.
 */
async function openArea(page: Page, { path, label }: AreaLink): Promise<boolean> {
  await page.goto(consoleUrl(path))
  await settle(page)
  const grid = page.locator('main').getByRole('grid', { name: label, exact: true })
  if (!(await grid.locator('tbody tr[data-row-id]').count())) return false
  await grid.locator('tbody tr[tabindex="0"]').focus()
  await press(page, 'Enter')
  await page.waitForURL((url) => url.pathname.startsWith(`${path}/`))
  await page.getByRole('region').first().waitFor()
  await settle(page)
  return true
}

/** The links of a navigation landmark: the path and the label (without the shortcut shown beside it). */
async function linksOf(page: Page, navigation: string): Promise<AreaLink[]> {
  const links = page.getByRole('navigation', { name: navigation }).getByRole('link')
  await links.first().waitFor()
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      path: new URL((anchor as HTMLAnchorElement).href).pathname,
      label: (anchor.firstElementChild ?? anchor).textContent?.trim() ?? '',
    })),
  )
}

describe('the content security policy', () => {
  it('is sent with the page: its scripts by hash, the Medusa server, no unsafe-inline, no framing', async () => {
    const response = await fetch(consoleUrl('/a/orders'))
    const policy = response.headers.get('content-security-policy') ?? ''
    const directives = directivesOf(policy)
    expect(directives.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(await response.text())])
    expect(directives.get('script-src')).toHaveLength(2)
    expect(directives.get('connect-src')).toEqual(["'self'", new URL(inject('backendUrl')).origin])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    // The built files carry the same headers (a script's own answer is what a browser checks nosniff on).
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await (await fetch(consoleUrl('/login'))).text())?.[1]
    const asset = await fetch(consoleUrl(script ?? '/missing-entry'))
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-security-policy')).toBe(policy)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
  })

  describe('in Chromium', () => {
    const browser = withSignedInBrowser(async (page) => {
      await listenForViolations(page)
      await logIn(page, '/login?next=%2Fa%2Forders')
      await page.waitForURL(/\/a\/orders/)
    })

    it('every area of the navigation, with its first record open, reports no violation', { timeout: 600_000 }, async () => {
      const page = browser.page
      const areas = (await linksOf(page, 'Areas')).filter(({ path }) => !path.startsWith('/a/settings'))
      const unopened: string[] = []
      for (const area of areas) if (!(await openArea(page, area))) unopened.push(area.label)
      // The seeded store has records everywhere else (jobs and notifications only once a test made them).
      expect(areas.length).toBeGreaterThan(10)
      expect(NO_RECORD_AREAS).toEqual(expect.arrayContaining(unopened))
      expect(violations).toEqual([])
    })

    it('every settings section, with its first record open, reports no violation', { timeout: 600_000 }, async () => {
      const page = browser.page
      // The e2e database has no publishable key unless another test left one: one of the test's own, so
      // the section's record panel is opened whatever ran before.
      await signInServerSide()
      const { publishable_api_key: key } = await publishableApiKeys.create({ title: `CSP check ${Date.now().toString(36)}` })
      await page.goto(consoleUrl('/a/settings'))
      const sections = await linksOf(page, 'Settings sections')
      const unopened: string[] = []
      for (const section of sections) if (!(await openArea(page, section))) unopened.push(section.label)
      expect(sections.length).toBeGreaterThan(5)
      expect(NO_RECORD_SECTIONS).toEqual(expect.arrayContaining(unopened))
      expect(violations).toEqual([])
      await publishableApiKeys.delete(key.id)
    })

    it('product photos from Medusa\'s uploads show, the palette and the shortcut sheet open: no violation', async () => {
      const page = browser.page
      // A seeded product (each has Medusa-uploaded photos), found by name: products other files made
      // without photos may fill the table's first page (the e2e database is kept between local runs).
      await page.goto(consoleUrl('/a/products?q=Medusa%20Coffee%20Mug'))
      await settle(page)
      const photo = page.locator('main img').first()
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      await press(page, 'Control+k')
      await page.getByRole('dialog', { name: 'Command palette' }).waitFor()
      await page.keyboard.type('export')
      await page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first().waitFor()
      await press(page, 'Escape', '?')
      await page.getByRole('dialog', { name: /shortcuts/i }).waitFor()
      await press(page, 'Escape')
      expect(violations).toEqual([])
    })

    it('cannot be framed by another site, while the same page without the headers can', async () => {
      const page = await browser.page.context().newPage()
      const framer = 'http://framer.example/'
      const loginUrl = consoleUrl('/login')
      // The iframe's load event (fired for a refused frame too) marks the page's title.
      const html = `<!doctype html><title>framing</title><iframe src="${loginUrl}" onload="document.title='loaded'"></iframe>`
      try {
        await page.route(framer, (route) => route.fulfill({ contentType: 'text/html', body: html }))
        const framedConsole = async () => {
          await page.goto(framer)
          await page.waitForFunction(() => document.title === 'loaded')
          const child = page.frames().find((frame) => frame !== page.mainFrame())
          return { url: child?.url(), root: await child?.locator('#root').count() }
        }
        const refused = await framedConsole()
        expect(refused.root).toBe(0)
        expect(refused.url).not.toBe(loginUrl)

        // The control: the console's own answer with its security headers taken off is framed.
        await page.route(loginUrl, async (route) => {
          const response = await route.fetch()
          const headers = Object.fromEntries(
            Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy' && name !== 'x-frame-options'),
          )
          await route.fulfill({ response, headers })
        })
        const framed = await framedConsole()
        expect(framed).toEqual({ url: loginUrl, root: 1 })
      } finally {
        await page.close()
      }
    })
  })
})
