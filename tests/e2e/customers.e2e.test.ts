import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { customers } from '@/api/admin/customers'
import { parseCsv } from '@/commands/core/csv'
import { logIn, press, withSignedInBrowser } from './browser'
import { expectNoSeriousAxeViolations } from './axe'
import { command, expectPrompt, retype, toast } from './keyboard'

// Keyboard only until the mouse pass: every step is checked on screen and on the server. The e2e
// database is kept between runs, so every record here carries this run's stamp.
const stamp = Date.now().toString(36)
const email = `e2e-${stamp}@customers.example`
const imported = `e2e-new-${stamp}@customers.example`

const serverCustomer = async (address: string) => (await customers.list({ q: address, expand: 'groups' })).customers.find((c) => c.email === address)

describe('customers, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fcustomers')
    await page.waitForURL(/\/a\/customers$/)
    await page.getByRole('grid', { name: 'Customers' }).getByRole('row').nth(1).waitFor()
  })

  it('creates a customer from the palette, refusing a bad email first', async () => {
    const page = browser.page
    await command(page, 'Create customer')
    await expectPrompt(page, 'Create customer › Email')
    await page.keyboard.type('anna@')
    await press(page, 'Enter')
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').first().textContent()).toContain('Email must be an address like anna@example.com')
    await retype(page, email)
    await expectPrompt(page, 'Create customer › First name')
    await page.keyboard.type('Edda')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create customer › Last name')
    await page.keyboard.type(`Keys ${stamp}`)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create customer › Phone')
    await page.keyboard.type('+49 30 1111')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create customer › Password')
    await press(page, 'Enter') // empty: a random one
    await page.waitForURL(/\/a\/customers\/cus_/)
    await page.getByRole('heading', { name: `Edda Keys ${stamp}` }).waitFor()
    expect(await serverCustomer(email)).toMatchObject({ first_name: 'Edda', phone: '+49 30 1111', has_account: true })
  })

  it('finds it in the table by search, opens it and edits its phone', async () => {
    const page = browser.page
    await press(page, 'Escape')
    await press(page, 'g', 'c')
    await page.waitForURL(/\/a\/customers(\?.*)?$/)
    await page.getByRole('searchbox', { name: 'Search customers by email or name' }).focus()
    await page.keyboard.type(stamp)
    await press(page, 'Enter')
    await page.waitForURL(new RegExp(`q=${stamp}`))
    const grid = page.getByRole('grid', { name: 'Customers' })
    await grid.getByText(email).waitFor()
    // Until the search answers, the unfiltered rows (this customer among them) are still on screen.
    await expect.poll(() => grid.locator('tbody tr[data-row-id]').count()).toBe(1)
    // The search box keeps the focus after Enter: move it to the table's current row, as Tab would.
    await grid.locator('tbody tr[tabindex="0"]').focus()
    await press(page, 'Enter')
    await page.getByRole('heading', { name: `Edda Keys ${stamp}` }).waitFor()
    await press(page, 'e')
    await expectPrompt(page, 'Edit customer › First name')
    await press(page, 'Enter')
    await expectPrompt(page, 'Edit customer › Last name')
    await press(page, 'Enter')
    await expectPrompt(page, 'Edit customer › Phone')
    await retype(page, '+49 30 2222')
    await expectPrompt(page, 'Edit customer › Email')
    await press(page, 'Enter')
    await toast(page, 'Customer saved')
    await expect.poll(async () => (await serverCustomer(email))?.phone).toBe('+49 30 2222')
  })

  it('exports the filtered table as CSV', async () => {
    const page = browser.page
    const download = page.waitForEvent('download')
    await command(page, 'Export customers as CSV')
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^customers-.*\.csv$/)
    const path = await file.path()
    const parsed = parseCsv(readFileSync(path, 'utf8'))
    expect(parsed.rows.map((r) => r.email)).toEqual([email])
    expect(parsed.rows[0]).toMatchObject({ first_name: 'Edda', phone: '+49 30 2222', has_account: 'true' })
  })

  it('imports a CSV: previews one create, one update and one refusal, then writes and reports', async () => {
    const page = browser.page
    const csv = ['email,first_name,last_name,phone', `${imported},Ina,Port ${stamp},`, `${email},Edith,,`, 'not-an-email,Bad,Row,'].join('\n')
    await command(page, 'Import customers from CSV')
    await expectPrompt(page, 'Import customers from CSV › CSV file')
    // The page focuses its file input; the operating system's chooser is outside the page, so the file
    // is handed to that input as the chooser would (Space on it did not always raise the chooser headless).
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file')
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: `import-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await press(page, 'Enter')
    await expectPrompt(page, 'Import customers from CSV › Preview')
    await page.getByRole('dialog').getByRole('option', { name: /Write: 1 to create, 1 to update, 1 refused/, selected: true }).waitFor()
    await press(page, 'Enter')
    const dialog = page.getByRole('dialog')
    await dialog.getByText(`Import import-${stamp}.csv: 1 to create, 1 to update, 1 refused.`, { exact: false }).waitFor()
    await dialog.getByText('Line 4 (not-an-email): Email must be an address like anna@example.com', { exact: false }).waitFor()
    await press(page, 'Enter')
    await toast(page, 'Import: 1 created, 1 updated, 0 failed, 1 refused')
    expect(await serverCustomer(imported)).toMatchObject({ first_name: 'Ina', last_name: `Port ${stamp}` })
    expect(await serverCustomer(email)).toMatchObject({ first_name: 'Edith', last_name: `Keys ${stamp}` })
  })

  it('has no serious or critical axe violations on the customers table with a customer open', async () => {
    const page = browser.page
    await press(page, 'Escape')
    const created = await serverCustomer(email)
    await page.goto(`${new URL(page.url()).origin}/a/customers/${created?.id}?q=${stamp}`)
    await page.getByRole('article', { name: new RegExp(`Keys ${stamp}$`) }).waitFor()
    await page.getByText('No orders yet').waitFor()
    await expectNoSeriousAxeViolations(page)
  })
})

describe('customers, mouse only', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fcustomers')
    await page.waitForURL(/\/a\/customers$/)
  })

  it('filters the table, opens a customer by clicking its row, and reaches its edit command and a group', async () => {
    const page = browser.page
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'VIP' })
    await page.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Registered' })
    await page.waitForURL(/groups=cgrp_.*has_account=true/)
    await page.getByText(/customers? with an account, in VIP/).waitFor()
    const grid = page.getByRole('grid', { name: 'Customers' })
    const first = grid.locator('tbody tr[data-row-id]').first()
    await first.waitFor()
    await first.click()
    await page.waitForURL(/\/a\/customers\/cus_/)
    const article = page.getByRole('article')
    expect(await article.getByRole('link', { name: 'VIP' }).getAttribute('href')).toMatch(/^\/a\/customer-groups\/cgrp_/)
    await article.getByRole('button', { name: 'Edit customer' }).click()
    await expectPrompt(page, 'Edit customer › First name')
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
    await expectPrompt(page, 'Edit customer › Last name')
  })
})
