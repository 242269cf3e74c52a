import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import SalesChannelsArea from '@/panels/sales-channels/SalesChannelsArea'
import { recordRequests } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'
import { loadStoreFlags } from '../../support/storeFlags'

const mock = withMockDb()
const seen = recordRequests()

beforeEach(() => localStorage.clear())
configure({ asyncUtilTimeout: 5000 })

/** The area as the dashboard shows it: the store's flags loaded (its commands need sales_channels). */
const renderChannels = async (path = '/a/sales-channels') => {
  const rendered = renderArea('sales-channels', <SalesChannelsArea />, path, { products: <p>Products area</p> })
  await loadStoreFlags(rendered.store)
  return rendered
}

const grid = (name: string) => screen.getByRole('grid', { name })
const rowsOf = (name: string) =>
  Array.from(grid(name).querySelectorAll('tbody tr[data-row-id]')).map((row) =>
    Array.from(row.querySelectorAll('td, th'))
      .map((cell) => cell.textContent ?? '')
      .filter(Boolean),
  )

describe('sales channels table', () => {
  it('lists name, description and whether each sells', async () => {
    mock.db.salesChannels[1]!.is_disabled = true
    await renderChannels()
    await waitFor(() =>
      expect(rowsOf('Sales channels').map((r) => r.slice(0, 3))).toEqual([
        ['Default Sales Channel', 'Created by Medusa', 'enabled'],
        ['Wholesale', 'B2B orders', 'disabled'],
      ]),
    )
  }, 60_000)
})

describe('sales channel detail', () => {
  it('shows the channel and its products, linking to the products table filtered by it', async () => {
    await renderChannels('/a/sales-channels/sc_2')
    const article = await screen.findByRole('article', { name: 'Wholesale' })
    expect(within(article).getByText(/^B2B orders · created/)).toBeDefined()
    await waitFor(() => expect(rowsOf('Products in Wholesale').map((r) => r[0]).sort()).toEqual(['Medusa Coffee Mug', 'Medusa T-Shirt', 'Medusa Water Bottle']))
    expect(within(article).getByRole('link', { name: 'Show in the products table' }).getAttribute('href')).toBe('/a/products?sales_channel_id=sc_2')
  }, 60_000)

  it('disables the channel from its button, and the button becomes Enable', async () => {
    const user = userEvent.setup({ delay: null })
    await renderChannels('/a/sales-channels/sc_2')
    const article = await screen.findByRole('article', { name: 'Wholesale' })
    const disable = within(article).getByRole('button', { name: 'Disable sales channel' }) as HTMLButtonElement
    await waitFor(() => expect(disable.disabled).toBe(false)) // once the store's flags reach the panel
    await user.click(disable)
    const question = await screen.findByText('Disable Wholesale? Its products stay in it, but carts in this channel cannot buy them.')
    await user.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Enable sales channel' })).toBeDefined())
    expect(mock.db.salesChannels[1]?.is_disabled).toBe(true)
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/admin/sales-channels/sc_2'])
  }, 60_000)
})

describe('accessibility', () => {
  it('has no serious or critical axe violations with the table and a channel open', async () => {
    await renderChannels('/a/sales-channels/sc_1')
    await screen.findByRole('article', { name: 'Default Sales Channel' })
    await waitFor(() => expect(rowsOf('Products in Default Sales Channel').length).toBeGreaterThan(0))
    await waitFor(() => expect(rowsOf('Sales channels')).toHaveLength(2))
    await expectNoSeriousA11yViolations()
  }, 60_000)
})
