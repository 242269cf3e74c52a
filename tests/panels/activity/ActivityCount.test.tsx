import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getClientConfig } from '@/api/client'
import { newEntryId, type ActivityEntry } from '@/atoms/activity/entry'
import { activityJournal, type PageRequest } from '@/atoms/activity/journal'
import ActivityArea from '@/panels/activity/ActivityArea'
import { renderArea } from '../renderArea'

// A filtered Activity table shows its page as soon as the journal tells it, says its count is a floor
// while the walk counts on, and the exact count once it is told; the walk is told to stop when the
// table no longer shows the page, or a newer read of it counts instead.

const at = new Date(Date.UTC(2026, 10, 2, 10)).toISOString()
const joined: ActivityEntry = {
  id: newEntryId(at),
  at,
  operator: '',
  store: getClientConfig().baseUrl,
  command: { id: 'customer-groups.add', title: 'Add customers to group' },
  records: [{ name: 'anna@example.com' }],
  args: [],
  changes: [],
  outcome: { status: 'done' },
  undo: { undoable: false },
}

afterEach(() => vi.restoreAllMocks())

describe('a filtered Activity table', () => {
  it('shows the page while the count goes on ("at least"), then the exact count; the walk stops once the table is gone', async () => {
    const requests: PageRequest[] = []
    vi.spyOn(activityJournal, 'page').mockImplementation(async (_operator, _store, request) => {
      requests.push(request)
      return { entries: [joined], count: 51, counting: true, total: 10_000, oldest: at }
    })
    const { unmount } = renderArea('activity', <ActivityArea />, '/a/activity?command=group&from=2026-11-02&to=2026-11-02')
    const grid = await screen.findByRole('grid', { name: 'Activity' })
    await within(grid).findByText('Add customers to group')
    expect(screen.getByText(/^At least 51 entries match so far \(still counting\)\. 10,000 entries, back to/)).toBeDefined()

    const [request] = requests
    // The day filter is a key range of the operator's days; the table still wants the count.
    expect(request).toMatchObject({ offset: 0, limit: 50, from: new Date(2026, 10, 2).toISOString(), before: new Date(2026, 10, 3).toISOString() })
    expect(request?.matches?.(joined)).toBe(true)
    expect(request?.wanted?.()).toBe(true)

    request?.counted?.(312)
    await screen.findByText(/^312 entries match\. 10,000 entries, back to/)
    expect(within(grid).getByText('Add customers to group')).toBeDefined()

    // A run recorded meanwhile reads the page again: the older walk stops, the newer one counts.
    activityJournal.record({ ...joined, id: newEntryId(at) })
    await waitFor(() => expect(requests).toHaveLength(2))
    expect(request?.wanted?.()).toBe(false)
    expect(requests[1]?.wanted?.()).toBe(true)

    unmount()
    await waitFor(() => expect(requests[1]?.wanted?.()).toBe(false))
  })
})
