import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { giftCards } from '@/api/admin/gift-cards'
import { parseCsv } from '@/commands/core/csv'
import { isMedusaApiError } from '@/api/client'
import { consoleUrl, logIn, paletteHeading, press, withSignedInBrowser } from './browser'
import { expectNoSeriousAxeViolations } from './axe'
import { command, expectPrompt, pick, toast } from './keyboard'

// Keyboard only: no click, no mouse. Every step is checked on screen and on the server.
describe('gift cards, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Forders')
    await page.waitForURL(/\/a\/orders$/)
    await page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1).waitFor()
  })
  let code = ''

  it('goes to gift cards with g g', async () => {
    const page = browser.page
    await press(page, 'g', 'g')
    await page.waitForURL(/\/a\/gift-cards$/)
    await page.getByRole('grid', { name: 'Gift cards' }).getByRole('row').nth(1).waitFor()
  })

  it('issues a gift card worth €50 in the background, then downloads its code as CSV', async () => {
    const page = browser.page
    await command(page, 'Issue gift cards')
    await expectPrompt(page, 'Issue gift cards… › How many')
    await page.keyboard.type('1')
    await press(page, 'Enter')
    await expectPrompt(page, 'Issue gift cards… › Region')
    await pick(page, 'Europe', /^Europe/)
    await expectPrompt(page, 'Issue gift cards… › Value')
    // A value of nothing is refused where it is typed.
    await page.keyboard.type('0')
    await press(page, 'Enter')
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').first().textContent()).toContain('Value must be more than zero')
    await press(page, 'Control+a')
    await page.keyboard.type('50')
    await press(page, 'Enter')
    await expectPrompt(page, 'Issue gift cards… › Ends at')
    await press(page, 'Enter')
    await expectPrompt(page, 'Issue gift cards…')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Issue 1 gift card of €50.00 each in Europe?')
    await press(page, 'Enter')
    await toast(page, 'Issuing 1 gift card')
    await page.getByRole('list', { name: 'Background work' }).getByText('Done: 1 of 1 gift cards created').waitFor()

    const [download] = await Promise.all([page.waitForEvent('download'), command(page, 'Download issued gift card codes')])
    expect(download.suggestedFilename()).toBe('gift-cards-europe.csv')
    const csv = parseCsv(readFileSync(await download.path(), 'utf8'))
    expect(csv.rows).toHaveLength(1)
    expect(csv.rows[0]).toMatchObject({ value: '50.00', currency: 'eur', region: 'Europe' })
    code = csv.rows[0]?.code ?? ''

    const { gift_cards } = await giftCards.list({ q: code })
    expect(gift_cards.map((c) => [c.code, c.value, c.balance, c.region?.currency_code, c.is_disabled])).toEqual([[code, 5000, 5000, 'eur', false]])
  })

  it('opens it by its code and disables it with shift+d', async () => {
    const page = browser.page
    await command(page, 'Open gift card')
    await expectPrompt(page, 'Open gift card… › Gift card')
    await pick(page, code, new RegExp(`^${code}`))
    await page.waitForURL(/\/a\/gift-cards\/gift_/)
    await page.getByRole('article', { name: code }).waitFor()
    await press(page, 'Shift+D')
    await toast(page, `Gift card ${code} disabled`)
    await page.getByRole('article', { name: code }).getByRole('button', { name: 'Enable gift card' }).waitFor()

    const { gift_cards } = await giftCards.list({ q: code })
    expect(gift_cards[0]?.is_disabled).toBe(true)
  })

  it('has no serious or critical axe violations on the gift cards table with a card open', async () => {
    await expectNoSeriousAxeViolations(browser.page)
  })
})

// The mouse pass: links and buttons on /a/gift-cards; typing only into fields.
describe('gift cards by mouse through /a/gift-cards links and buttons', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page)
    await page.waitForURL(/\/a\//)
    await page.getByRole('link', { name: /Gift cards/ }).click()
    await page.getByRole('grid', { name: 'Gift cards' }).getByRole('row').nth(1).waitFor()
  })
  let id = ''
  const dialog = () => browser.page.getByRole('dialog')
  const heading = () => paletteHeading(browser.page)
  const fillAndContinue = async (text: string) => {
    await dialog().locator('input').first().fill(text)
    await dialog().getByRole('button', { name: 'Continue' }).click()
  }

  it('creates a custom gift card of €25 with the Create gift card button', async () => {
    const page = browser.page
    await page.getByRole('button', { name: 'Create gift card' }).click()
    await expect.poll(() => heading().textContent()).toBe('Create gift card › Region')
    await dialog().getByRole('option', { name: /^Europe/ }).click()
    await expect.poll(() => heading().textContent()).toBe('Create gift card › Value')
    await fillAndContinue('25')
    await expect.poll(() => heading().textContent()).toBe('Create gift card › Ends at')
    await fillAndContinue('2099-12-31')
    await expect.poll(() => heading().textContent()).toBe('Create gift card › Recipient email')
    await fillAndContinue('anna@example.com')
    await expect.poll(() => heading().textContent()).toBe('Create gift card › Personal message')
    await fillAndContinue('')
    await page.waitForURL(/\/a\/gift-cards\/gift_/)
    id = new URL(page.url()).pathname.split('/').pop() ?? ''
    const { gift_card } = await giftCards.retrieve(id)
    expect([gift_card.value, gift_card.balance, gift_card.region?.currency_code, gift_card.order]).toEqual([2500, 2500, 'eur', null])
    await page.getByRole('article', { name: gift_card.code }).waitFor()
  })

  it('sets its balance to 0 with the Edit button, the current values filled in', async () => {
    const page = browser.page
    await page.getByRole('toolbar', { name: 'Gift card actions' }).getByRole('button', { name: 'Edit gift card' }).click()
    await expect.poll(() => dialog().locator('input').first().inputValue()).toBe('25.00')
    await fillAndContinue('0')
    await expect.poll(() => dialog().locator('input').first().inputValue()).toBe('2099-12-31')
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await dialog().getByRole('option', { name: 'No' }).click()
    // The recipient's email and message follow, filled from the card: kept as they are.
    await expect.poll(() => dialog().locator('input').first().inputValue()).toBe('anna@example.com')
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('article').getByText(/€0\.00 left of €25\.00/).waitFor()
    const { gift_card } = await giftCards.retrieve(id)
    expect([gift_card.balance, gift_card.is_disabled]).toEqual([0, false])
  })

  it('deletes it with the Delete button and a confirmation', async () => {
    const page = browser.page
    await page.getByRole('toolbar', { name: 'Gift card actions' }).getByRole('button', { name: 'Delete gift card' }).click()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(consoleUrl('/a/gift-cards'))
    const gone = await giftCards.retrieve(id).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(isMedusaApiError(gone) && gone.status).toBe(404)
  })
})
