import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import TaxRatesSection from '@/panels/tax-rates/TaxRatesSection'
import { recordRequests } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { taxRatesDb } from '../../mocks/tax-rates/tax-rates'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()
const db = () => taxRatesDb(mock.db)
const regionId = (name: string) => db().regions.find((r) => r.name === name)?.id ?? ''

beforeEach(() => {
  localStorage.clear()
  const at = mock.db.now()
  const shirts = db().types.find((t) => t.value === 'Shirts')?.id ?? ''
  db().taxRates.push(
    { id: 'txr_books', name: 'Reduced', code: 'RED', rate: 7, region_id: regionId('Europe'), product_ids: [], product_type_ids: [shirts], shipping_option_ids: [], created_at: at, updated_at: at, metadata: null },
    { id: 'txr_jp', name: 'Food', code: 'FOOD', rate: 8, region_id: regionId('Japan'), product_ids: [], product_type_ids: [], shipping_option_ids: [], created_at: at, updated_at: at, metadata: null },
  )
})
const dialog = () => screen.getByRole('dialog')

describe('the tax rates section', () => {
  it("lists one region's rates from the URL and opens one with what it applies to, without serious axe violations", async () => {
    renderArea('settings/tax-rates', <TaxRatesSection />, `/a/settings/tax-rates/txr_books?region=${regionId('Europe')}`)
    const grid = await screen.findByRole('grid', { name: 'Tax rates' })
    await within(grid).findByText('RED')
    expect(within(grid).queryByText('FOOD')).toBeNull()
    const article = await screen.findByRole('article', { name: 'Reduced' })
    await within(article).findByText('Shirts')
    expect(within(article).getByRole('button', { name: 'Remove product types from tax rate…' })).toBeDefined()
    await expectNoSeriousA11yViolations()
  })

  it('refuses a rate over 100 in the prompt, keeping what was typed, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null })
    renderArea('settings/tax-rates', <TaxRatesSection />, '/a/settings/tax-rates/txr_books')
    const article = await screen.findByRole('article', { name: 'Reduced' })
    await user.click(within(article).getByRole('button', { name: 'Edit tax rate' }))
    await screen.findByRole('dialog')
    await within(dialog()).findByRole('textbox', { name: 'Name' })
    await user.keyboard('{Enter}')
    await within(dialog()).findByRole('textbox', { name: 'Code' })
    await user.keyboard('{Enter}')
    const input = await within(dialog()).findByRole('spinbutton', { name: 'Rate (%)' })
    await user.clear(input)
    await user.keyboard('150{Enter}')
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toContain('A tax rate is a percentage from 0 to 100'))
    expect((within(dialog()).getByRole('spinbutton', { name: 'Rate (%)' }) as HTMLInputElement).value).toBe('150')
    expect(seen.filter((r) => r.method === 'POST' && r.path.startsWith('/admin/tax-rates'))).toHaveLength(0)
  })
})
