import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import qs from 'qs'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import DiscountsArea from '@/panels/discounts/DiscountsArea'
import { recordRequests } from '../../commands/harness'
import { discountByCode } from '../../commands/discounts/context'
import { withMockDb } from '../../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { clickWhenEnabled, renderArea } from '../renderArea'

const mock = withMockDb()
const seen = recordRequests()

beforeEach(() => localStorage.clear())

const renderDiscounts = (path = '/a/discounts') => renderArea('discounts', <DiscountsArea />, path)

const grid = () => screen.getByRole('grid', { name: 'Discounts' })
const rowOf = (code: string) => screen.getByText(code, { selector: 'strong' }).closest('tr') as HTMLElement
const codes = () => Array.from(grid().querySelectorAll('tbody tr[data-row-id] strong')).map((s) => s.textContent)
const listQueries = () => seen.filter((r) => r.method === 'GET' && r.path === '/admin/discounts').map((r) => qs.parse(r.query.toString()))
const palette = () => screen.getByRole('dialog')
const pageTitle = () => within(palette()).getByRole('heading', { level: 2 }).textContent

describe('discounts table', () => {
  it('shows each rule as operators read it, with usage, dates and a status', async () => {
    renderDiscounts()
    await screen.findByText('WELCOME10')
    expect(within(rowOf('WELCOME10')).getByText('10 %')).toBeDefined()
    expect(within(rowOf('WELCOME10')).getByText('Order total')).toBeDefined()
    expect(within(rowOf('WELCOME10')).getByText('active')).toBeDefined()
    expect(within(rowOf('TENOFF')).getByText(`${formatMoney(1000, 'eur')} off`)).toBeDefined()
    expect(within(rowOf('TENOFF')).getByText('12 / 200')).toBeDefined()
    expect(within(rowOf('FREESHIP')).getByText('Free shipping')).toBeDefined()
    expect(within(rowOf('WINTER20')).getByText('expired')).toBeDefined()
    expect(within(rowOf('BFCM25')).getByText('disabled')).toBeDefined()
    expect(within(rowOf('VIP')).getByText('Dynamic')).toBeDefined()
    expect(within(rowOf('VIP-ANNA')).getByText('Generated code')).toBeDefined()
    expect(listQueries()[0]).toMatchObject({ order: '-created_at', expand: 'rule,rule.conditions,regions' })
  })

  it('filters disabled and dynamic on the server, and dates on this page only, saying so', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderDiscounts()
    await screen.findByText('WELCOME10')
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'disabled')
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ is_disabled: 'true' }))
    await waitFor(() => expect(codes()).toEqual(['BFCM25']))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'expired')
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ is_disabled: 'false' }))
    await waitFor(() => expect(codes()).toEqual(['VIP-BEN', 'VIP-ANNA', 'WINTER20']))
    expect(screen.getByRole('note').textContent).toContain('narrow the rows of this page only')
    expect(location()).toContain('status=expired')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dynamic' }), 'true')
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ is_dynamic: 'true', is_disabled: 'false' }))
    await waitFor(() => expect(codes()).toEqual(['VIP-BEN', 'VIP-ANNA']))
  })

  it('asks the server for codes matching the search', async () => {
    const user = userEvent.setup({ delay: null })
    renderDiscounts()
    await screen.findByText('WELCOME10')
    await user.type(screen.getByRole('searchbox', { name: 'Search discount codes' }), 'vip')
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ q: 'vip' }))
    await waitFor(() => expect(codes()).toEqual(['VIP-BEN', 'VIP-ANNA', 'VIP']))
  })
})

