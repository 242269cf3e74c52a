import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import TeamSection from '@/panels/team/TeamSection'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { renderArea } from '../renderArea'

// SPEC §8's error kinds on a panel's query: the table says what happened in place; an outage says it
// is retrying. (A 401 on a page leads to sign-in: tests/app/unauthorized-command and the e2e faults.)
withMockDb()

const cases = [
  { name: 'invalid request (400)', answer: () => HttpResponse.json({ type: 'invalid_data', message: 'limit must be a number' }, { status: 400 }), says: 'limit must be a number' },
  { name: 'permission (403)', answer: () => HttpResponse.json({ type: 'not_allowed', message: 'Members cannot list users' }, { status: 403 }), says: 'Members cannot list users' },
  { name: 'API error without a message (404)', answer: () => new HttpResponse('Not Found', { status: 404 }), says: 'Something went wrong, Please try again.' },
  { name: 'connection', answer: () => HttpResponse.error(), says: 'The server cannot be reached' },
  { name: 'unavailable (503)', answer: () => HttpResponse.json({ message: 'maintenance' }, { status: 503 }), says: 'Server is currently unavailable' },
]

describe.each(cases)('$name on the users table', ({ answer, says }) => {
  it('is told inside the table, with a way to try again', async () => {
    server.use(http.get(`${BASE}/admin/users`, answer))
    renderArea('settings/team', <TeamSection />, '/a/settings/team')
    const grid = await screen.findByRole('grid', { name: 'Users' })
    const alert = await within(grid).findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toContain(says)
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined()
  })
})
