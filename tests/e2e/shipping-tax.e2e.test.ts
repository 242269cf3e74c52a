import type { ReturnReason } from '@medusajs/client-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regions } from '@/api/admin/regions'
import { returnReasons } from '@/api/admin/return-reasons'
import { shippingOptions } from '@/api/admin/shipping-options'
import { taxRates } from '@/api/admin/tax-rates'
import { expectNoSeriousAxeViolations } from './axe'
import { logIn, press, signInServerSide, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, retype, toast } from './keyboard'

// Issue #15's store setup, keyboard only: on a region made through the API for the test, a flat
// standard shipping option and a return option, a reduced tax rate for one product type, a return
// reason with a child; each checked through the API. Then one pass with the mouse alone.
const stamp = Date.now().toString(36)
const regionName = `Nordics ${stamp}`
const standardName = `Standard ${stamp}`
const returnName = `Returns ${stamp}`
const rateName = `Reduced ${stamp}`
const parentValue = `e2e_parent_${stamp}`
const childValue = `e2e_child_${stamp}`
let regionId = ''

beforeAll(async () => {
  await signInServerSide()
  const { region } = await regions.create({
    name: regionName,
    currency_code: 'eur',
    tax_rate: 25,
    countries: [],
    payment_providers: ['manual'],
    fulfillment_providers: ['manual'],
  })
  regionId = region.id
})

afterAll(async () => {
  if (regionId) await regions.delete(regionId)
})

const optionsOfRegion = async () => (await shippingOptions.list({ region_id: regionId })).shipping_options

/** Answers the shipping option prompts after the region: fulfillment option, name, then the defaults but the price. */
async function createOption(page: Parameters<typeof command>[0], search: string, fulfillment: RegExp, name: string, price: string) {
  await command(page, 'Create shipping option')
  await expectPrompt(page, 'Create shipping option › Region')
  await pick(page, regionName, new RegExp(`^${regionName}`))
  await expectPrompt(page, 'Create shipping option › Fulfillment option')
  await pick(page, search, fulfillment)
  await expectPrompt(page, 'Create shipping option › Name')
  await page.keyboard.type(name)
  await press(page, 'Enter')
  // 'For returns' starts as the fulfillment option says; price type starts at flat rate.
  await expectPrompt(page, 'Create shipping option › For returns')
  await press(page, 'Enter')
  await expectPrompt(page, 'Create shipping option › Price type')
  await press(page, 'Enter')
  await expectPrompt(page, 'Create shipping option › Price')
  await page.keyboard.type(price)
  await press(page, 'Enter')
  await expectPrompt(page, 'Create shipping option › Minimum cart subtotal')
  await press(page, 'Enter')
  await expectPrompt(page, 'Create shipping option › Maximum cart subtotal')
  await press(page, 'Enter')
  await expectPrompt(page, 'Create shipping option › Admin only')
  await press(page, 'Enter')
  await toast(page, `${name} created`)
}

