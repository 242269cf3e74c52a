// What the keyboard-only end-to-end tests do over and over: run a command from the palette, answer
// its prompts, check the page on screen and the toast that follows.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { paletteHeading, press } from './browser'

/** Waits until the palette shows this page ('Command › Argument', or the command alone to confirm). */
export const expectPrompt = (page: Page, title: string) => expect.poll(() => paletteHeading(page).textContent()).toBe(title)

/** Waits for a toast (role=status) with this text. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor()

/** The last part of the URL's path: the id of the record on screen. */
export const idInUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? ''

/** ctrl+k, the command's title typed, Enter once it is the palette's best (selected) match. */
export async function command(page: Page, title: string) {
  await press(page, 'Control+k')
  await page.keyboard.type(title)
  await page.getByRole('option', { name: new RegExp(`^${title}`), selected: true }).waitFor()
  await press(page, 'Enter')
}

/** Types a search into a picker and takes the match once it is the selected row. */
export async function pick(page: Page, query: string, option: RegExp) {
  await page.keyboard.type(query)
  await page.getByRole('dialog').getByRole('option', { name: option, selected: true }).waitFor()
  await press(page, 'Enter')
}

/** Replaces what a prompt starts with, then submits (ctrl+Enter for a multi-line field). */
export async function retype(page: Page, text: string, submit = 'Enter') {
  await press(page, 'Control+a')
  await page.keyboard.type(text)
  await press(page, submit)
}

/** Opens an order by its display number, the way an operator looks one up. */
export async function goToOrder(page: Page, displayId: number) {
  await command(page, 'Go to order number')
  await expectPrompt(page, 'Go to order number… › Order number')
  await page.keyboard.type(`#${displayId}`)
  await press(page, 'Enter')
  await page.getByRole('heading', { name: `Order #${displayId}` }).waitFor()
}

/**
 * The products table searched for `text` until it shows `count` rows, its first row focused (as Tab
 * would reach it). An open record has the keyboard: Escape closes it (back to its list) before g p.
 */
export async function productsMatching(page: Page, text: string, count: number) {
  await press(page, 'Escape')
  await page.waitForURL((url) => !(url.pathname.split('/').pop() ?? '').includes('_'))
  await press(page, 'g', 'p')
  await page.waitForURL(/\/a\/products(\?.*)?$/)
  const grid = page.getByRole('grid', { name: 'Products' })
  // The table takes the focus once its rows arrive: the search box is reached after that.
  await grid.locator('tbody tr[data-row-id]').first().waitFor()
  const search = page.getByRole('searchbox', { name: 'Search products' })
  // The area may come back with the last product open beside it, which takes the focus as it loads:
  // once the page's requests are done, the focus given to the search box stays past the next frames.
  await page.waitForLoadState('networkidle')
  await expect
    .poll(async () => {
      await search.focus()
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
      return search.evaluate((el) => el === document.activeElement)
    })
    .toBe(true)
  await press(page, 'Control+a')
  await page.keyboard.type(text)
  await press(page, 'Enter')
  await page.waitForURL((url) => url.searchParams.get('q') === text)
  await expect.poll(() => grid.locator('tbody tr[data-row-id]').count()).toBe(count)
  await grid.locator('tbody tr[tabindex="0"]').focus()
  return grid
}
