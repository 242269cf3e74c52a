import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getClientConfig } from '@/api/client'
import { newEntryId, type ActivityEntry } from '@/atoms/activity/entry'
import { activityJournal } from '@/atoms/activity/journal'
import ActivityArea from '@/panels/activity/ActivityArea'
import { withMockDb } from '../../mocks/handlers'
import { renderArea } from '../renderArea'

// The Undo button of an undoable entry in the Activity detail (the signed-out operator's journal).

const mock = withMockDb()

function published(productId: string): ActivityEntry {
  const at = new Date().toISOString()
  return {
    id: newEntryId(at),
    at,
    operator: '',
    store: getClientConfig().baseUrl,
    command: { id: 'products.set-status', title: 'Undo test: set product status' },
    records: [{ name: 'Medusa Hoodie', kind: 'product', id: productId }],
    args: [],
    changes: [],
    outcome: { status: 'done' },
    undo: { undoable: true, plans: [{ revert: 'products', steps: [{ id: productId, name: 'Medusa Hoodie', field: 'status', before: 'draft', after: 'published' }] }] },
  }
}

describe('Undo in the Activity detail', () => {
  it('takes the entry back from its button (keyboard), then says it was undone and offers no second undo', async () => {
    const hoodie = mock.db.products.find((p) => p.title === 'Medusa Hoodie')
    if (!hoodie) throw new Error('no Medusa Hoodie')
    hoodie.status = 'published'
    const entry = published(hoodie.id)
    activityJournal.record(entry)
    await activityJournal.flushed()
    const user = userEvent.setup()
    renderArea('activity', <ActivityArea />, `/a/activity/${encodeURIComponent(entry.id)}`)

    // The opened entry takes the focus on its heading (an effect after the panel's first paint): wait for
    // that, then Tab to its toolbar, as an operator would; focusing the button earlier races that effect.
    const heading = await screen.findByRole('heading', { name: 'Undo test: set product status' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    await user.tab()
    const undo = screen.getByRole('button', { name: 'Undo a run: Undo test: set product status' })
    expect(document.activeElement).toBe(undo)
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Undone: Undo test: set product status')).toBeTruthy()
    expect(hoodie.status).toBe('draft')
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo a run/ })).toBeNull())
    expect(await screen.findByText('Undone since')).toBeTruthy()
  })
})
