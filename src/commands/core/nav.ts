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
