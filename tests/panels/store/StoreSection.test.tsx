import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { checkSessionAtom } from '@/atoms/core/session'
import StoreSection from '@/panels/store/StoreSection'
import { withMockDb } from '../../mocks/handlers'
import { storeDb } from '../../mocks/store/store'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const db = () => storeDb(mock.db)

function renderStore() {
  const rendered = renderArea('settings/store', <StoreSection />, '/a/settings/store')
  void rendered.store.set(checkSessionAtom)
  return rendered
}

describe('the store section', () => {
  it('shows the details, the currencies with the regions using them, providers and read-only flags; no serious axe violation', async () => {
    renderStore()
    const currencies = await screen.findByRole('grid', { name: 'Store currencies' })
    const eur = (await within(currencies).findByText('EUR')).closest('tr') as HTMLElement
    expect(within(eur).getByText('default')).toBeDefined()
    await within(eur).findByText('Europe')
    expect(screen.getByText('Medusa Store')).toBeDefined()
    expect(screen.getByText('tax_inclusive_pricing')).toBeDefined()
    expect(await screen.findAllByText('manual', { selector: 'dd' })).toHaveLength(2)
    await expectNoSeriousA11yViolations()
  })

  it('adds SEK by clicking, then it is listed', async () => {
    const user = userEvent.setup({ delay: null })
    renderStore()
    const currencies = await screen.findByRole('grid', { name: 'Store currencies' })
    await user.click(screen.getByRole('button', { name: 'Add currency to store' }))
    await screen.findByRole('dialog')
    await user.keyboard('swedish')
    await user.click(await within(screen.getByRole('dialog')).findByRole('option', { name: /^SEK/ }))
    await within(currencies).findByText('SEK')
    await waitFor(() => expect(db().currencies.map((c) => c.code)).toContain('sek'))
  })
})
