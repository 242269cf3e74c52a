import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import qs from 'qs'
import { describe, expect, it } from 'vitest'
import { orderEdits } from '@/api/admin/order-edits'
import { formatMoney } from '@/api/money'
import { ORDER_EDIT_LIST_EXPAND, ORDER_EDIT_LIST_FIELDS } from '@/atoms/order-edits/keys'
import OrderEditsArea from '@/panels/order-edits/OrderEditsArea'
import { recordRequests } from '../../commands/harness'
import { seedOrderEdits } from '../../mocks/order-edits/order-edits'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { palette, pageTitle, rowTexts, withAreaDb } from '../draft-orders/helpers'
import { clickWhenEnabled, renderArea } from '../renderArea'
import { loadStoreFlags } from '../../support/storeFlags'

const mock = withAreaDb()
const seen = recordRequests()
const SLOW = { timeout: 10_000 }

/** The area as the dashboard shows it: the store's flags loaded (its commands need order_editing). */
const renderEdits = async (path = '/a/order-edits') => {
  const rendered = renderArea('order-edits', <OrderEditsArea />, path)
  await loadStoreFlags(rendered.store)
  return rendered
}
const grid = () => screen.getByRole('grid', { name: 'Order edits' })
const listQueries = () => seen.filter((r) => r.method === 'GET' && r.path === '/admin/order-edits').map((r) => qs.parse(r.query.toString()))
const section = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '')
const eur = (amount: number) => formatMoney(amount, 'eur')
const orderId = (displayId: number) => seedOrderEdits(mock.db).orders.find((o) => o.display_id === displayId)?.id ?? ''

describe('order edits table', () => {
  it('lists the edits newest first: order number, status, who created it, how many changes, note', async () => {
    await renderEdits()
    await screen.findByText('Fewer mugs', {}, SLOW)
    await screen.findAllByText('Ada Lovelace')
    expect(rowTexts(grid()).map((r) => r.slice(0, 5))).toEqual([
      ['#1041', 'declined', 'Ada Lovelace', '1', 'Fewer mugs'],
      ['#1043', 'canceled', 'Ada Lovelace', '1', 'Add a T-shirt (the customer changed their mind)'],
      ['#1049', 'requested', 'Ada Lovelace', '1', 'Three mugs for the office'],
      ['#1046', 'created', 'Ada Lovelace', '2', 'Customer wants a second hoodie and a T-shirt'],
      ['#1032', 'confirmed', 'Ada Lovelace', '1', 'Customer asked for a second unit'],
    ])
    expect(listQueries()).toEqual([{ fields: ORDER_EDIT_LIST_FIELDS, expand: ORDER_EDIT_LIST_EXPAND, limit: '20', offset: '0' }])
  })
})

