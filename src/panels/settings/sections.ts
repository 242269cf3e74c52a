import type { ComponentType } from 'react'
import type { SettingsSection } from '@/commands/core/nav'
import { returnReasonsSettings } from '@/commands/return-reasons/area'
import { shippingOptionsSettings, shippingProfilesSettings } from '@/commands/shipping/area'
import { taxRatesSettings } from '@/commands/tax-rates/area'
import { teamSettings } from '@/commands/team/area'
import { regionsSettings } from '@/commands/regions/area'
import { storeSettings } from '@/commands/store/area'
import { appsSettings } from '@/commands/apps/area'

/** One section of /a/settings: its sub-navigation entry and its lazily loaded panel (a chunk of its own). */
export interface SettingsSectionPanel extends SettingsSection {
  load: () => Promise<{ default: ComponentType }>
}

// A new section adds one line here, in the order of the sub-navigation.
export const settingsSections: readonly SettingsSectionPanel[] = [
  { ...storeSettings, load: () => import('@/panels/store/StoreSection') },
  { ...regionsSettings, load: () => import('@/panels/regions/RegionsSection') },
  { ...teamSettings, load: () => import('@/panels/team/TeamSection') },
  { ...shippingOptionsSettings, load: () => import('@/panels/shipping/ShippingOptionsSection') },
  { ...shippingProfilesSettings, load: () => import('@/panels/shipping/ShippingProfilesSection') },
  { ...taxRatesSettings, load: () => import('@/panels/tax-rates/TaxRatesSection') },
  { ...returnReasonsSettings, load: () => import('@/panels/return-reasons/ReturnReasonsSection') },
  { ...appsSettings, load: () => import('@/panels/apps/AppsSection') },
]
