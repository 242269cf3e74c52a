import type { ComponentType } from 'react'
import type { SettingsSection } from '@/commands/core/nav'
import { teamSettings } from '@/commands/team/area'

/** One section of /a/settings: its sub-navigation entry and its lazily loaded panel (a chunk of its own). */
export interface SettingsSectionPanel extends SettingsSection {
  load: () => Promise<{ default: ComponentType }>
}

// A new section adds one line here, in the order of the sub-navigation.
export const settingsSections: readonly SettingsSectionPanel[] = [
  { ...teamSettings, load: () => import('@/panels/team/TeamSection') },
]