describe('order edit detail', () => {
  it("shows each change before and after, and the order's totals beside the edit's", async () => {
    await renderEdits('/a/order-edits/oe_2')
    const article = await screen.findByRole('article', { name: 'Edit of order #1046' }, SLOW)
    const changes = within(article).getByRole('table', { name: 'Changes of the order, before and after the edit' })
    expect(within(changes).getAllByRole('row').slice(1).map((r) => cells(r).slice(0, 4))).toEqual([
      ['Medusa Hoodie · S / Grey', 'Quantity changed', `1 × ${eur(3950)} = ${eur(3950)}`, `2 × ${eur(3950)} = ${eur(7900)}`],
      ['Medusa T-Shirt · S / Black', 'Added', 'Not on the order', `1 × ${eur(1950)} = ${eur(1950)}`],
    ])
    const totals = await within(article).findByRole('table', { name: 'Totals before and after the edit' })
    // Before: the hoodie (39.50) and shipping (8.00) with 19 % tax; after: two hoodies and a T-shirt.
    await waitFor(() => expect(cells(within(totals).getAllByRole('row')[6] as HTMLElement)).toEqual(['Total', eur(5653), eur(12674), `+${eur(7021)}`]))
    expect(cells(within(totals).getAllByRole('row')[1] as HTMLElement)).toEqual(['Subtotal', eur(3950), eur(9850), `+${eur(5900)}`])
    expect(within(section('Totals (EUR)')).getByText(`+${eur(7021)}`, { selector: 'strong' })).toBeTruthy()
    expect(within(article).getByText('Customer wants a second hoodie and a T-shirt')).toBeTruthy()
    expect(within(article).getByRole('link', { name: 'Open order #1046' }).getAttribute('href')).toBe(`/a/orders/${orderId(1046)}`)
  })

  it('shows a removed line with what the order had and nothing after', async () => {
    const { order_edit } = await orderEdits.create({ order_id: orderId(1022) })
    const tote = order_edit.items?.find((i) => i.title === 'Medusa Tote Bag')
    await orderEdits.removeItem(order_edit.id, tote?.id ?? '')
    await renderEdits(`/a/order-edits/${order_edit.id}`)
    const article = await screen.findByRole('article', { name: 'Edit of order #1022' }, SLOW)
    const changes = within(article).getByRole('table', { name: 'Changes of the order, before and after the edit' })
    const gbp = (amount: number) => formatMoney(amount, 'gbp')
    expect(cells(within(changes).getAllByRole('row')[1] as HTMLElement).slice(0, 4)).toEqual([
      'Medusa Tote Bag · Default', 'Removed', `1 × ${gbp(1290)} = ${gbp(1290)}`, 'Removed',
    ])
    expect(within(section('Items after the edit (1)')).getByRole('rowheader').textContent).toBe('Medusa Coffee Mug · One Size')
  })

  it(
    "opens the palette at each button's command, on the first page the panel cannot answer",
    async () => {
      const user = userEvent.setup({ delay: null })
      await renderEdits('/a/order-edits/oe_2')
      const article = await screen.findByRole('article', { name: 'Edit of order #1046' }, SLOW)
      const toolbar = within(article).getByRole('toolbar', { name: 'Order edit actions' })
      await waitFor(() => expect((within(toolbar).getByRole('button', { name: 'Confirm order edit' }) as HTMLButtonElement).disabled).toBe(true))
      const pages: Array<[HTMLElement, string, string]> = [
        [toolbar, 'Edit order edit note', 'Edit order edit note › Internal note'],
        [toolbar, 'Add item to order edit', 'Add item to order edit › Variant'],
        [toolbar, 'Request confirmation of order edit', 'Request confirmation of order edit'],
        [toolbar, 'Cancel order edit', 'Cancel order edit'],
        [toolbar, 'Delete order edit', 'Delete order edit'],
        [section('Changes (2)'), 'Change item quantity in order edit: Medusa Hoodie · S / Grey', 'Change item quantity in order edit › Quantity'],
        [section('Changes (2)'), 'Undo order edit change: Added Medusa T-Shirt · S / Black', 'Undo order edit change'],
        [section('Items after the edit (2)'), 'Remove item in order edit: Medusa Hoodie · S / Grey', 'Remove item in order edit'],
      ]
      for (const [where, name, title] of pages) {
        await clickWhenEnabled(user, within(where).getByRole('button', { name }))
        // The palette's code may still be loading: wait for its page, not just for a dialog.
        await waitFor(() => expect(pageTitle()).toBe(title), SLOW)
        if (name === 'Edit order edit note') expect((document.activeElement as HTMLTextAreaElement).value).toBe('Customer wants a second hoodie and a T-shirt')
        if (name.startsWith('Change item quantity')) expect((document.activeElement as HTMLInputElement).value).toBe('2')
        if (name.startsWith('Undo')) expect(within(palette()).getByText('Undo “Added Medusa T-Shirt · S / Black × 1”?')).toBeTruthy()
        if (name === 'Delete order edit') {
          expect(within(palette()).getByText('Delete the edit of order #1046 and all its changes? The order stays as it is.')).toBeTruthy()
        }
        await user.keyboard('{Escape}{Escape}')
        expect(screen.queryByRole('dialog')).toBeNull()
      }
      expect(seen.filter((r) => r.method !== 'GET')).toEqual([])
    },
    60_000,
  )

  it(
    'confirms a requested edit from its panel: the status and the buttons change',
    async () => {
      const user = userEvent.setup({ delay: null })
      await renderEdits('/a/order-edits/oe_3')
      const article = await screen.findByRole('article', { name: 'Edit of order #1049' }, SLOW)
      const confirm = within(article).getByRole('button', { name: 'Confirm order edit' })
      await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false))
      await user.click(confirm)
      expect(await within(document.body).findByText("Confirm the edit of order #1049? The order's items change now.", {}, SLOW)).toBeTruthy()
      await user.keyboard('{Enter}')
      expect(await screen.findByText('Order edit confirmed', {}, SLOW)).toBeTruthy()
      await waitFor(() => expect(within(article).getByText('confirmed', { selector: 'span' })).toBeTruthy())
      await waitFor(() => expect((within(article).getByRole('button', { name: 'Confirm order edit' }) as HTMLButtonElement).disabled).toBe(true))
      expect(seedOrderEdits(mock.db).orders.find((o) => o.display_id === 1049)?.items?.[0]?.quantity).toBe(3)
    },
    60_000,
  )
})

describe('accessibility', () => {
  it('has no serious or critical axe violations with the table and an edit open', async () => {
    await renderEdits('/a/order-edits/oe_2')
    await screen.findByRole('article', { name: 'Edit of order #1046' }, SLOW)
    await screen.findByText('Fewer mugs', {}, SLOW)
    await expectNoSeriousA11yViolations()
  })
})
