// The browser half's tasks (issue #32): what an operator does at scale, each measured in the built
// console as the operator sees it. A task starts from a cold load of the page it needs (its record
// searches are not answered from an earlier run's cache) and returns its time in ms.
import type { Page } from 'playwright-core'
import { customerGroups } from '../../src/api/admin/customer-groups'
import { priceLists } from '../../src/api/admin/price-lists'
import { markAnswer, literally } from './marks'
import type { Samples } from './tasks'

/** The records a picker needs a panel of: a customer group to add customers to, a price list to add products to. */
export interface Places {
  groupId: string
  priceListId: string
}

export async function readPlaces(): Promise<Places> {
  const [{ customer_groups: [group] }, { price_lists: [list] }] = await Promise.all([
    customerGroups.list({ q: 'VIP', limit: 1 }),
    priceLists.list({ limit: 1 }),
  ])
  if (!group || !list) throw new Error('the demo store lacks a customer group or a price list (is it seeded?)')
  return { groupId: group.id, priceListId: list.id }
}

/** What a task is given: the signed-in page, the console's origin, and how to load a path and wait for its first paint. */
export interface BrowserTools {
  page: Page
  base: string
  /** Loads a dashboard path as a link does (a cold page, the session kept); ms to its first paint. */
  open: (path: string) => Promise<number>
}

export interface BrowserTask {
  name: string
  run: (tools: BrowserTools) => Promise<number>
}

/**
 * The areas whose table's first row is timed from a URL. Price lists last: when the table asked its
 * first page with expand=prices, Medusa took more than 30 s on the large store and stayed busy long
 * after (it asks none now); kept last so a slow answer there delays no other task.
 */
const AREAS = ['orders', 'products', 'customers', 'discounts', 'gift-cards', 'draft-orders', 'collections', 'customer-groups']
const LAST = 'price-lists'

/** Typed as an operator types: one key after the other, without waiting for the page. */
export async function typeKeys(page: Page, text: string): Promise<void> {
  for (const key of text) await page.keyboard.press(key === ' ' ? 'Space' : key, { delay: 40 })
}

const palette = (page: Page) => page.getByRole('dialog')

/** Opens the palette on a freshly loaded `path` once the page has settled (its prefetches answered). */
async function openPalette(tools: BrowserTools, path: string): Promise<void> {
  await tools.open(path)
  await tools.page.waitForLoadState('networkidle').catch(() => undefined)
  await tools.page.keyboard.press('Control+k')
  await palette(tools.page).getByRole('option').first().waitFor()
}

/** The palette's record search: ms from the query's last key to the matching record in the list. */
function recordSearch(name: string, query: string, answer: string): BrowserTask {
  return {
    name,
    run: async (tools) => {
      await openPalette(tools, '/a/orders')
      const shown = await markAnswer(tools.page, answer)
      await typeKeys(tools.page, query)
      return shown()
    },
  }
}

/** A command's picker, reached from `path` (its title typed without the '…'): ms from the search's last key to the matching record. */
function pickerSearch(name: string, path: string, title: string, query: string, answer: string): BrowserTask {
  return {
    name,
    run: async (tools) => {
      await openPalette(tools, path)
      await typeKeys(tools.page, title)
      await palette(tools.page).getByRole('option', { name: new RegExp(`^${literally(title)}`), selected: true }).waitFor()
      await tools.page.keyboard.press('Enter')
      await palette(tools.page).getByRole('heading', { name: new RegExp(`^${literally(title)}.* › `) }).waitFor()
      const shown = await markAnswer(tools.page, answer)
      await typeKeys(tools.page, query)
      return shown()
    },
  }
}

export function browserTasks(s: Samples, places: Places): BrowserTask[] {
  const sku = s.variant.sku ?? ''
  const order = `#${s.order.display_id}`
  return [
    ...AREAS.map((area): BrowserTask => ({ name: `${area} table by URL, first row`, run: (tools) => tools.open(`/a/${area}`) })),
    { name: `order page by URL (${order} heading)`, run: (tools) => tools.open(`/a/orders/${s.order.id}`) },
    recordSearch(`palette: order ${order}`, order, `${literally(order)}(?!\\d)`),
    recordSearch('palette: customer email', s.customer.email, literally(s.customer.email)),
    recordSearch(`palette: SKU ${sku}`, sku, literally(sku)),
    recordSearch(`palette: discount ${s.discount.code}`, s.discount.code, literally(s.discount.code)),
    recordSearch('palette: gift card code', s.giftCard.code, literally(s.giftCard.code)),
    pickerSearch('picker: customer by email', `/a/customer-groups/${places.groupId}`, 'Add customers to group', s.customer.email, literally(s.customer.email)),
    pickerSearch('picker: product by title', `/a/price-lists/${places.priceListId}`, 'Add products to price list', s.variant.product?.title ?? 'Shirt', literally(s.variant.product?.title ?? 'Shirt')),
    pickerSearch(`picker: variant by SKU ${sku}`, '/a/orders', 'Find variant by title or SKU', sku, literally(sku)),
    { name: `${LAST} table by URL, first row`, run: (tools) => tools.open(`/a/${LAST}`) },
  ]
}
