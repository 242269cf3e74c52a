/**
 * A domain's place in the navigation: its link and the `g` sequence that goes there. Declared once
 * per domain (`commands/<domain>/area.ts`), read by its `<domain>.list` command and by the nav bar.
 * Plain data with no imports, so the shell draws the nav without loading any command code.
 */
export interface NavEntry<D extends string = string> {
  /** The area's path below /a, and its commands' id prefix: 'orders'. */
  domain: D
  /** 'Orders': the nav label and palette group. */
  label: string
  /** 'g o'. */
  hotkey: string
  keywords?: readonly string[]
}

export const defineNav = <const D extends string>(nav: NavEntry<D>): NavEntry<D> => nav

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

export const defineSettingsSection = <const S extends string>(section: SettingsSection<S>): SettingsSection<S> => section
