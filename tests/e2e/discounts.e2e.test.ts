import { describe, expect, it } from 'vitest'
import { discounts } from '@/api/admin/discounts'
import { isMedusaApiError } from '@/api/client'
import { expectNoSeriousAxeViolations } from './axe'
import { consoleUrl, logIn, paletteHeading, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, idInUrl, pick, toast } from './keyboard'

// The scenario, keyboard only: a 10 % code limited to Europe with a condition on one
// collection, disabled and enabled again, then deleted. Then one mouse-only pass over the table and
// the detail. The e2e database is kept between runs: the code carries this run's stamp.
const stamp = Date.now().toString(36).toUpperCase()
const code = `E2E10-${stamp}`

const retrieve = (id: string) => discounts.retrieve(id, { expand: 'rule,rule.conditions,regions' })

describe('discounts, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fdiscounts')
    await page.waitForURL(/\/a\/discounts$/)
    await page.getByRole('grid', { name: 'Discounts' }).getByRole('row').nth(1).waitFor()
  })
  let discountId = ''

  it('creates a 10 % code limited to Europe', async () => {
    const page = browser.page
    await command(page, 'Create discount')
    await expectPrompt(page, 'Create discount › Code')
    await page.keyboard.type(code.toLowerCase())
    await press(page, 'Enter')
    await expectPrompt(page, 'Create discount › Type')
    await pick(page, 'percent', /^Percentage off/)
    await expectPrompt(page, 'Create discount › Regions')
    await page.keyboard.type('Europe')
    await page.getByRole('dialog').getByRole('option', { name: /^Europe/, selected: true }).waitFor()
    await press(page, 'Enter')
    await press(page, 'Control+Enter')
    await expectPrompt(page, 'Create discount › Percentage (1-100)')
    // A rejected value keeps what was typed and says why.
    await page.keyboard.type('110')
    await press(page, 'Enter')
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').first().textContent()).toContain('must be at most 100')
    await press(page, 'Control+a')
    await page.keyboard.type('10')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create discount › Applies to')
    await pick(page, 'total', /^Order total/)
    await expectPrompt(page, 'Create discount › Starts (empty: now)')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create discount › Ends (empty: never)')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create discount › Usage limit (empty: unlimited)')
    await page.keyboard.type('50')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create discount › Dynamic (a template for generated codes)')
    await pick(page, 'no', /^No/)
    // The description is one of the "More fields…": picked there, then Enter creates.
    await expectPrompt(page, 'Create discount › More fields…')
    await pick(page, 'desc', /^Description/)
    await expectPrompt(page, 'Create discount › Description')
    await page.keyboard.type('E2E keyboard discount')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create discount › More fields…')
    await press(page, 'Enter')

    await page.waitForURL(/\/a\/discounts\/disc_/)
    discountId = idInUrl(page)
    await page.getByRole('heading', { name: code }).waitFor()
    const { discount } = await retrieve(discountId)
    expect(discount).toMatchObject({ code, usage_limit: 50, is_dynamic: false, rule: { type: 'percentage', value: 10, allocation: 'total' } })
    expect(discount.regions?.map((r) => r.name)).toEqual(['Europe'])
  })

  it('adds a condition on one collection, picked by name', async () => {
    const page = browser.page
    await command(page, 'Add condition to discount')
    await expectPrompt(page, 'Add condition to discount › Applies to')
    await pick(page, 'collections', /^Collections/)
    await expectPrompt(page, 'Add condition to discount › Operator')
    await pick(page, 'only', /^Only these/)
    await expectPrompt(page, 'Add condition to discount › Resources (pick by name)')
    await page.keyboard.type('Summer')
    await page.getByRole('dialog').getByRole('option', { name: /^Summer Collection/, selected: true }).waitFor()
    await press(page, 'Enter')
    await press(page, 'Control+Enter')
    await toast(page, 'Condition added')
    const article = page.getByRole('article', { name: code })
    await article.getByText('Collections in', { exact: true }).waitFor()
    await article.getByText('Summer Collection').waitFor()

    const { discount } = await retrieve(discountId)
    const condition = discount.rule?.conditions?.[0]
    expect(condition).toMatchObject({ type: 'product_collections', operator: 'in' })
    const { discount_condition } = await discounts.retrieveCondition(discountId, condition?.id ?? '', { expand: 'product_collections' })
    expect(discount_condition.product_collections?.map((c) => c.title)).toEqual(['Summer Collection'])
  })

  it('disables it after confirming, and enables it again', async () => {
    const page = browser.page
    await command(page, 'Disable discount')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Disable ${code}?`)
    await press(page, 'Enter')
    await toast(page, 'Discount disabled')
    expect((await retrieve(discountId)).discount.is_disabled).toBe(true)

    await command(page, 'Enable discount')
    await toast(page, 'Discount enabled')
    expect((await retrieve(discountId)).discount.is_disabled).toBe(false)
  })

  it('deletes it with shift+backspace after a confirm that names it', async () => {
    const page = browser.page
    await press(page, 'Shift+Backspace')
    await expect.poll(() => paletteHeading(page).textContent()).toBe('Delete discount')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Delete 1 discount: ${code} (never used)?`)
    await press(page, 'Enter')
    await page.waitForURL(consoleUrl('/a/discounts'))
    const gone = await discounts.retrieve(discountId).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(isMedusaApiError(gone) && gone.status).toBe(404)
  })
})

describe('discounts with the mouse, and axe', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page)
    await page.waitForURL(/\/a\//)
    await page.getByRole('link', { name: /Discounts/ }).click()
    await page.getByRole('grid', { name: 'Discounts' }).getByRole('row').nth(1).waitFor()
  })

  it('filters the table, opens SUMMER15 with a click and reads its rule, regions and condition', async () => {
    const page = browser.page
    const grid = page.getByRole('grid', { name: 'Discounts' })
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByRole('combobox', { name: 'Status' }).selectOption('disabled')
    await grid.getByText('BFCM25').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    // Typing a search before the cleared filters reach the URL brought the old filter back (seen once).
    await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('')
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor()
    // Earlier runs leave codes behind (dynamic ones by the hundred): search instead of paging.
    await page.getByRole('searchbox', { name: 'Search discount codes' }).fill('SUMMER15')
    // Until the search answers, the unfiltered rows (SUMMER15 among them) are still on screen.
    await expect.poll(() => grid.locator('tbody tr[data-row-id]').count()).toBe(1)
    await grid.getByRole('row', { name: /SUMMER15/ }).click()
    await page.waitForURL(/\/a\/discounts\/disc_/)
    const article = page.getByRole('article', { name: 'SUMMER15' })
    await article.getByText('15 %').first().waitFor()
    await article.getByText('Europe').waitFor()
    await article.getByText('Collections in', { exact: true }).waitFor()
    await article.getByText('Summer Collection', { exact: true }).waitFor()
    await expectNoSeriousAxeViolations(page, 'main')
  })

  it('opens the dynamic VIP discount and shows how long its codes live', async () => {
    const page = browser.page
    await page.getByRole('searchbox', { name: 'Search discount codes' }).fill('VIP')
    const grid = page.getByRole('grid', { name: 'Discounts' })
    await grid.getByRole('row').filter({ has: page.getByText('VIP', { exact: true }) }).click()
    const article = page.getByRole('article', { name: 'VIP' })
    await article.getByText('90 days').waitFor()
    await expectNoSeriousAxeViolations(page, 'main')
  })
})
