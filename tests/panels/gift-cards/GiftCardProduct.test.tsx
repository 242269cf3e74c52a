import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { checkSessionAtom } from '@/atoms/core/session'
import GiftCardsArea from '@/panels/gift-cards/GiftCardsArea'
import { keep, runCommand } from '../../commands/harness'
import { newPrice } from '../../mocks/db'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const giftCardProduct = () => mock.db.products.find((p) => p.is_giftcard)

beforeEach(() => localStorage.clear())

/** Signed in, as the dashboard is: the store (its currencies) is read only then. */
function renderGiftCards() {
  const rendered = renderArea('gift-cards', <GiftCardsArea />, '/a/gift-cards')
  void rendered.store.set(checkSessionAtom)
  return rendered
}
const section = () => screen.findByRole('region', { name: /^Gift card product/ })
const palette = () => screen.getByRole('dialog')
const pageTitle = () => within(palette()).getByRole('heading', { level: 2 }).textContent

describe('the gift cards area: the gift card product', () => {
  it('says the store sells none yet and offers Create, which opens its command on the first question', async () => {
    const user = userEvent.setup({ delay: null })
    renderGiftCards()
    const product = await section()
    expect(within(product).getByText('The store sells no gift cards yet: create the product with its denominations.')).toBeDefined()
    expect(within(product).queryByRole('button', { name: /Add denomination/ })).toBeNull()
    await user.click(within(product).getByRole('button', { name: /^Create gift card product/ }))
    await waitFor(() => expect(pageTitle()).toBe('Gift card product: create it with denominations › Name'))
  })

  it('lists the denominations with a price per store currency, and deletes one from its row; no serious axe violation', async () => {
    const user = userEvent.setup({ delay: null })
    await runCommand('gift-cards.create-product', { answers: { title: keep, denominations: '25, 50', everyCurrency: false } })
    // The €50.00 one is sold in USD too.
    const fifty = giftCardProduct()?.variants[1]
    fifty?.prices.push(newPrice(mock.db, fifty.id, 'usd', 5500))
    renderGiftCards()
    const product = await section()
    expect(within(product).getByRole('link', { name: 'Gift Card' }).getAttribute('href')).toBe(`/a/products/${giftCardProduct()?.id}`)
    const table = await within(product).findByRole('table', { name: 'Denominations of Gift Card' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Denomination', 'EUR', 'USD', 'GBP', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').slice(0, 3).map((c) => c.textContent)])).toEqual([
      [formatMoney(2500, 'eur'), formatMoney(2500, 'eur'), 'Not sold', 'Not sold'],
      [formatMoney(5000, 'eur'), formatMoney(5000, 'eur'), formatMoney(5500, 'usd'), 'Not sold'],
    ])
    expect(within(product).getByRole('button', { name: /^Add denomination/ })).toBeDefined()
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: `Edit gift card denomination price in a currency: ${formatMoney(2500, 'eur')}` })).toBeDefined()
    await expectNoSeriousA11yViolations()

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: `Delete gift card denomination: ${formatMoney(2500, 'eur')}` }))
    await within(palette()).findByText(`Delete the ${formatMoney(2500, 'eur')} denomination? Customers can no longer buy it; cards already sold keep their value.`)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), { timeout: 10_000 })
    expect(giftCardProduct()?.variants.map((v) => v.options?.[0]?.value)).toEqual(['5000'])
  })
})
