import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { auth } from '@/api/admin/auth'
import { orders } from '@/api/admin/orders'
import { users } from '@/api/admin/users'
import { VIEWS_METADATA_KEY, parseViews } from '@/atoms/views/format'
import { consoleUrl, logIn, openBrowser, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, toast } from './keyboard'

// Saved views (issue #31) by keyboard against the real backend: filter the orders, save the table as
// a view, reload, open the view from the palette; the navigation lists it under Orders with its count.

const rows = (page: Page) => page.getByRole('grid', { name: 'Orders' }).locator('tbody tr[data-row-id]')
const NAME = `Captured orders ${Date.now().toString(36)}`

describe('saved views, by keyboard', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Forders')
    await page.waitForURL(/\/a\/orders$/)
    await rows(page).first().waitFor()
  })

  // The views live in the demo admin's metadata, which every e2e file shares: leave none behind.
  afterAll(async () => {
    const { user } = await auth.session()
    await users.update(user.id, { metadata: { [VIEWS_METADATA_KEY]: '' } })
  })

  it('saves the filtered orders as a view, opens it from the palette after a reload, and lists it in the navigation with its count', async () => {
    const page = browser.page
    // Filter by keyboard: the Filters button, then the Payment filter typed to "Captured".
    await page.getByRole('button', { name: /^Filters/ }).focus()
    await press(page, 'Enter')
    await page.getByRole('combobox', { name: 'Payment' }).focus()
    await page.keyboard.type('Captured')
    await page.waitForURL(/payment_status=captured/)
    await rows(page).first().waitFor()

    await command(page, 'Save table as a view')
    await expectPrompt(page, 'Save table as a view… › Name of the view')
    await page.keyboard.type(NAME)
    await press(page, 'Enter')
    await expectPrompt(page, 'Save table as a view… › Who sees it')
    await page.getByRole('dialog').getByRole('option', { name: /^Only me/, selected: true }).waitFor()
    await press(page, 'Enter')
    await toast(page, `View “${NAME}” saved`)

    // Kept on the server, in the user's metadata.
    const { user } = await auth.session()
    const saved = parseViews((await users.retrieve(user.id)).user.metadata?.[VIEWS_METADATA_KEY]).views
    expect(saved.map((v) => [v.name, v.search])).toEqual([[NAME, 'payment_status=captured']])

    // A fresh page on the bare orders list: the view comes back from the server and opens from the palette.
    await page.goto(consoleUrl('/a/orders'))
    await rows(page).first().waitFor()
    await page.reload()
    await rows(page).first().waitFor()
    expect(new URL(page.url()).search).toBe('')
    await command(page, `View: ${NAME}`)
    await page.waitForURL(/\/a\/orders\?payment_status=captured$/)
    await page.getByRole('button', { name: `Views: ${NAME}` }).waitFor()

    const { count } = await orders.list({ payment_status: ['captured'], limit: 1, fields: 'id' })
    const nav = page.getByRole('navigation', { name: 'Areas' }).getByRole('list', { name: 'Orders views' })
    await nav.getByRole('link', { name: `${NAME} ${count.toLocaleString('en-US')}` }).waitFor()
  })

  it('follows the operator to a fresh browser profile: signed in there, the view opens from the palette', async () => {
    // Another browser (no storage, no cookies of the first): the view comes from the user's metadata.
    const fresh = await openBrowser()
    try {
      const page = fresh.page
      await logIn(page, '/login?next=%2Fa%2Forders')
      await page.waitForURL(/\/a\/orders$/)
      await rows(page).first().waitFor()
      await command(page, `View: ${NAME}`)
      await page.waitForURL(/\/a\/orders\?payment_status=captured$/)
      await page.getByRole('button', { name: `Views: ${NAME}` }).waitFor()
    } finally {
      await fresh.context.close()
    }
  })
})
