import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { field, keyCap, openPalette, optionLabels, pageTitle, palette, renderHost } from './host'
import { createRegistry, registry } from '@/commands/index'
import { defineCommand, erase } from '@/commands/core/define'
import { formatHotkey } from '@/ui/Kbd'
import { recordRequests, requestsOf } from '../commands/harness'
import { withMockDb } from '../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../ui/axe'
import { advance, fakeTimersAndUser } from '../ui/timers'

const mock = withMockDb()
const seen = recordRequests()

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  // fakeTimersAndUser() installs a global `jest` clock for Testing Library; it belongs to that test only.
  delete (globalThis as { jest?: unknown }).jest
})

describe('opening and filtering', () => {
  it('opens on ctrl+k and on meta+k, with the search field focused; Escape closes it', async () => {
    const user = userEvent.setup({ delay: null })
    renderHost()
    const dialog = await openPalette(user)
    // The dialog can be found before the effect that moves focus into it has run.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox')))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.keyboard('{Meta>}k{/Meta}')
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeDefined()
  })

  it("filters fuzzily as typed ('crt prod' finds 'Create product' first) and Enter picks it", async () => {
    const user = userEvent.setup({ delay: null })
    renderHost()
    await openPalette(user)
    await user.keyboard('crt prod')
    const [first] = within(palette()).getAllByRole('option')
    // Undo can take a new product back: its row says nothing of undo, only its key.
    expect(first?.textContent).toBe('Create productShift+N')
    expect(first?.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('zzzz')
    expect(within(palette()).getByText('No command or record matches')).toBeDefined()
    await user.keyboard('{Backspace>4/}{Enter}')
    expect(pageTitle()).toBe('Create product › Title')
    expect(field().placeholder).toBe('Linen shirt')
  })

  it('shows each hotkey beside its command with the platform’s label', async () => {
    const user = userEvent.setup({ delay: null })
    renderHost()
    await openPalette(user)
    const items = within(palette()).getAllByRole('option')
    const withKeys = registry.all.filter((c) => c.hotkey && items.some((item) => item.firstElementChild?.textContent === c.title))
    expect(withKeys.map((c) => c.id)).toEqual(expect.arrayContaining(['products.list', 'products.create', 'products.add-variant']))
    for (const command of withKeys) {
      const item = items.find((i) => i.firstElementChild?.textContent === command.title)
      expect(keyCap(item)).toBe(formatHotkey(command.hotkey ?? '', 'other'))
    }
    const goToProducts = items.find((i) => i.textContent?.startsWith('Go to products'))
    expect(keyCap(goToProducts)).toBe('G P')
    expect(goToProducts?.querySelector('kbd')?.textContent).toBe('G PG then P')
    await user.keyboard('{Escape}')

    // On a Mac the same keys read as symbols; screen readers hear the names.
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel')
    await openPalette(user)
    const create = within(palette()).getAllByRole('option').find((i) => i.textContent?.startsWith('Create product'))
    expect(keyCap(create)).toBe('⇧N')
    expect(create?.querySelector('kbd')?.textContent).toBe('⇧NShift+N')
  })

  it("lists recently run commands first under 'Recent' when the query is empty", async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderHost()
    await openPalette(user)
    expect(within(palette()).queryByRole('group', { name: 'Recent' })).toBeNull()
    await user.keyboard('go to products{Enter}')
    await waitFor(() => expect(location()).toBe('/a/products'))
    await openPalette(user)
    await user.keyboard('tags and types{Enter}')
    await waitFor(() => expect(location()).toBe('/a/products/taxonomy'))

    await openPalette(user)
    const [recent] = within(palette()).getAllByRole('group')
    if (!recent) throw new Error('the list has no groups')
    expect(within(palette()).getByRole('group', { name: 'Recent' })).toBe(recent)
    expect(within(recent).getAllByRole('option').map((o) => o.firstElementChild?.textContent)).toEqual([
      'Product tags and types in use',
      'Go to products',
    ])
    // The first item of the list is the last command run: Enter runs it again.
    expect(within(palette()).getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true')

    await user.keyboard('go')
    expect(within(palette()).queryByRole('group', { name: 'Recent' })).toBeNull()
  })
})

describe('prompting arguments', () => {
  it(
    'walks every page of Create product by keyboard: goes back, offers the handle under More fields, rejects inline, then runs, navigates and returns focus',
    async () => {
      const user = userEvent.setup({ delay: null })
      const { location } = renderHost()
      await user.tab()
      const before = screen.getByRole('button', { name: 'Before' })
      expect(document.activeElement).toBe(before)

      await openPalette(user)
      await user.keyboard('crt prod{Enter}')
      expect(pageTitle()).toBe('Create product › Title')
      await user.keyboard('Linen Shirt{Enter}')

      // Escape: one page back, the title still there; Backspace in an empty search goes back too.
      expect(pageTitle()).toBe('Create product › Status')
      await user.keyboard('{Escape}')
      expect(pageTitle()).toBe('Create product › Title')
      expect(field().value).toBe('Linen Shirt')
      await user.keyboard('{Enter}{Backspace}')
      expect(pageTitle()).toBe('Create product › Title')
      await user.keyboard('{Enter}')

      expect(pageTitle()).toBe('Create product › Status')
      expect(optionLabels()).toEqual(['Draft', 'Proposed', 'Published', 'Rejected'])
      await user.keyboard('pub{Enter}')

      expect(pageTitle()).toBe('Create product › Options')
      await user.keyboard('Size{Enter}')

      expect(pageTitle()).toBe('Create product › Price currency')
      await within(palette()).findByRole('option', { name: /^EUR/ })
      expect(optionLabels()).toEqual(['EUREuro', 'USDUS Dollar', 'GBPBritish Pound'])
      await user.keyboard('{Enter}')

      // Variants: a multi-line field; Enter adds a line, ctrl+Enter continues. Lines are checked first.
      expect(pageTitle()).toBe('Create product › Variants')
      expect(field().tagName).toBe('TEXTAREA')
      await user.keyboard('S / Sand = 45.00{Control>}{Enter}{/Control}')
      expect(within(palette()).getByRole('alert').textContent).toBe('Line 1: give 1 value(s) separated by /, one per option')
      expect(field().value).toBe('S / Sand = 45.00')
      await user.keyboard('{Backspace>16/}S = 45.00{Enter}M = 47,50{Control>}{Enter}{/Control}')

      expect(pageTitle()).toBe('Create product › Collection')
      await user.keyboard('summer')
      // Once a search is typed its results come first (None last): Enter takes the best match.
      await waitFor(() => expect(optionLabels()).toEqual(['Summer Collectionsummer-collection · 3 products', 'None']))
      await user.keyboard('{Enter}')

      expect(pageTitle()).toBe('Create product › Type')
      await user.keyboard('{Enter}')
      expect(pageTitle()).toBe('Create product › Tags')
      await user.keyboard('linen{Enter}')

      expect(pageTitle()).toBe('Create product › Sales channels')
      await within(palette()).findByRole('option', { name: /^Wholesale/ })
      await user.keyboard('{ArrowDown}{Enter}')
      expect(within(palette()).getByRole('option', { name: /Wholesale/ }).getAttribute('aria-checked')).toBe('true')
      await user.keyboard('{Control>}{Enter}{/Control}')

      // The handle is made from the title unless one is given: not a step, one of the "More fields…".
      expect(pageTitle()).toBe('Create product › More fields…')
      expect(optionLabels()).toEqual(['Create productEnter', 'Handleoptional'])
      await user.keyboard('hand{Enter}')
      // A rejected value stays as typed, with its error beside it.
      expect(pageTitle()).toBe('Create product › Handle')
      await user.keyboard('Linen Shirt{Enter}')
      expect(within(palette()).getByRole('alert').textContent).toBe('Handle may hold lowercase letters, digits and single dashes')
      expect(field().value).toBe('Linen Shirt')
      expect(field().getAttribute('aria-invalid')).toBe('true')
      // Escape returns to the list of fields; the handle's page keeps what was typed.
      await user.keyboard('{Escape}')
      expect(pageTitle()).toBe('Create product › More fields…')
      await user.keyboard('hand{Enter}')
      expect(field().value).toBe('Linen Shirt')
      await user.keyboard('{Control>}a{/Control}linen-shirt{Enter}')
      expect(pageTitle()).toBe('Create product › More fields…')
      expect(optionLabels()).toEqual(['Create productEnter', 'Handlelinen-shirt'])
      await user.keyboard('{Enter}')

      await waitFor(() => expect(location()).toBe('/a/products/prod_13'))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(document.activeElement).toBe(before)

      const created = mock.db.products.find((p) => p.id === 'prod_13')
      expect(created).toMatchObject({ title: 'Linen Shirt', handle: 'linen-shirt', status: 'published', collection_id: 'pcol_1', sales_channel_ids: ['sc_2'] })
      expect(created?.variants.map((v) => [v.title, v.prices.map((p) => [p.currency_code, p.amount])])).toEqual([
        ['S', [['eur', 4500]]],
        ['M', [['eur', 4750]]],
      ])
    },
    60_000,
  )

  it(
    "toasts a failed run's message and reopens its prompt with the arguments kept, ready to retry",
    async () => {
      const user = userEvent.setup({ delay: null })
      renderHost()
      await openPalette(user)
      await user.keyboard('add option{Enter}')
      expect(pageTitle()).toBe('Add option to product › Product')
      await user.keyboard('t-shirt')
      await waitFor(() => expect(optionLabels()).toEqual(['Medusa T-Shirtmedusa-t-shirt']))
      await user.keyboard('{Enter}')
      expect(pageTitle()).toBe('Add option to product › Option title')
      await user.keyboard('Size{Enter}')

      const notifications = screen.getByRole('region', { name: 'Notifications' })
      const toast = await within(notifications).findByRole('alert')
      expect(toast.textContent).toContain('Add option to product failed')
      expect(toast.textContent).toContain('An option with the title: Size already exists')

      await screen.findByRole('dialog')
      expect(pageTitle()).toBe('Add option to product › Option title')
      expect(within(palette()).getByText('Medusa T-Shirt')).toBeDefined()
      expect(within(palette()).getByRole('alert').textContent).toBe('An option with the title: Size already exists')
      expect(field().value).toBe('Size')

      // Back to the product page: what was searched is still there.
      await user.keyboard('{Escape}')
      expect(pageTitle()).toBe('Add option to product › Product')
      expect(field().value).toBe('t-shirt')
      await waitFor(() => expect(optionLabels()).toEqual(['Medusa T-Shirtmedusa-t-shirt']))
      await user.keyboard('{Enter}')
      expect(field().value).toBe('Size')
      await user.keyboard('{Backspace>4/}Fit{Enter}')

      await waitFor(() => expect(within(notifications).getByRole('status').textContent).toContain('Option added'))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(mock.db.products.find((p) => p.id === 'prod_1')?.options.map((o) => o.title)).toEqual(['Size', 'Color', 'Fit'])
    },
    60_000,
  )

  it('searches an entity picker once per debounced keystroke and reuses the cache for a query typed again', async () => {
    const user = fakeTimersAndUser()
    renderHost()
    await user.keyboard('{Control>}k{/Control}')
    await user.keyboard('open product{Enter}')
    expect(pageTitle()).toBe('Open product… › Product')
    const searches = () => requestsOf(seen, 'GET', '/admin/products').map((r) => r.query.get('q') ?? '')

    expect(searches()).toEqual([])
    advance(200)
    await vi.waitFor(() => expect(searches()).toEqual(['']))
    await within(palette()).findByRole('option', { name: /^Medusa T-Shirt/ })

    await user.keyboard('med')
    advance(199)
    expect(searches()).toEqual([''])
    advance(1)
    await vi.waitFor(() => expect(searches()).toEqual(['', 'med']))

    await user.keyboard('usa')
    advance(200)
    await vi.waitFor(() => expect(searches()).toEqual(['', 'med', 'medusa']))

    await user.keyboard('{Backspace>3/}')
    expect(field().value).toBe('med')
    advance(200)
    await vi.waitFor(() => expect(within(palette()).queryByText('Searching…')).toBeNull())
    expect(optionLabels()).toHaveLength(12)
    expect(searches()).toEqual(['', 'med', 'medusa'])
  })
  it('moves through picker results by keyboard even when several results open the same product', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderHost()
    await openPalette(user)
    await user.keyboard('find variant{Enter}')
    expect(pageTitle()).toBe('Find variant by title or SKU… › Variant')
    await user.keyboard('medusa')
    // Newest first: the bottle, both socks (one product), both caps (one product), ...
    await waitFor(() => expect(optionLabels().slice(0, 5)).toEqual([
      'Medusa Water Bottle · DefaultBOTTLE-DEFAULT',
      'Medusa Socks · L-XLSOCKS-L-XL',
      'Medusa Socks · S-MSOCKS-S-M',
      'Medusa Cap · WhiteCAP-WHITE',
      'Medusa Cap · BlackCAP-BLACK',
    ]))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const selected = () => within(palette()).getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true').map((o) => o.textContent)
    expect(selected()).toEqual(['Medusa Socks · S-MSOCKS-S-M'])
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(location()).toBe('/a/products/prod_9'))
  })
})

