import type { Region } from '@medusajs/client-types'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { checkSessionAtom } from '@/atoms/core/session'
import RegionsSection from '@/panels/regions/RegionsSection'
import { recordRequests } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { regionsDb } from '../../mocks/regions/regions'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()
const db = () => regionsDb(mock.db)

function renderRegions(path = '/a/settings/regions') {
  const rendered = renderArea('settings/regions', <RegionsSection />, path)
  void rendered.store.set(checkSessionAtom)
  return rendered
}
const dialog = () => screen.getByRole('dialog')

describe('the regions section', () => {
  it('lists the regions, opens one with its settings, shipping options and whether it can sell; no serious axe violation', async () => {
    const japan = db().regions.find((r) => r.currency_code === 'jpy') as Region
    renderRegions(`/a/settings/regions/${japan.id}`)
    const table = await screen.findByRole('grid', { name: 'Regions' })
    await within(table).findByText('Europe')
    expect(within(table).getByText(/Germany, France, Italy and 5 more/)).toBeDefined()
    const article = await screen.findByRole('article', { name: 'Japan' })
    await within(article).findByText("Japan cannot sell yet: JPY not a store currency.")
    expect(within(article).getByText(/Standard Shipping · ¥1,200/)).toBeDefined()
    expect(within(article).getByRole('button', { name: 'Check region setup' })).toBeDefined()
    await expectNoSeriousA11yViolations()
  })

  it('creates a region by clicking: a tax rate over 100 is refused and kept, then fixed', async () => {
    const user = userEvent.setup({ delay: null })
    renderRegions()
    await screen.findByRole('grid', { name: 'Regions' })
    await user.click(screen.getByRole('button', { name: 'Create region' }))
    await screen.findByRole('dialog')
    await user.keyboard('Nordics{Enter}')
    await user.click(await within(dialog()).findByRole('option', { name: /^GBP/ }))
    await user.keyboard('250{Enter}')
    expect(within(dialog()).getByRole('alert').textContent).toContain('Tax rate must be between 0 and 100 %')
    const input = dialog().querySelector('input') as HTMLInputElement
    expect(input.value).toBe('250')
    await user.clear(input)
    await user.keyboard('25{Enter}{Enter}')
    await user.click(await within(dialog()).findByRole('option', { name: /^manual/ }))
    await user.click(within(dialog()).getByRole('option', { name: /^Done/ }))
    await user.click(await within(dialog()).findByRole('option', { name: /^manual/ }))
    await user.click(within(dialog()).getByRole('option', { name: /^Done/ }))
    await user.keyboard('Norway')
    await user.click(await within(dialog()).findByRole('option', { name: /^Norway/ }))
    await user.click(within(dialog()).getByRole('option', { name: /^Done/ }))
    await waitFor(() => expect(db().regions.some((r) => r.name === 'Nordics')).toBe(true))
    expect(seen.filter((r) => r.method === 'POST' && r.path === '/admin/regions')).toHaveLength(1)
    await within(screen.getByRole('grid', { name: 'Regions' })).findByText('Nordics')
  })
})
