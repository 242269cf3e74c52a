import type { OAuth } from '@medusajs/client-types'
import { appQueries, authorizeAppMutation } from '@/atoms/apps/keys'
import { defineSettingsArea } from '@/commands/core/area'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { matchesText } from '@/models/core/entity'
import { appsSettings } from '@/models/apps/area'

/** Settings › Apps: 'Go to settings: apps'. */
export const appsArea = defineSettingsArea(appsSettings)

/** The app picked for `application` by its display name, else by the application name the route takes. */
const appName = (ctx: CommandContext, application: string) =>
  pickedRecord<OAuth & { id: string }>(ctx, 'application', application)?.display_name ?? application

/**
 * Finishes installing an app (POST /admin/apps/authorizations): after the operator approved it on the
 * app's own site, the app hands back a code and a state; Medusa exchanges them for its tokens.
 */
export const authorizeApp = defineCommand({
  id: 'apps.authorize',
  title: 'Authorize app',
  keywords: ['oauth', 'install', 'connect', 'integration'],
  args: {
    application: arg.entity({
      label: 'App',
      search: async (q, { queryClient }) => {
        const { apps } = await queryClient.fetchQuery(appQueries.list())
        if (!apps.length) throw new Error('No app is installed on this store: there is nothing to authorize')
        return (apps as OAuth[])
          .filter((app) => matchesText(q, app.display_name, app.application_name))
          .map((app) => ({ id: app.application_name, label: app.display_name, hint: app.application_name, record: { ...app, id: app.application_name } }))
      },
    }),
    code: arg.text({ label: 'Authorization code', secret: true, description: 'The code the app showed or sent back after you approved it' }),
    state: arg.text({ label: 'State', description: 'The state value from the same answer' }),
  },
  confirm: ({ application }, ctx) => `Authorize ${appName(ctx, application)}?`,
  run: async ({ application, code, state }, { mutate, ctx }) => {
    await mutate(authorizeAppMutation, { application_name: application, code, state })
    return toast('App authorized', appName(ctx, application))
  },
})

export const appCommands = inGroup('Settings', [appsArea.list, authorizeApp])
