// Two operators (or two sessions of one): 'Edit my profile' reads the user again before writing and
// asks when the name was changed elsewhere since the prompt opened.
import type { User } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { keep, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'

const mock = withMockDb()
const seen = recordRequests()
const admin = () => mock.db.users[0] as User
/** The session as it was when the prompt opened (a copy: later saves do not reach it). */
const signedIn = (): CommandContext => {
  const { id, email, first_name, last_name } = admin()
  return { ...emptyContext, user: { id, email, first_name, last_name } }
}

describe('users.edit-profile when the name was changed elsewhere meanwhile', () => {
  it('names the field and its new value, sends nothing and keeps what was typed; running it again saves', async () => {
    const ctx = signedIn()
    admin().last_name = 'King' // saved by another admin
    const queryClient = createQueryClient()
    const answers = { firstName: keep, lastName: 'Byron' }
    const run = await runCommand('users.edit-profile', { ctx, queryClient, answers })
    expect(run.outcome).toEqual(
      expect.objectContaining({ status: 'failed', message: 'Your profile: Last name was changed by someone else since you opened this (now “King”). Save your change anyway?' }),
    )
    expect(run.args).toMatchObject({ userId: admin().id, lastName: 'Byron' })
    expect(requestsOf(seen, 'POST', `/admin/users/${admin().id}`)).toEqual([])

    const again = await runCommand('users.edit-profile', { ctx, queryClient, answers })
    expect(again.outcome).toMatchObject({ status: 'done', result: { title: 'Profile saved' } })
    expect(admin().last_name).toBe('Byron')
  })

  it('does not ask about a change to what it does not set', async () => {
    const ctx = signedIn()
    admin().role = 'developer'
    const run = await runCommand('users.edit-profile', { ctx, answers: { firstName: 'Augusta', lastName: keep } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Profile saved' } })
    expect(admin()).toMatchObject({ first_name: 'Augusta', role: 'developer' })
  })
})
