import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import ReturnReasonsSection from '@/panels/return-reasons/ReturnReasonsSection'
import { withMockDb } from '../../mocks/handlers'
import { mutationDb } from '../../mocks/orders/mutations-shared'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const reasons = () => mutationDb(mock.db).returnReasons
const byValue = (value: string) => reasons().find((r) => r.value === value)

beforeEach(() => {
  localStorage.clear()
  const at = mock.db.now()
  reasons().push({ id: 'rr_small', value: 'too_small', label: 'Too small', description: 'Runs small', parent_return_reason_id: byValue('wrong_size')?.id ?? null, created_at: at, updated_at: at, deleted_at: null, metadata: null })
})

describe('the return reasons section', () => {
  it('shows each child right under its parent and opens a parent with its children, without serious axe violations', async () => {
    renderArea('settings/return-reasons', <ReturnReasonsSection />, `/a/settings/return-reasons/${byValue('wrong_size')?.id}`)
    const grid = await screen.findByRole('grid', { name: 'Return reasons' })
    await within(grid).findByText('Too small')
    const labels = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent)
    expect(labels).toEqual(['Wrong size', '↳ Too small', 'Arrived damaged', 'Not as described'])
    const article = await screen.findByRole('article', { name: 'Wrong size' })
    expect(await within(article).findByRole('link', { name: 'Too small' })).toBeDefined()
    await expectNoSeriousA11yViolations()
  })

  it('opens a child with a link to its parent', async () => {
    renderArea('settings/return-reasons', <ReturnReasonsSection />, '/a/settings/return-reasons/rr_small')
    const article = await screen.findByRole('article', { name: 'Too small' })
    expect(await within(article).findByRole('link', { name: 'Wrong size' })).toBeDefined()
    expect(within(article).getByText('too_small · under Wrong size')).toBeDefined()
  })
})
