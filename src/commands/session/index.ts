import { logoutAtom } from '@/atoms/core/session'
import { defineCommand, openPanel, inGroup } from '@/commands/core/define'

export const logout = defineCommand({
  id: 'session.logout',
  reads: true,
  title: 'Log out',
  keywords: ['sign out', 'exit'],
  when: (ctx) => ctx.user !== null,
  run: async (_args, { store }) => {
    if (!store) throw new Error('Log out needs the app store')
    await store.set(logoutAtom)
    return openPanel('/login')
  },
})

export const sessionCommands = inGroup('Account', [logout])
