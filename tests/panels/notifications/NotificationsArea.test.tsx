import type { Notification } from '@medusajs/client-types'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { checkSessionAtom } from '@/atoms/core/session'
import NotificationsArea from '@/panels/notifications/NotificationsArea'
import { recordRequests } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { seedOrders } from '../../mocks/orders/orders'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()

describe('the notifications area', () => {
  it('lists notifications, filters by recipient through the URL, opens one with its resend button; no serious axe violation', async () => {
    const all = seedOrders(mock.db).notifications.filter((n) => n.parent_id === null) as Notification[]
    const first = all[0] as Notification
    const user = userEvent.setup({ delay: null })
    const rendered = renderArea('notifications', <NotificationsArea />, `/a/notifications/${first.id}?to=${encodeURIComponent(first.to)}`)
    void rendered.store.set(checkSessionAtom)
    const grid = await screen.findByRole('grid', { name: 'Notifications' })
    const rows = await within(grid).findAllByText(first.to)
    expect(rows.length).toBe(all.filter((n) => n.to === first.to).length)
    expect(seen.some((r) => r.path === '/admin/notifications' && r.query.get('to') === first.to)).toBe(true)
    const panel = await screen.findByRole('article')
    expect(within(panel).getByRole('button', { name: /Resend/ })).toBeDefined()
    expect(within(panel).getByText('Data sent to the provider')).toBeDefined()
    await expectNoSeriousA11yViolations()
    // A filter in the URL opens the filters row; otherwise the Filters button does.
    if (!screen.queryByRole('group', { name: 'Notification filters' })) await user.click(screen.getByRole('button', { name: /Filters/ }))
    expect(screen.getByRole('group', { name: 'Notification filters' })).toBeDefined()
    expect((screen.getByRole('searchbox', { name: 'Recipient' }) as HTMLInputElement).value).toBe(first.to)
  })
})
