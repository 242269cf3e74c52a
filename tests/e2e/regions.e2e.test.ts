import { describe, expect, it } from 'vitest'
import { regions } from '@/api/admin/regions'
import { shippingOptions } from '@/api/admin/shipping-options'
import { store } from '@/api/admin/store'
import { expectNoSeriousAxeViolations } from './axe'
import { logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, toast } from './keyboard'

// Issue #15's region path: "Nordics" created in the console with the keyboard alone (SEK, 25 %,
// se/no/dk, the manual providers), then checked through the API; and one pass by mouse.
const stamp = Date.now().toString(36)
const name = `Nordics ${stamp}`

/** Types a search into a several-entities picker and toggles the selected match. */
async function toggle(page: Parameters<typeof pick>[0], query: string, option: RegExp) {
  await press(page, 'Control+a')
  await pick(page, query, option)
}

describe('regions, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    // The seed's store has no SEK: added through the API (an earlier run may have added it).
    const { store: current } = await store.retrieve()
    if (!current.currencies.some((c) => c.code === 'sek')) await store.addCurrency('sek')
    // A rerun: the countries of an earlier run's Nordics are freed first.
    const { regions: earlier } = await regions.list({ q: 'Nordics', limit: 50 })
    for (const region of earlier) {
      // Its options first, as the console's delete does: Medusa keeps a deleted region's options, and
      // then cannot list all regions' options (other files' settings pages would show its 404).
      const { shipping_options } = await shippingOptions.list({ region_id: region.id })
      for (const option of shipping_options) await shippingOptions.delete(option.id)
      await regions.delete(region.id)
    }
    await logIn(page, '/login?next=%2Fa%2Fsettings%2Fregions')
    await page.waitForURL(/\/a\/settings\/regions$/)
    await page.getByRole('grid', { name: 'Regions' }).getByRole('row').nth(1).waitFor()
  })

  it('creates Nordics (SEK, 25 %, Sweden, Norway, Denmark, manual providers); the toast tells what it still lacks', async () => {
    const page = browser.page
    await command(page, 'Create region')
    await expectPrompt(page, 'Create region › Name')
    await page.keyboard.type(name)
    await press(page, 'Enter')
    await pick(page, 'sek', /^SEK/)
    await expectPrompt(page, 'Create region › Tax rate (%)')
    await page.keyboard.type('125')
    await press(page, 'Enter')
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').first().textContent()).toContain('Tax rate must be between 0 and 100 %')
    await press(page, 'Control+a')
    await page.keyboard.type('25')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create region › Tax code')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create region › Payment providers')
    await pick(page, 'manual', /^manual/)
    await press(page, 'Control+Enter')
    await expectPrompt(page, 'Create region › Fulfillment providers')
    await pick(page, 'manual', /^manual/)
    await press(page, 'Control+Enter')
    await expectPrompt(page, 'Create region › Countries')
    await toggle(page, 'Sweden', /^Sweden/)
    await toggle(page, 'Norway', /^Norway/)
    await toggle(page, 'Denmark', /^Denmark/)
    await press(page, 'Control+Enter')
    await toast(page, `Region ${name} created`)
    await toast(page, `${name} cannot sell yet: no shipping option with a price, no return option.`)

    const { regions: found } = await regions.list({ q: name })
    expect(found).toHaveLength(1)
    const [made] = found
    expect(made).toMatchObject({ name, currency_code: 'sek', tax_rate: 25 })
    expect(made?.countries?.map((c) => c.iso_2).sort()).toEqual(['dk', 'no', 'se'])
    expect(made?.payment_providers?.map((p) => p.id)).toEqual(['manual'])
    expect(made?.fulfillment_providers?.map((p) => p.id)).toEqual(['manual'])
    await expectNoSeriousAxeViolations(page, 'main')
  })

  it('by mouse: opens Nordics from the regions table and checks its setup from its panel', async () => {
    const page = browser.page
    await page.goto(page.url().replace(/\/a\/.*$/, '/a/orders'))
    await page.getByRole('link', { name: /Settings/ }).first().click()
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Regions' }).click()
    const table = page.getByRole('grid', { name: 'Regions' })
    await table.getByRole('row').nth(1).waitFor()
    await page.getByRole('searchbox', { name: 'Search regions by name' }).fill(stamp)
    // The search reaches the URL and the server before the row settles: click it only then.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(stamp)
    await page.getByText('Showing 1–1 of 1').waitFor()
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    await table.getByText(name).click()
    const panel = page.getByRole('article', { name })
    await panel.getByText('Sweden, Norway, Denmark', { exact: false }).or(panel.getByText('Denmark', { exact: false })).first().waitFor()
    await panel.getByRole('button', { name: 'Check region setup' }).click()
    await toast(page, `${name} cannot sell yet`)
  })
})
