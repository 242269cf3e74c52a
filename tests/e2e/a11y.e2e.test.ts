import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { publishableApiKeys } from '@/api/admin/publishable-api-keys'
import { consoleUrl, logIn, press, withSignedInBrowser } from './browser'
import { COLOUR_RULES, expectNoSeriousAxeViolations } from './axe'

// Every area's table with its first record open, the palette and the '?' sheet, audited by axe-core
// in Chromium (WCAG 2.1 AA, colour contrast included): every rule in the light scheme, then the colour
// rules again in the dark one on the same page (no other rule depends on the scheme, which is CSS only).

const AREAS = [
  { path: '/a/orders', grid: 'Orders' },
  { path: '/a/products', grid: 'Products' },
  { path: '/a/draft-orders', grid: 'Draft orders' },
  { path: '/a/order-edits', grid: 'Order edits' },
  { path: '/a/settings/publishable-api-keys', grid: 'Publishable API keys' },
] as const

/** The area's table, then its first row opened with Enter. */
async function openFirstRecord(page: Page, path: string, grid: string) {
  await page.goto(consoleUrl(path))
  const table = page.getByRole('grid', { name: grid })
  await table.getByRole('row').nth(1).waitFor()
  await table.locator('tbody tr[tabindex="0"]').focus()
  await press(page, 'Enter')
  await page.waitForURL((url) => url.pathname.startsWith(`${path}/`))
  await page.getByRole('region').first().waitFor()
}

/** The page as it is, in the light scheme and then the dark one (no colour transition: the context prefers reduced motion). */
async function auditBothSchemes(page: Page) {
  await page.emulateMedia({ colorScheme: 'light' })
  await expectNoSeriousAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  try {
    await expectNoSeriousAxeViolations(page, 'body', COLOUR_RULES)
  } finally {
    await page.emulateMedia({ colorScheme: 'light' })
  }
}

describe('axe in the light and the dark scheme', () => {
  const browser = withSignedInBrowser(async (page) => {
    // The seed makes no publishable API key: one is made for its table to have a record to open.
    if (!(await publishableApiKeys.list({ limit: 1 })).count) await publishableApiKeys.create({ title: 'Axe storefront' })
    await logIn(page, '/login?next=%2Fa%2Forders')
    await page.waitForURL(/\/a\/orders/)
  })

  it.each(AREAS)('$grid: the table with a record open', async ({ path, grid }) => {
    await openFirstRecord(browser.page, path, grid)
    await auditBothSchemes(browser.page)
  })

  it('settings, the palette and the shortcut sheet', async () => {
    const page = browser.page
    await page.goto(consoleUrl('/a/settings'))
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await auditBothSchemes(page)
    await press(page, 'Control+k')
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor()
    await page.keyboard.type('order')
    // The list settled on the query (axe reads the field and the options at different moments): the
    // option the field points at is there, and no search is still coming in.
    await page.waitForFunction(() => {
      const field = document.querySelector<HTMLInputElement>('[role="combobox"]')
      const selected = field?.getAttribute('aria-activedescendant')
      return field?.value === 'order' && !!selected && document.getElementById(selected)?.getAttribute('aria-selected') === 'true'
    })
    await page.waitForLoadState('networkidle')
    await auditBothSchemes(page)
    await press(page, 'Escape', '?')
    await page.getByRole('dialog', { name: /shortcuts/i }).waitFor()
    await auditBothSchemes(page)
    await press(page, 'Escape')
  })
})