describe('hotkeys', () => {
  it("'?' opens the shortcuts sheet, listing every command that has a hotkey, from the registry", async () => {
    const user = userEvent.setup({ delay: null })
    renderHost()
    await user.keyboard('?')
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const rows = Array.from(sheet.querySelectorAll('dl > div')).map((row) => [
      keyCap(row.querySelector('dt')),
      row.querySelector('dd')?.firstChild?.textContent,
    ])
    const withKeys = registry.all.filter((c) => c.hotkey)
    expect(withKeys.length).toBeGreaterThan(5)
    for (const command of withKeys) expect(rows).toContainEqual([formatHotkey(command.hotkey ?? '', 'other'), command.title])
    expect(rows).toContainEqual(['Ctrl+K', 'Command palette'])
    expect(within(sheet).getByRole('region', { name: 'Products' })).toBeDefined()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("'g' then 'p' goes to the products table", async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderHost('/a/orders')
    await user.keyboard('gp')
    await waitFor(() => expect(location()).toBe('/a/products'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("the second key of a 'g' sequence runs the sequence only, not a single-key hotkey on the same key", async () => {
    const ran: string[] = []
    const own = createRegistry([
      defineCommand({ id: 'test.go-away', title: 'Go away', group: 'Test', hotkey: 'g w', run: async () => void ran.push('g w') }),
      defineCommand({ id: 'test.wipe', title: 'Wipe', group: 'Test', hotkey: 'w', run: async () => void ran.push('w') }),
    ].map(erase))
    const user = userEvent.setup({ delay: null })
    renderHost('/a/orders', undefined, own)
    await user.keyboard('gw')
    await waitFor(() => expect(ran).toEqual(['g w']))
    await user.keyboard('w')
    await waitFor(() => expect(ran).toEqual(['g w', 'w']))
  })

  it("a 'g' waits for its second key across a page change (a command's result opening another page)", async () => {
    const user = userEvent.setup({ delay: null })
    const { location, runner } = renderHost('/a/orders')
    await user.keyboard('g')
    act(() => runner.run('customers.list'))
    await waitFor(() => expect(location()).toBe('/a/customers'))
    await user.keyboard('p')
    await waitFor(() => expect(location()).toBe('/a/products'))
  })
})

describe('accessibility', () => {
  it('has no serious or critical axe violations on the command list and on an argument page', async () => {
    const user = userEvent.setup({ delay: null })
    renderHost()
    await openPalette(user)
    await expectNoSeriousA11yViolations()
    await user.keyboard('crt prod{Enter}')
    expect(pageTitle()).toBe('Create product › Title')
    await user.keyboard('{Enter}')
    expect(within(palette()).getByRole('alert').textContent).toBe('Title is required')
    await expectNoSeriousA11yViolations()
    await user.keyboard('Hat{Enter}')
    expect(pageTitle()).toBe('Create product › Status')
    await expectNoSeriousA11yViolations()
    // Three axe scans of the whole palette (every command listed): a hang guard, not a speed check.
  }, 90_000)
})
