import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import GiftCardsArea from '@/panels/gift-cards/GiftCardsArea'
import type { GiftCardsMockDb } from '../../mocks/gift-cards/gift-cards'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const db = () => mock.db as GiftCardsMockDb

beforeEach(() => localStorage.clear())

const renderGiftCards = (path = '/a/gift-cards') => renderArea('gift-cards', <GiftCardsArea />, path)

const grid = () => screen.getByRole('grid', { name: 'Gift cards' })

describe('gift cards table', () => {
  it('shows code, balance and value in the region’s currency, region, status and the order it came from', async () => {
    renderGiftCards()
    const [bought, custom, spent] = db().giftCards
    const row = (await screen.findByText(bought?.code ?? '')).closest('tr') as HTMLElement
    expect(within(row).getAllByText('€50.00')).toHaveLength(2)
    expect(within(row).getByText('Europe')).toBeDefined()
    const order = db().orders.find((o) => o.id === bought?.order_id)
    expect(within(row).getByRole('link', { name: `#${order?.display_id}` }).getAttribute('href')).toBe(`/a/orders/${order?.id}`)
    const customRow = screen.getByText(custom?.code ?? '').closest('tr') as HTMLElement
    expect(within(customRow).getByText('Custom')).toBeDefined()
    const spentRow = screen.getByText(spent?.code ?? '').closest('tr') as HTMLElement
    expect(within(spentRow).getByText('$50.00')).toBeDefined()
    expect(within(spentRow).getByText('disabled')).toBeDefined()
    expect(grid().querySelectorAll('tbody tr[data-row-id]')).toHaveLength(3)
  })

  it('opens a card beside the table with its facts and buttons, and has no serious axe violation', async () => {
    const card = db().giftCards[2]
    renderGiftCards(`/a/gift-cards/${card?.id}`)
    const article = await screen.findByRole('article', { name: card?.code })
    expect(within(article).getByText('$50.00 left of $100.00 · North America')).toBeDefined()
    expect(within(article).getByRole('button', { name: 'Enable gift card' })).toBeDefined()
    expect(within(article).getByRole('button', { name: 'Edit gift card' })).toBeDefined()
    await screen.findByText(db().giftCards[0]?.code ?? '')
    await expectNoSeriousA11yViolations()
  })

  it('runs Disable from the panel’s button and shows the card disabled', async () => {
    const user = userEvent.setup({ delay: null })
    const card = db().giftCards[1]
    renderGiftCards(`/a/gift-cards/${card?.id}`)
    const article = await screen.findByRole('article', { name: card?.code })
    await user.click(within(article).getByRole('button', { name: 'Disable gift card' }))
    await waitFor(() => expect(db().giftCards[1]?.is_disabled).toBe(true), { timeout: 10_000 })
    expect(await within(article).findByRole('button', { name: 'Enable gift card' }, { timeout: 10_000 })).toBeDefined()
  })
})