describe('store setup, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fsettings%2Fshipping-options')
    await page.waitForURL(/\/a\/settings\/shipping-options$/)
    await page.getByRole('grid', { name: 'Shipping options' }).getByRole('row').nth(1).waitFor()
  })

  it('creates a flat standard option and a return option from the region’s fulfillment options', async () => {
    const page = browser.page
    await createOption(page, 'fulfillment', /^manual-fulfillment(?!-return)/, standardName, '9.50')
    await createOption(page, 'return', /^manual-fulfillment-return/, returnName, '0')
    // The region's setup notice rides on the toast.
    await toast(page, `${regionName} cannot sell yet`)
    const options = await optionsOfRegion()
    expect(options.find((o) => o.name === standardName)).toMatchObject({ price_type: 'flat_rate', amount: 950, is_return: false, admin_only: false, provider_id: 'manual' })
    expect(options.find((o) => o.name === returnName)).toMatchObject({ amount: 0, is_return: true, data: { id: 'manual-fulfillment-return', is_return: true } })
    await page.goto(page.url().replace(/shipping-options.*$/, `shipping-options?region=${regionId}`))
    await page.getByRole('grid', { name: 'Shipping options' }).getByText(returnName).waitFor()
    await expectNoSeriousAxeViolations(page, 'main')
  })

  it('adds a reduced tax rate, refusing 150 % first, and applies it to one product type', async () => {
    const page = browser.page
    await command(page, 'Create tax rate')
    await expectPrompt(page, 'Create tax rate › Region')
    await pick(page, regionName, new RegExp(`^${regionName}`))
    await expectPrompt(page, 'Create tax rate › Name')
    await page.keyboard.type(rateName)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create tax rate › Code')
    await page.keyboard.type('NORD-RED')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create tax rate › Rate (%)')
    await page.keyboard.type('150')
    await press(page, 'Enter')
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').first().textContent()).toContain('A tax rate is a percentage from 0 to 100')
    await retype(page, '12')
    await toast(page, `${rateName} created`)

    await command(page, 'Add product types to tax rate')
    await expectPrompt(page, 'Add product types to tax rate… › Tax rate')
    await pick(page, rateName, new RegExp(`^${rateName}`))
    await expectPrompt(page, 'Add product types to tax rate… › Product types')
    await page.keyboard.type('Apparel')
    await page.getByRole('dialog').getByRole('option', { name: /^Apparel/, selected: true }).waitFor()
    await press(page, 'Enter')
    await press(page, 'Control+Enter')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Apply ${rateName} to 1 product type?`)
    await press(page, 'Enter')
    await toast(page, `${rateName}: 1 product type added`)

    const { tax_rates } = await taxRates.list({ region_id: regionId })
    const rate = tax_rates.find((t) => t.name === rateName)
    expect(rate).toMatchObject({ code: 'NORD-RED', rate: 12 })
    const { tax_rate } = await taxRates.retrieve(rate?.id ?? '', { expand: ['product_types'] })
    expect(tax_rate.product_types?.map((t) => t.value)).toEqual(['Apparel'])
  })

  it('adds a return reason with a child', async () => {
    const page = browser.page
    await command(page, 'Create return reason')
    await expectPrompt(page, 'Create return reason › Value')
    await page.keyboard.type(parentValue)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create return reason › Label')
    await page.keyboard.type(`Fit ${stamp}`)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create return reason › Parent reason')
    await press(page, 'Enter')
    // The description is one of the "More fields…", which Enter passes.
    await expectPrompt(page, 'Create return reason › More fields…')
    await press(page, 'Enter')
    await page.getByRole('article', { name: `Fit ${stamp}` }).waitFor()

    await command(page, 'Create return reason')
    await expectPrompt(page, 'Create return reason › Value')
    await page.keyboard.type(childValue)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create return reason › Label')
    await page.keyboard.type(`Too tight ${stamp}`)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create return reason › Parent reason')
    await pick(page, `Fit ${stamp}`, new RegExp(`^Fit ${stamp}`))
    await expectPrompt(page, 'Create return reason › More fields…')
    await pick(page, 'desc', /^Description/)
    await expectPrompt(page, 'Create return reason › Description')
    await page.keyboard.type('Runs one size small')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create return reason › More fields…')
    await press(page, 'Enter')
    await page.getByRole('article', { name: `Too tight ${stamp}` }).getByText(`${childValue} · under Fit ${stamp}`).waitFor()

    const parent = (await returnReasons.list()).return_reasons.find((r) => r.value === parentValue)
    const children = (parent?.return_reason_children ?? []) as unknown as ReturnReason[]
    expect(children.map((c) => [c.value, c.description])).toEqual([[childValue, 'Runs one size small']])
    await expectNoSeriousAxeViolations(page, 'main')
  })
})

describe('store setup, mouse only', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fsettings%2Fshipping-options')
    await page.waitForURL(/\/a\/settings\/shipping-options$/)
  })

  it('filters by region, opens the standard option and makes it admin only with its button', async () => {
    const page = browser.page
    await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: regionName })
    await page.waitForURL(new RegExp(`region=${regionId}`))
    const grid = page.getByRole('grid', { name: 'Shipping options' })
    await expect.poll(() => grid.getByRole('row').count()).toBe(3)
    await grid.getByRole('row').filter({ hasText: standardName }).click()
    const article = page.getByRole('article', { name: standardName })
    await article.getByText('€9.50').first().waitFor()
    await article.getByRole('button', { name: 'Toggle admin only' }).click()
    await toast(page, `${standardName} is admin only`)
    expect((await optionsOfRegion()).find((o) => o.name === standardName)?.admin_only).toBe(true)
  })
})
