import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getClientConfig } from '@/api/client'
import { newEntryId, type ActivityEntry } from '@/atoms/activity/entry'
import { activityJournal } from '@/atoms/activity/journal'
import ActivityArea from '@/panels/activity/ActivityArea'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

// The journal of the signed-out operator ('') on the test server: other component tests' runs may be
// in it too (one module graph), so this file's entries have titles of their own.

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()

function entry(title: string, more: Partial<ActivityEntry> = {}): ActivityEntry {
  const when = more.at ?? at(1)
  return {
    id: newEntryId(when),
    at: when,
    operator: '',
    store: getClientConfig().baseUrl,
    command: { id: 'products.edit', title },
    records: [],
    args: [],
    changes: [],
    outcome: { status: 'done' },
    undo: { undoable: false },
    ...more,
  }
}

const edit = entry('Activity test: edit product', {
  at: at(3),
  records: [{ name: 'Medusa Sweatpants', kind: 'product', id: 'prod_01SWEAT' }],
  args: [{ label: 'Title', value: 'Sweatpants' }],
  changes: [{ record: 'Medusa Sweatpants', field: 'Title', before: 'Medusa Sweatpants', after: 'Sweatpants' }],
  source: 'hotkey',
})
const publish = entry('Activity test: publish products', {
  at: at(2),
  records: [
    { name: 'Medusa Hoodie', kind: 'product', id: 'prod_01HOODIE' },
    { name: 'Medusa T-Shirt', kind: 'product', id: 'prod_01SHIRT', failed: 'Product has no variants' },
  ],
  outcome: { status: 'partly', done: 1, failed: 1 },
  confirm: 'Publish 2 products? This cannot be undone.',
  undo: { undoable: false, note: 'This cannot be undone.' },
})
const refused = entry('Activity test: create discount', { at: at(1), outcome: { status: 'refused', reason: 'Discount code SUMMER15 is already in use' } })

async function seed() {
  for (const e of [edit, publish, refused]) activityJournal.record(e)
  await activityJournal.flushed()
}

afterEach(() => vi.restoreAllMocks())

describe('the Activity area', () => {
  it('lists the journal newest first with its outcome and records, says how far back it goes; no serious axe violation', async () => {
    await seed()
    renderArea('activity', <ActivityArea />, '/a/activity?command=Activity%20test')
    const grid = await screen.findByRole('grid', { name: 'Activity' })
    await within(grid).findByText('Activity test: create discount')
    const rows = within(grid).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[2]?.textContent)).toEqual([
      'Activity test: create discount',
      'Activity test: publish products',
      'Activity test: edit product',
    ])
    expect(within(rows[0] as HTMLElement).getByText('Refused: Discount code SUMMER15 is already in use')).toBeDefined()
    expect(within(rows[1] as HTMLElement).getByText('Partly done: 1 done, 1 failed')).toBeDefined()
    expect(within(rows[1] as HTMLElement).getByText('Medusa Hoodie, Medusa T-Shirt')).toBeDefined()
    expect(screen.getByText(/back to \d{4}-\d{2}-\d{2}\. Kept in this browser for 90 days, at most 10,000 entries\./)).toBeDefined()
    // No id reaches the screen.
    expect(document.body.textContent).not.toContain('prod_')
    await expectNoSeriousA11yViolations()
  })

  it('filters by record text and outcome through the URL', async () => {
    await seed()
    const user = userEvent.setup({ delay: null })
    const { location } = renderArea('activity', <ActivityArea />, '/a/activity?command=Activity%20test')
    const grid = await screen.findByRole('grid', { name: 'Activity' })
    await within(grid).findByText('Activity test: edit product')
    expect(screen.getByRole('group', { name: 'Activity filters' })).toBeDefined()
    await user.type(screen.getByRole('searchbox', { name: 'Record' }), 'sweatpants{Enter}')
    // The grid is empty while it reads the journal again: the kept row is awaited, then the other is gone.
    await waitFor(() => {
      expect(within(grid).getByText('Activity test: edit product')).toBeDefined()
      expect(within(grid).queryByText('Activity test: create discount')).toBeNull()
    })
    expect(location()).toContain('record=sweatpants')
    await user.clear(screen.getByRole('searchbox', { name: 'Record' }))
    await user.type(screen.getByRole('searchbox', { name: 'Record' }), '{Enter}')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Refused')
    await waitFor(() => {
      expect(within(grid).getByText('Activity test: create discount')).toBeDefined()
      expect(within(grid).queryByText('Activity test: edit product')).toBeNull()
    })
    expect(location()).toContain('outcome=refused')
    // A day range: none of the entries is from tomorrow on.
    const tomorrow = new Date(Date.now() + 86_400_000)
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    await user.type(screen.getByLabelText('From'), day)
    await within(grid).findByText('No activity matches these filters')
  })

  it('reads only the page it shows and the entry it opens, never the whole journal', async () => {
    await seed()
    const whole = vi.spyOn(activityJournal, 'entries')
    const page = vi.spyOn(activityJournal, 'page')
    const one = vi.spyOn(activityJournal, 'entry')
    renderArea('activity', <ActivityArea />, `/a/activity/${encodeURIComponent(edit.id)}`)
    const grid = await screen.findByRole('grid', { name: 'Activity' })
    await within(grid).findByText('Activity test: create discount')
    await screen.findByRole('article', { name: 'Activity test: edit product' })
    expect(page).toHaveBeenCalledWith(expect.any(String), getClientConfig().baseUrl, { offset: 0, limit: 50 })
    expect(one).toHaveBeenCalledWith(expect.any(String), getClientConfig().baseUrl, edit.id)
    expect(whole).not.toHaveBeenCalled()
  })

  it('opens an entry with the focus on it: before → after, its records as links to their panels, arguments and failures', async () => {
    await seed()
    renderArea('activity', <ActivityArea />, `/a/activity/${encodeURIComponent(edit.id)}`)
    const panel = await screen.findByRole('article', { name: 'Activity test: edit product' })
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Activity test: edit product' })))
    const changes = within(panel).getByRole('table', { name: 'What Activity test: edit product changed' })
    const [, row] = within(changes).getAllByRole('row')
    expect(within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Medusa Sweatpants', 'Title', 'Medusa Sweatpants', '→Sweatpants'])
    expect(within(panel).getByRole('link', { name: 'Medusa Sweatpants' }).getAttribute('href')).toBe('/a/products/prod_01SWEAT')
    expect(within(panel).getByText('Sweatpants', { selector: 'dd' })).toBeDefined()
    expect(within(panel).getByText('a hotkey')).toBeDefined()
  })

  it('shows a partly done run’s failures and its "cannot be undone"', async () => {
    await seed()
    renderArea('activity', <ActivityArea />, `/a/activity/${encodeURIComponent(publish.id)}`)
    const panel = await screen.findByRole('article', { name: 'Activity test: publish products' })
    const failures = within(panel).getByRole('table', { name: 'Records it failed on' })
    expect(within(failures).getByText('Product has no variants')).toBeDefined()
    expect(within(panel).getByText('No: This cannot be undone.')).toBeDefined()
    expect(within(panel).getByText('Publish 2 products? This cannot be undone.')).toBeDefined()
  })

  it('exports the filtered journal as CSV from its header button', async () => {
    await seed()
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const user = userEvent.setup({ delay: null })
    renderArea('activity', <ActivityArea />, '/a/activity?outcome=refused')
    await screen.findByText('Activity test: create discount')
    await user.click(screen.getByRole('button', { name: /Export CSV/ }))
    await waitFor(() => expect(clicked).toHaveBeenCalled())
    const link = clicked.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/)
  })
})
