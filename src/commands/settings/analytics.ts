import { ANALYTICS_FLAG, normalizeSettings, updateAnalyticsConfigMutation } from '@/atoms/settings/analytics'
import { defineArea } from '@/commands/core/area'
import { settingsNav } from '@/models/settings/area'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'

/** The consent screen's answer can be changed later: here, and from the settings panel's button. */
const PREFERENCES_UPDATED = { title: 'Success', message: 'Your preferences were successfully updated' } as const

export const updateAnalyticsPreferences = defineCommand({
  id: 'analytics.update-preferences',
  title: 'Analytics preferences',
  keywords: ['usage', 'insights', 'telemetry', 'privacy', 'opt out', 'anonymize', 'consent', 'tracking'],
  when: (ctx) => ctx.user !== null && ctx.flags[ANALYTICS_FLAG] === true,
  args: {
    optOut: arg.boolean({
      label: 'Opt out of sharing usage data',
      description: 'No usage data and no error reports are sent.',
    }),
    anonymize: arg.boolean({
      label: 'Anonymize my usage data',
      description: 'Usage data is sent without your name, email or user id.',
      // SPEC §4: opting out forces anonymize off, so it is not asked then.
      default: (_ctx, args) => (args.optOut === true ? false : undefined),
    }),
  },
  run: async ({ optOut, anonymize }, { mutate }) => {
    // POST /admin/analytics-configs/update: the server creates the config when there is none yet.
    await mutate(updateAnalyticsConfigMutation, normalizeSettings({ opt_out: optOut, anonymize }))
    return toast(PREFERENCES_UPDATED.title, PREFERENCES_UPDATED.message)
  },
})

/** The settings area: 'Go to settings' (g s) and the nav link. */
export const settingsArea = defineArea(settingsNav)

export const analyticsCommands = inGroup('Settings', [updateAnalyticsPreferences, settingsArea.list])
