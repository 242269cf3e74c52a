import type { ComponentType } from 'react'
import type { Section } from '@/models/core/nav'
import { returnReasonsSettings } from '@/models/return-reasons/area'
import { shippingOptionsSettings, shippingProfilesSettings } from '@/models/shipping/area'
import { taxRatesSettings } from '@/models/tax-rates/area'
import { teamSettings } from '@/models/team/area'
import { regionsSettings } from '@/models/regions/area'
import { storeSettings } from '@/models/store/area'
import { appsSettings } from '@/models/apps/area'
import { publishableKeysSettings } from '@/models/publishable-api-keys/key'

/** One section of the settings area: its sub-navigation entry, its routes and its lazily loaded panel (a chunk of its own). */
export interface SettingsSectionPanel extends Section {
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
  { ...publishableKeysSettings, load: () => import('@/panels/publishable-api-keys/PublishableApiKeysSection') },
]
