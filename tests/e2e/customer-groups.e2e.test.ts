import { describe, expect, it } from 'vitest'
import { customerGroups } from '@/api/admin/customer-groups'
import { customers } from '@/api/admin/customers'
import { logIn, press, withSignedInBrowser } from './browser'
import { expectNoSeriousAxeViolations } from './axe'
import { command, expectPrompt, pick, toast } from './keyboard'

// The scenario, keyboard only: create a customer and add them to the VIP group, see them
// among VIP's members, and take them out again through the members table's selection. Then one
// mouse-only pass over the groups panels. The e2e database is kept between runs: records carry
// this run's stamp, and nothing here counts what earlier runs left.
const stamp = Date.now().toString(36)
const email = `e2e-group-${stamp}@groups.example`
const groupName = `E2E Group ${stamp}`

const groupsOf = async (address: string) =>
  (await customers.list({ q: address, expand: 'groups' })).customers.find((c) => c.email === address)?.groups?.map((g) => g.name) ?? []

describe('customer groups, keyboard only, against the real backend', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fcustomers')
    await page.waitForURL(/\/a\/customers$/)
    await page.getByRole('grid', { name: 'Customers' }).getByRole('row').nth(1).waitFor()
  })

  it('creates a customer in the palette and adds them to VIP with shift+g', async () => {
    const page = browser.page
    await command(page, 'Create customer')
    await expectPrompt(page, 'Create customer › Email')
    await page.keyboard.type(email)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create customer › First name')
    await page.keyboard.type('Vera')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create customer › Last name')
    await page.keyboard.type(`Group ${stamp}`)
    await press(page, 'Enter')
    await expectPrompt(page, 'Create customer › Phone')
    await press(page, 'Enter')
    await expectPrompt(page, 'Create customer › Password')
    await press(page, 'Enter')
    await page.waitForURL(/\/a\/customers\/cus_/)
    await page.getByRole('heading', { name: `Vera Group ${stamp}` }).waitFor()

    await press(page, 'Shift+G')
    await expectPrompt(page, 'Add to group… › Group')
    await pick(page, 'VIP', /^VIP\b/)
    await expectPrompt(page, 'Add to group…')
    await page.getByRole('dialog').getByText(`Add Vera Group ${stamp} to VIP?`).waitFor()
    await press(page, 'Enter')
    await toast(page, 'Added to VIP')
    await expect.poll(() => groupsOf(email)).toEqual(['VIP'])
  })

  it("finds them among VIP's members and removes them through the members table's selection", async () => {
    const page = browser.page
    // The opened customer has the keyboard: Escape closes it (back to the list) before g u.
    await press(page, 'Escape')
    await page.waitForURL(/\/a\/customers(\?.*)?$/)
    await press(page, 'g', 'u')
    await page.waitForURL(/\/a\/customer-groups$/)
    await page.getByRole('grid', { name: 'Customer groups' }).getByRole('row').nth(1).waitFor()
    await command(page, 'Open customer group')
    await expectPrompt(page, 'Open customer group… › Customer group')
    await pick(page, 'VIP', /^VIP\b/)
    await page.waitForURL(/\/a\/customer-groups\/cgrp_/)
    const article = page.getByRole('article', { name: 'VIP' })
    await article.waitFor()

    // The members table's own search, as Tab would reach it.
    await article.getByRole('searchbox', { name: 'Search customers in VIP' }).focus()
    await page.keyboard.type(stamp)
    await press(page, 'Enter')
    const members = page.getByRole('grid', { name: 'Customers in VIP' })
    await members.getByText(email).waitFor()
    await expect.poll(() => members.locator('tbody tr[data-row-id]').count()).toBe(1)
    await members.locator('tbody tr[tabindex="0"]').focus()
    await press(page, 'x')
    await expect.poll(() => members.locator('tbody tr[aria-selected="true"]').count()).toBe(1)

    await press(page, 'r')
    await expectPrompt(page, 'Remove customers from group…')
    await page.getByRole('dialog').getByText(`Remove Vera Group ${stamp} from VIP? The customers stay.`).waitFor()
    await press(page, 'Enter')
    await toast(page, 'Removed from VIP')
    await members.getByText('No customer in this group matches').waitFor()
    await expect.poll(() => groupsOf(email)).toEqual([])
  })

  it("adds every customer the customers table's search matches to a group, from the palette", async () => {
    const page = browser.page
    const { customer_group } = await customerGroups.create({ name: `${groupName} matching` })
    await press(page, 'Escape')
    await press(page, 'g', 'c')
    await page.waitForURL(/\/a\/customers(\?.*)?$/)
    await page.getByRole('searchbox', { name: 'Search customers by email or name' }).focus()
    await page.keyboard.type(stamp)
    await press(page, 'Enter')
    await page.waitForURL(new RegExp(`q=${stamp}`))
    await page.getByRole('grid', { name: 'Customers' }).getByText(email).waitFor()
    await page.getByRole('grid', { name: 'Customers' }).locator('tbody tr[tabindex="0"]').focus()

    await command(page, 'Add every customer matching the table')
    await expectPrompt(page, 'Add every customer matching the table to a group… › Group')
    await pick(page, `${groupName} matching`, new RegExp(`^${groupName} matching`))
    await expectPrompt(page, 'Add every customer matching the table to a group…')
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(`Add 1 customer matching '${stamp}' to ${groupName} matching?`)
    await press(page, 'Enter')
    await toast(page, `Added 1 of 1 customer to ${groupName} matching`)
    expect((await customerGroups.listCustomers(customer_group.id)).customers.map((c) => c.email)).toEqual([email])
    await customerGroups.delete(customer_group.id)
  })

  it('has no serious or critical axe violations on the groups table with a group open', async () => {
    const page = browser.page
    const { customer_groups } = await customerGroups.list({ q: 'VIP' })
    const vip = customer_groups.find((g) => g.name === 'VIP')
    await page.goto(`${new URL(page.url()).origin}/a/customer-groups/${vip?.id}`)
    await page.getByRole('article', { name: 'VIP' }).waitFor()
    await page.getByRole('grid', { name: 'Customers in VIP' }).locator('tbody tr[data-row-id]').first().waitFor()
    await expectNoSeriousAxeViolations(page)
  })
})

