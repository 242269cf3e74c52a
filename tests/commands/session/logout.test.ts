import { queryClientAtom } from 'jotai-tanstack-query'
import { describe, expect, it } from 'vitest'
import { commandContextAtom } from '@/atoms/core/context'
import { createAppStore } from '@/atoms/core/query'
import { EMPTY_SESSION, loginAtom, sessionAtom } from '@/atoms/core/session'
import { isAvailable } from '@/commands/core/define'
import { executeCommand, makeTools } from '@/commands/core/run'
import { commandById } from '@/commands/index'
import { withMockServer } from '../../api/harness'
import { ADMIN, mockAuth } from '../../mocks/session/auth'

withMockServer()

/** A signed-in app, as the palette runs commands in it (with the app's store). */
async function signedIn() {
  const auth = mockAuth()
  const store = createAppStore()
  await store.set(loginAtom, { email: ADMIN.email, password: ADMIN.password })
  return { auth, store, queryClient: store.get(queryClientAtom) }
}

describe('session.logout', () => {
  it('is offered only while signed in; ends the session on the server and in the app, then shows the login page', async () => {
    const { auth, store, queryClient } = await signedIn()
    const logout = commandById('session.logout')
    expect(isAvailable(logout, store.get(commandContextAtom))).toBe(true)
    queryClient.setQueryData(['orders', 'list', {}], { orders: [] })

    const outcome = await executeCommand(logout, {}, makeTools(queryClient, store.get(commandContextAtom), store))

    expect(outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/login' } })
    expect(auth.sessionUserId).toBeNull()
    expect(store.get(sessionAtom)).toEqual(EMPTY_SESSION)
    expect(queryClient.getQueryData(['orders', 'list', {}])).toBeUndefined()
    expect(isAvailable(logout, store.get(commandContextAtom))).toBe(false)
  })

  it('fails with a clear message when run without the app store', async () => {
    const { store, queryClient } = await signedIn()
    // @ts-expect-error: the app store is required, so this no longer compiles; at run time it still fails clearly
    const outcome = await executeCommand(commandById('session.logout'), {}, makeTools(queryClient, store.get(commandContextAtom)))
    expect(outcome).toMatchObject({ status: 'failed', message: 'Log out needs the app store' })
    expect(store.get(sessionAtom).isLoggedIn).toBe(true)
  })
})
