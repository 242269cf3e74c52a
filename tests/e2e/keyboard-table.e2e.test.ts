import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { customers } from '@/api/admin/customers'
import { orders } from '@/api/admin/orders'
import { consoleUrl, logIn, paletteHeading, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, toast } from './keyboard'

// Issue #12's end-to-end gaps: keyboard table work with a bulk run, the table's URL state across a
// reload and the back button, `g` navigation, the '?' sheet, a server refusal that keeps what was
// typed, and logging out. Each test prepares what it needs through the API.

const rows = (page: Page) => page.getByRole('grid', { name: 'Orders' }).locator('tbody tr[data-row-id]')

describe('the orders table by keyboard, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Forders')
    await page.waitForURL(/\/a\/orders$/)
    await rows(page).first().waitFor()
  })

  it('selects two awaiting orders with j and x, and captures both after one confirm that counts them', async () => {
    const page = browser.page
    await page.goto(consoleUrl('/a/orders?payment_status=awaiting'))
    await rows(page).first().waitFor()
    await expect.poll(async () => (await orders.list({ payment_status: ['awaiting'], limit: 1 })).count).toBeGreaterThan(1)
    await press(page, 'j') // nothing focused: j enters the table on its first row
    await press(page, 'x', 'j', 'x')
    await expect.poll(() => page.locator('tbody tr[aria-selected="true"]').count()).toBe(2)
    const picked = await page.locator('tbody tr[aria-selected="true"]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-id') ?? ''))
    await press(page, 'c')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Capture payment: 2 selected orders. Continue?')
    await press(page, 'Enter')
    await toast(page, 'Capture payment')
    for (const id of picked) expect((await orders.retrieve(id)).order.payment_status).toBe('captured')
  })

  it('keeps its filter, order and page in the URL across a reload, and Back returns to the page before', async () => {
    const page = browser.page
    await page.goto(consoleUrl('/a/orders?status=pending&order=display_id'))
    await rows(page).first().waitFor()
    const firstOfPageOne = await rows(page).first().getAttribute('data-row-id')
    await page.getByRole('button', { name: /^Next/ }).click()
    await page.waitForURL(/offset=50/)
    await expect.poll(() => rows(page).first().getAttribute('data-row-id')).not.toBe(firstOfPageOne)
    const firstOfPageTwo = await rows(page).first().getAttribute('data-row-id')
    await page.reload()
    await expect.poll(() => rows(page).first().getAttribute('data-row-id')).toBe(firstOfPageTwo)
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending')
    expect(new URL(page.url()).searchParams.get('order')).toBe('display_id')
    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has('offset'))
    await expect.poll(() => rows(page).first().getAttribute('data-row-id')).toBe(firstOfPageOne)
  })

  it("moves between areas with g sequences and opens and closes the '?' sheet, focus coming back", async () => {
    const page = browser.page
    await rows(page).first().focus()
    await press(page, 'g', 'p')
    await page.waitForURL(/\/a\/products/)
    await page.getByRole('grid', { name: 'Products' }).locator('tbody tr[data-row-id]').first().waitFor()
    await press(page, 'g', 'o')
    await page.waitForURL(/\/a\/orders/)
    await rows(page).first().focus()
    await press(page, 'Shift+?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.getByText('Capture payment').first().waitFor()
    await press(page, 'Escape')
    await sheet.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.closest('tbody tr[data-row-id]') !== null)).toBe(true)
  })

  it("keeps what was typed when the server refuses: a customer's email already taken", async () => {
    const page = browser.page
    const { customers: [taken] } = await customers.list({ limit: 1, has_account: true })
    expect(taken?.email).toBeTruthy()
    await command(page, 'Create customer')
    await expectPrompt(page, 'Create customer › Email')
    await page.keyboard.type(taken?.email ?? '')
    await press(page, 'Enter')
    for (const value of ['Dup', 'Licate', '', 'a-long-password']) {
      await expect.poll(() => paletteHeading(page).textContent()).toMatch(/› (First name|Last name|Phone|Password)/)
      await page.keyboard.type(value)
      await press(page, 'Enter')
    }
    const alert = page.getByRole('dialog').getByRole('alert').first()
    await expect.poll(() => alert.textContent()).toMatch(/already/i)
    // The prompt reopened where it was refused, the typed values in its trail.
    expect(await page.getByRole('dialog').textContent()).toContain('Dup')
    while (await page.getByRole('dialog').count()) await press(page, 'Escape')
  })

  it('logs out: the sign-in page, and the dashboard asks for it again', async () => {
    const page = browser.page
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL(/\/login/)
    await page.goto(consoleUrl('/a/orders'))
    await page.waitForURL(/\/login\?next=/)
    await page.getByLabel('Email').waitFor()
  })
})