describe('customer groups, mouse only', () => {
  const browser = withSignedInBrowser(async (page) => {
    await logIn(page, '/login?next=%2Fa%2Fcustomer-groups')
    await page.waitForURL(/\/a\/customer-groups$/)
  })
  const dialog = () => browser.page.getByRole('dialog')

  it('creates a group with the button, adds a customer from the picker, and deletes the group', async () => {
    const page = browser.page
    await page.getByRole('link', { name: /Customer groups/ }).click()
    await page.getByRole('button', { name: 'Create customer group' }).click()
    await expectPrompt(page, 'Create customer group › Name')
    await dialog().locator('input, textarea').first().fill(groupName)
    await dialog().getByRole('button', { name: 'Continue' }).click()
    // Metadata is one of the "More fields…": clicked there, filled, then the command's own row creates.
    await expectPrompt(page, 'Create customer group › More fields…')
    await dialog().getByRole('option', { name: /^Metadata/ }).click()
    await expectPrompt(page, 'Create customer group › Metadata (key: value per line)')
    await dialog().locator('input, textarea').first().fill('tier: e2e')
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await expectPrompt(page, 'Create customer group › More fields…')
    await dialog().getByRole('option', { name: /^Create customer group/ }).click()
    await page.waitForURL(/\/a\/customer-groups\/cgrp_/)
    const article = page.getByRole('article', { name: groupName })
    await article.getByText('No customers in this group yet').waitFor()
    await article.getByRole('definition').filter({ hasText: 'e2e' }).waitFor()

    await article.getByRole('button', { name: 'Add customers to group…' }).click()
    await expectPrompt(page, 'Add customers to group… › Customers')
    await dialog().locator('input').first().fill('example.com')
    // The picker lists Done first until the search answers: take a customer, then Done.
    await dialog().getByRole('option', { name: /@example\.com/ }).first().click()
    await dialog().getByRole('option', { name: /Done/ }).click()
    await expectPrompt(page, 'Add customers to group…')
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await toast(page, `Added to ${groupName}`)
    await page.getByRole('grid', { name: `Customers in ${groupName}` }).locator('tbody tr[data-row-id]').first().waitFor()

    await page.getByRole('toolbar', { name: 'Customer group actions' }).getByRole('button', { name: 'Delete customer group' }).click()
    await dialog().getByText(`Delete ${groupName} (1 customer)? Its customers stay; only the group goes.`).waitFor()
    await dialog().getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL(/\/a\/customer-groups$/)
    expect((await customerGroups.list({ q: groupName })).customer_groups).toEqual([])
  })
})
