import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { field, openPalette, optionLabels, pageTitle, palette, renderHost } from './host'
import { recordRequests, requestsOf } from '../commands/harness'
import { isMember, seedCustomerGroups } from '../mocks/customer-groups/groups'
import { withMockDb } from '../mocks/handlers'

// An Enter typed into a picker before the results for the typed text are in waits for them, and the
// keys typed after it go to the pages that follow (src/palette/typeAhead.ts).
const mock = withMockDb()
const seen = recordRequests()

beforeEach(() => localStorage.clear())

/** The palette on the orders table at a command's first page, a picker, once its first results are listed. */
async function atPickerOf(command: string) {
  const user = userEvent.setup({ delay: null })
  const host = renderHost()
  await openPalette(user)
  await user.keyboard(`${command}{Enter}`)
  await waitFor(() => expect(optionLabels().length).toBeGreaterThan(2))
  return { user, ...host }
}

describe('an Enter that waits for its results', () => {
  it('takes the best match of the typed text when Enter comes before its results, not the top row shown before', async () => {
    const { user, location } = await atPickerOf('open product')
    expect(optionLabels()[0]).toMatch(/^Medusa Sticker Pack/)
    // The picker's field is named by its argument (cmdk's label; no second label pointing elsewhere).
    expect(within(palette()).getByRole('combobox', { name: 'Product' })).toBe(field())
    expect(palette().querySelectorAll('label')).toHaveLength(1)
    await user.keyboard('socks{Enter}')
    expect(within(palette()).getByText('Searching…')).toBeTruthy()
    await waitFor(() => expect(location()).toBe(`/a/products/${mock.db.products.find((p) => p.title === 'Medusa Socks')?.id}`))
  })

  it('types the keys typed past a waiting Enter into the pages after it, through their own Enter', async () => {
    const { user } = await atPickerOf('set product tags')
    expect(optionLabels()[0]).toMatch(/^Medusa Sticker Pack/)
    // All of it before the picker has answered 'socks': the tags belong to the next page.
    await user.keyboard('socks{Enter}summer, linen{Enter}')
    expect(pageTitle()).toBe('Set product tags › Product')
    expect(field().value).toBe('socks')
    await screen.findByText('Tags saved')
    const socks = mock.db.products.find((p) => p.title === 'Medusa Socks')
    expect(socks?.tag_ids.map((id) => mock.db.tags.find((t) => t.id === id)?.value).sort()).toEqual(['linen', 'summer'])
  })

  it('carries on in a multiple picker whose waiting Enter ticked a row: ctrl+Enter, the next picker and the confirm, typed in one go', async () => {
    const { user } = await atPickerOf('add to group')
    expect(pageTitle()).toBe('Add to group… › Customers')
    await user.keyboard('john.smith{Enter}{Control>}{Enter}{/Control}vip{Enter}{Enter}')
    await screen.findByText('Added to VIP')
    const db = seedCustomerGroups(mock.db)
    const vip = db.customerGroups.find((g) => g.name === 'VIP')
    const members = db.customers.filter((c) => vip && isMember(c, vip.id)).map((c) => c.email)
    expect(members.sort()).toEqual(['jane.doe@example.com', 'john.smith@example.com', 'lukas.meyer@example.de'])
  })

  it('drops the keys typed past a waiting Enter when Escape comes before the results', async () => {
    const { user } = await atPickerOf('set product tags')
    expect(optionLabels()[0]).toMatch(/^Medusa Sticker Pack/)
    await user.keyboard('socks{Enter}summer{Escape}')
    // Escape goes back to the command list; nothing held is typed anywhere, nothing runs.
    await waitFor(() => expect(within(palette()).queryByRole('heading', { level: 2, name: /Set product tags/ })).toBeNull())
    expect(field().value).toBe('')
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

})
