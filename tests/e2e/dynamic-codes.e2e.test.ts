import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { discounts } from '@/api/admin/discounts'
import { parseCsv } from '@/commands/core/csv'
import { logIn, press, withSignedInBrowser } from './browser'
import { expectNoSeriousAxeViolations } from './axe'
import { command, expectPrompt, pick } from './keyboard'

// Keyboard only, against the seeded dynamic discount VIP (backend/seed/discounts.ts).
describe('dynamic codes, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fdiscounts')
    await page.waitForURL(/\/a\/discounts$/)
    await page.getByRole('grid', { name: 'Discounts' }).getByRole('row').nth(1).waitFor()
  })
  // Each run makes its own codes: the e2e database is not reset between runs.
  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`

  it('opens the dynamic discount VIP with its codes', async () => {
    const page = browser.page
    await command(page, 'Open discount')
    await expectPrompt(page, 'Open discount… › Discount')
    await pick(page, 'VIP', /^VIP(?!-)/)
    await page.waitForURL(/\/a\/discounts\/disc_/)
    await page.getByRole('heading', { name: /^Dynamic codes/ }).waitFor()
  })

  it('generates 50 codes in the background and downloads a CSV of 50 codes the API knows', async () => {
    const page = browser.page
    const { discount: vip } = await discounts.retrieveByCode('VIP')
    await command(page, 'Generate dynamic codes')
    await expectPrompt(page, 'Generate dynamic codes… › Prefix')
    // A refused prefix keeps what was typed and says why.
    await page.keyboard.type('bad prefix')
    await press(page, 'Enter')
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').first().textContent()).toContain('A prefix holds up to 20 letters and digits')
    await press(page, 'Control+a')
    await page.keyboard.type(prefix)
    await press(page, 'Enter')
    await expectPrompt(page, 'Generate dynamic codes… › How many')
    await page.keyboard.type('50')
    await press(page, 'Enter')
    await expectPrompt(page, 'Generate dynamic codes… › Usage limit per code')
    await press(page, 'Enter')
    await expectPrompt(page, 'Generate dynamic codes…')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Create 50 codes ${prefix}-XXXXXX for VIP?`)
    await press(page, 'Enter')

    const work = page.getByRole('list', { name: 'Background work' })
    await work.getByText(/Creating codes \d+\/50|Done: 50 of 50 codes created/).first().waitFor()
    await work.getByText('Done: 50 of 50 codes created').waitFor({ timeout: 90_000 })

    const [download] = await Promise.all([page.waitForEvent('download'), command(page, 'Download created codes as CSV')])
    expect(download.suggestedFilename()).toBe('vip-codes.csv')
    const csv = parseCsv(readFileSync(await download.path(), 'utf8'))
    const codes = csv.rows.map((row) => row.code ?? '')
    expect(codes).toHaveLength(50)
    expect(new Set(codes).size).toBe(50)
    for (const code of codes) expect(code).toMatch(new RegExp(`^${prefix}-[A-HJKMNP-Z2-9]{6}$`))
    for (const code of codes) {
      const { discount } = await discounts.retrieveByCode(code)
      expect([discount.code, discount.parent_discount_id, discount.is_dynamic]).toEqual([code, vip.id, true])
    }
  })

  it('has no serious or critical axe violations on the discount with its dynamic codes', async () => {
    const page = browser.page
    await page.getByRole('grid', { name: 'Codes of VIP' }).getByRole('row').nth(1).waitFor()
    await expectNoSeriousAxeViolations(page)
  })
})
