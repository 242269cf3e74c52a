import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import ShippingOptionsSection from '@/panels/shipping/ShippingOptionsSection'
import ShippingProfilesSection from '@/panels/shipping/ShippingProfilesSection'
import { recordRequests } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { shippingDb } from '../../mocks/shipping/shipping'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()
const db = () => shippingDb(mock.db)
const regionId = (name: string) => db().regions.find((r) => r.name === name)?.id ?? ''
const optionOf = (name: string, region: string) => db().shippingOptions.find((o) => o.name === name && o.region_id === regionId(region))

beforeEach(() => localStorage.clear())

describe('the shipping options section', () => {
  it("lists one region's options when the URL names it, opens one with its price and requirements, and has no serious axe violation", async () => {
    const standard = optionOf('Standard Shipping', 'Europe')
    if (!standard) throw new Error('seeded')
    standard.data = { id: 'manual-fulfillment' }
    standard.requirements = [{ id: 'sor_min', shipping_option_id: standard.id, type: 'min_subtotal', amount: 5000, deleted_at: null }]
    renderArea('settings/shipping-options', <ShippingOptionsSection />, `/a/settings/shipping-options/${standard.id}?region=${regionId('Europe')}`)
    const grid = await screen.findByRole('grid', { name: 'Shipping options' })
    await within(grid).findByText('Return Shipping')
    expect(within(grid).getAllByRole('row').length).toBe(3)
    expect(within(grid).queryByText('Japan')).toBeNull()
    const article = await screen.findByRole('article', { name: 'Standard Shipping' })
    await within(article).findByText('€50.00')
    expect(within(article).getAllByText('€8.00').length).toBeGreaterThan(0)
    expect(within(article).getByText('manual · manual-fulfillment')).toBeDefined()
    await expectNoSeriousA11yViolations()
  })

  it('toggles admin only from its button and tells whether the region can sell', async () => {
    const user = userEvent.setup({ delay: null })
    const standard = optionOf('Standard Shipping', 'Japan')
    renderArea('settings/shipping-options', <ShippingOptionsSection />, `/a/settings/shipping-options/${standard?.id}`)
    const article = await screen.findByRole('article', { name: 'Standard Shipping' })
    await within(article).findByText('Region')
    await user.click(within(article).getByRole('button', { name: 'Toggle admin only' }))
    await screen.findByText('Standard Shipping is admin only')
    await screen.findByText(/^Japan can(not)? sell/)
    expect(optionOf('Standard Shipping', 'Japan')?.admin_only).toBe(true)
    expect(seen.filter((r) => r.method === 'POST' && r.path === `/admin/shipping-options/${standard?.id}`)).toHaveLength(1)
  })
})

describe('the shipping profiles section', () => {
  it('lists the profiles and opens one with its shipping options, without serious axe violations', async () => {
    renderArea('settings/shipping-profiles', <ShippingProfilesSection />, '/a/settings/shipping-profiles/sp_1')
    const grid = await screen.findByRole('grid', { name: 'Shipping profiles' })
    await within(grid).findByText('Gift Card Profile')
    const article = await screen.findByRole('article', { name: 'Default Shipping Profile' })
    await waitFor(() => expect(within(article).getAllByRole('link', { name: 'Standard Shipping' })).toHaveLength(4))
    await expectNoSeriousA11yViolations()
  })
})