describe('discount detail', () => {
  it('shows the rule, validity, usage, regions and each condition with its resources by name', async () => {
    const summer = discountByCode(mock.db, 'SUMMER15')
    renderDiscounts(`/a/discounts/${summer.id}`)
    const article = await screen.findByRole('article', { name: 'SUMMER15' })
    expect(within(article).getByText('15% off the Summer Collection')).toBeDefined()
    expect(within(article).getByText('Europe')).toBeDefined()
    expect(within(article).getByText('United Kingdom')).toBeDefined()
    expect(within(article).getByText('Collections in')).toBeDefined()
    expect(await within(article).findByText('Summer Collection')).toBeDefined()
    const conditionRequest = seen.find((r) => r.path.includes('/conditions/'))
    expect(conditionRequest?.query.get('expand')).toBe('product_collections')
  })

  it("opens the palette at each button's command, on the first prompt the panel cannot answer", async () => {
    const user = userEvent.setup({ delay: null })
    renderDiscounts(`/a/discounts/${discountByCode(mock.db, 'SUMMER15').id}`)
    const article = await screen.findByRole('article', { name: 'SUMMER15' })
    await within(article).findByText('Summer Collection')
    const firstPage: Record<string, string> = {
      'Edit discount': 'Edit discount › Code',
      'Disable discount': 'Disable discount',
      'Delete discount': 'Delete discount',
      'Add region to discount': 'Add region to discount › Region',
      'Remove region from discount': 'Remove region from discount',
      'Add condition to discount': 'Add condition to discount › Applies to',
      'Add to discount condition': 'Add to discount condition › Add (pick by name)',
      'Remove from discount condition': 'Remove from discount condition › Remove (pick by name)',
      'Delete discount condition': 'Delete discount condition',
    }
    const buttons = within(article).getAllByRole('button')
    for (const button of buttons) {
      const name = button.getAttribute('aria-label') ?? button.textContent ?? ''
      const title = Object.keys(firstPage).find((t) => name === t || name.startsWith(`${t}:`))
      expect(title, `button ${name} runs a registered command`).toBeDefined()
      await clickWhenEnabled(user, button)
      await screen.findByRole('dialog')
      expect(pageTitle()).toBe(firstPage[title ?? ''])
      if (name === 'Delete discount') expect(within(palette()).getByText('Delete 1 discount: SUMMER15 (never used)? This cannot be undone.')).toBeDefined()
      if (name === 'Remove region from discount: United Kingdom') {
        expect(within(palette()).getByText('Remove United Kingdom from SUMMER15? Its customers can no longer use the code.')).toBeDefined()
      }
      await user.keyboard('{Escape}{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
    }
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([])
  }, 60_000)

  it('disables the discount from its panel with a click and a confirm', async () => {
    const user = userEvent.setup({ delay: null })
    const welcome = discountByCode(mock.db, 'WELCOME10')
    renderDiscounts(`/a/discounts/${welcome.id}`)
    const article = await screen.findByRole('article', { name: 'WELCOME10' })
    await user.click(within(article).getByRole('button', { name: 'Disable discount' }))
    expect(within(palette()).getByText('Disable WELCOME10? Customers can no longer use it until it is enabled again.')).toBeDefined()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(discountByCode(mock.db, 'WELCOME10').is_disabled).toBe(true))
    expect(await within(article).findByRole('button', { name: 'Enable discount' })).toBeDefined()
  })

  it('says how long each code of a dynamic discount lives', async () => {
    renderDiscounts(`/a/discounts/${discountByCode(mock.db, 'VIP').id}`)
    const article = await screen.findByRole('article', { name: 'VIP' })
    expect(within(article).getByText('90 days')).toBeDefined()
  })

  it('shows a missing discount as not found', async () => {
    renderDiscounts('/a/discounts/disc_404')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Discount not found')
  })
})

describe('accessibility', () => {
  it('has no serious or critical axe violations with the table, filters and a discount open', async () => {
    const user = userEvent.setup({ delay: null })
    renderDiscounts(`/a/discounts/${discountByCode(mock.db, 'SUMMER15').id}`)
    await screen.findByRole('article', { name: 'SUMMER15' })
    await screen.findByText('WELCOME10')
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await expectNoSeriousA11yViolations()
  })
})
