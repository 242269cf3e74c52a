import { areaRoutes, settingsRoutes, type AreaRoutes } from './routes'

/**
 * A domain's place in the navigation: its link and the `g` sequence that goes there. Declared once
 * per domain (`models/<domain>/area.ts`), read by its `<domain>.list` command and by the nav bar.
 * Data and its routes only, so the shell draws the nav without loading any command code.
 */
export interface NavEntry<D extends string = string> {
  /** The area's path below /a, and its commands' id prefix: 'orders'. */
  domain: D
  /** 'Orders': the nav label and palette group. */
  label: string
  /** 'g o'. */
  hotkey: string
  keywords?: readonly string[]
  /** A store feature flag the area needs ('product_categories'): the nav hides it while the flag is off. */
  flag?: string
  /** Medusa modules the area needs (['inventoryService', 'stockLocationService']): the nav hides it without them. */
  modules?: readonly string[]
}

/** A nav entry with the area's routes (its list, a record's panel). */
export interface Area<D extends string = string> extends NavEntry<D> {
  routes: AreaRoutes<D>
}

export const defineNav = <const D extends string>(nav: NavEntry<D>): Area<D> => ({ ...nav, routes: areaRoutes(nav.domain) })

/**
 * A section of the settings area (/a/settings/<section>): regions, tax rates, the team… Reached from
 * `g s` and the settings sub-navigation; its `<section>.list` command ("Go to settings: regions") has
 * no key of its own. Plain data, like NavEntry.
 */
export interface SettingsSection<S extends string = string> {
  /** The path below /a/settings and the section's command id prefix: 'regions'. */
  section: S
  /** 'Regions': the sub-navigation label. */
  label: string
  keywords?: readonly string[]
}

/** A settings section with its routes. */
export interface Section<S extends string = string> extends SettingsSection<S> {
  routes: AreaRoutes<S>
}

export const defineSettingsSection = <const S extends string>(section: SettingsSection<S>): Section<S> => ({
  ...section,
  routes: settingsRoutes(section.section),
})
