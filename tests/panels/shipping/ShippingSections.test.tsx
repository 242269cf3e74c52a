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

  it("lists every live region's options when another client deleted a region and left its options (Medusa then refuses the list of all)", async () => {
    const japan = db().regions.find((r) => r.name === 'Japan')
    if (!japan) throw new Error('seeded')
    japan.deleted_at = new Date().toISOString()
    renderArea('settings/shipping-options', <ShippingOptionsSection />, '/a/settings/shipping-options')
    const grid = await screen.findByRole('grid', { name: 'Shipping options' })
    await within(grid).findAllByText('Standard Shipping')
    const live = db().shippingOptions.filter((o) => !o.deleted_at && o.region_id !== japan.id)
    expect(within(grid).getAllByRole('row').length).toBe(live.length + 1)
    expect(within(grid).queryByText('Japan')).toBeNull()
    expect(screen.queryByText(/was not found/)).toBeNull()
    // The list of all answered 404; then one list per region Medusa still has.
    const lists = seen.filter((r) => r.method === 'GET' && r.path === '/admin/shipping-options')
    expect(lists.map((r) => r.query.get('region_id'))).toEqual([null, ...db().regions.filter((r) => !r.deleted_at).map((r) => r.id)])
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
