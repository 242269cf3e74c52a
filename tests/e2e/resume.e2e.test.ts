import { describe, expect, it } from 'vitest'
import { customerGroups } from '@/api/admin/customer-groups'
import { customers } from '@/api/admin/customers'
import { consoleUrl, logIn, press, withSignedInBrowser } from './browser'
import { command, expectPrompt, pick, toast } from './keyboard'

// Issue #32, a bulk run resumes after a reload where it was: "add every matching customer to a group"
// is cut off by a reload while its batch is on its way (held in the browser: it never reaches Medusa).
// The reloaded page says so in the tray; Resume sends the customers still missing, once each; the
// offer is then gone for good. Records carry this run's stamp: the e2e database is kept between runs.
const stamp = Date.now().toString(36)
const groupName = `E2E Resume ${stamp}`

describe('a bulk run cut off by a reload, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fcustomers')
    await page.waitForURL(/\/a\/customers(\?.*)?$/)
  })

  it('is offered after the reload, and resumed it adds every matching customer once', async () => {
    const page = browser.page
    const { customer_group: group } = await customerGroups.create({ name: groupName })
    const emails = ['a', 'b'].map((letter) => `e2e-resume-${stamp}-${letter}@resume.example`)
    for (const email of emails) await customers.create({ email, first_name: 'Resume', last_name: `${stamp}`, password: `pw-${stamp}-secret` })

    // The batch add is held in the browser: the page reloads while it is on its way.
    const batch = `**/admin/customer-groups/${group.id}/customers/batch`
    let posts = 0
    let held: () => void = () => {}
    const sending = new Promise<void>((resolve) => (held = resolve))
    await page.route(batch, (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts += 1
      // The first is never answered nor sent on (unrouted, Playwright would send it): it dies with the page.
      if (posts > 1) return route.continue()
      held()
    })

    await page.goto(consoleUrl(`/a/customers?q=e2e-resume-${stamp}`))
    const grid = page.getByRole('grid', { name: 'Customers' })
    await expect.poll(() => grid.locator('tbody tr[data-row-id]').count()).toBe(2)
    await grid.locator('tbody tr[tabindex="0"]').focus()
    await command(page, 'Add every customer matching the table')
    await expectPrompt(page, 'Add every customer matching the table to a group… › Group')
    await pick(page, groupName, new RegExp(`^${groupName}`))
    await expectPrompt(page, 'Add every customer matching the table to a group…')
    await press(page, 'Enter')
    await sending
    await page.reload()

    const offer = page.getByRole('group', { name: `Adding to ${groupName} was cut off after 0 of 2 customers added` })
    await offer.waitFor()
    expect((await customerGroups.listCustomers(group.id)).customers).toEqual([])
    await offer.getByRole('button', { name: `Resume Adding to ${groupName}` }).focus()
    await press(page, 'Enter')
    await toast(page, `Added 2 of 2 customers to ${groupName}`)
    // The held batch and the resumed one: each customer sent in one request that reached Medusa.
    expect(posts).toBe(2)
    expect((await customerGroups.listCustomers(group.id)).customers.map((c) => c.email).toSorted()).toEqual(emails.toSorted())
    await offer.waitFor({ state: 'detached' })

    // Ended, the run is no longer kept: the next page offers nothing.
    await page.reload()
    await page.getByRole('grid', { name: 'Customers' }).locator('tbody tr[data-row-id]').first().waitFor()
    expect(await page.getByRole('group', { name: /was cut off after/ }).count()).toBe(0)
    await customerGroups.delete(group.id)
  })
})
