import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { arg, type Choice } from '@/commands/core/args'
import { emptyContext } from '@/models/core/context'
import type { ItemOption } from '@/commands/core/items-arg'
import { ItemsPage } from '@/palette/pages/ItemsPage'
import { expectNoSeriousA11yViolations } from '../ui/axe'
import { TypeAhead } from '@/palette/typeAhead'

const rows: ItemOption[] = [
  { id: 'item_1', label: 'Medusa T-Shirt', max: 2, hint: '2 shipped' },
  { id: 'item_2', label: 'Tote Bag', max: 0, hint: 'all returned' },
  { id: 'item_3', label: 'Coffee Mug', max: 3, quantity: 1 },
]
const reasons: Choice[] = [
  { value: 'rr_1', label: 'Wrong size' },
  { value: 'rr_2', label: 'Arrived damaged' },
]

interface Setup {
  items?: () => readonly ItemOption[] | Promise<readonly ItemOption[]>
  reasons?: readonly Choice[]
  reasonRequired?: boolean
  notes?: boolean
  initialValue?: unknown
  initialText?: string
  error?: string
}

function renderPage(setup: Setup = {}) {
  const spec = arg.items({
    label: 'Items to return',
    items: setup.items ?? (() => rows),
    reasons: setup.reasons ? () => setup.reasons ?? [] : undefined,
    reasonRequired: setup.reasonRequired,
    notes: setup.notes,
  })
  if (spec.kind !== 'items') throw new Error('an items spec')
  const props = {
    onSubmit: vi.fn(),
    onReject: vi.fn(),
    onBack: vi.fn(),
    onDraft: vi.fn(),
  }
  render(
    <div role="dialog" aria-label="Palette">
      <ItemsPage
        spec={spec}
        ctx={emptyContext}
        args={{ orderId: 'order_1' }}
        queryClient={createQueryClient()}
        initialValue={setup.initialValue}
        initialText={setup.initialText ?? ''}
        error={setup.error}
        inputId="items-input"
        errorId="items-error"
        typeAhead={new TypeAhead()}
        {...props}
      />
    </div>,
  )
  return props
}

const quantity = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^Quantity of ${label}`) }) as HTMLInputElement

describe('ItemsPage', () => {
  it('loads the rows, labels every field with its maximum, and gives the first open row the keyboard', async () => {
    renderPage()
    expect(screen.getByRole('status').textContent).toBe('Loading items…')
    await waitFor(() => expect(document.activeElement).toBe(quantity('Medusa T-Shirt')))
    expect(screen.getByRole('group', { name: 'Items to return' })).toBeTruthy()
    expect(quantity('Medusa T-Shirt').getAttribute('aria-label')).toBe('Quantity of Medusa T-Shirt, at most 2')
    expect(quantity('Tote Bag').disabled).toBe(true)
    expect(screen.getByText('none left')).toBeTruthy()
    expect([quantity('Medusa T-Shirt').value, quantity('Coffee Mug').value]).toEqual(['0', '1'])
  })

  it('moves with j/k and the arrows (skipping locked rows), sets quantities by typing, +/- and Space', async () => {
    const user = userEvent.setup({ delay: null })
    renderPage()
    await waitFor(() => expect(document.activeElement).toBe(quantity('Medusa T-Shirt')))
    await user.keyboard('2')
    expect(quantity('Medusa T-Shirt').value).toBe('2')
    await user.keyboard('-')
    expect(quantity('Medusa T-Shirt').value).toBe('1')
    await user.keyboard('j')
    expect(document.activeElement).toBe(quantity('Coffee Mug'))
    await user.keyboard('+')
    expect(quantity('Coffee Mug').value).toBe('2')
    await user.keyboard(' ')
    expect(quantity('Coffee Mug').value).toBe('0')
    await user.keyboard(' ')
    expect(quantity('Coffee Mug').value).toBe('3')
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(quantity('Medusa T-Shirt'))
    await user.keyboard('k')
    expect(document.activeElement).toBe(quantity('Medusa T-Shirt'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(quantity('Coffee Mug'))
  })

  it('submits with Ctrl+Enter the rows that have a quantity, with a breadcrumb and a draft', async () => {
    const user = userEvent.setup({ delay: null })
    const props = renderPage()
    await waitFor(() => expect(document.activeElement).toBe(quantity('Medusa T-Shirt')))
    await user.keyboard('2{Control>}{Enter}{/Control}')
    expect(props.onReject).not.toHaveBeenCalled()
    expect(props.onSubmit).toHaveBeenCalledWith(
      [
        { item_id: 'item_1', quantity: 2 },
        { item_id: 'item_3', quantity: 1 },
      ],
      'Medusa T-Shirt × 2, Coffee Mug × 1',
      expect.stringContaining('"id":"item_1"'),
    )
  })

  it('shows a quantity over the maximum beside its row and refuses it, keeping the rows', async () => {
    const user = userEvent.setup({ delay: null })
    const props = renderPage()
    await waitFor(() => expect(document.activeElement).toBe(quantity('Medusa T-Shirt')))
    await user.keyboard('5')
    expect(quantity('Medusa T-Shirt').getAttribute('aria-invalid')).toBe('true')
    const describedBy = quantity('Medusa T-Shirt').getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('At most 2')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(props.onSubmit).not.toHaveBeenCalled()
    expect(props.onReject).toHaveBeenCalledWith('Medusa T-Shirt: at most 2', expect.stringContaining('"text":"5"'))
  })

  it('refuses choosing nothing', async () => {
    const user = userEvent.setup({ delay: null })
    const props = renderPage({ items: () => rows.map((r) => ({ ...r, quantity: 0 })) })
    await waitFor(() => expect(document.activeElement).toBe(quantity('Medusa T-Shirt')))
    await user.keyboard('{Enter}')
    expect(props.onReject).toHaveBeenCalledWith('Choose at least one item', expect.any(String))
  })

  it('offers a labelled reason and note per row, and wants a reason when required (claims)', async () => {
    const user = userEvent.setup({ delay: null })
    const props = renderPage({ reasons, reasonRequired: true, notes: true })
    await waitFor(() => expect(document.activeElement).toBe(quantity('Medusa T-Shirt')))
    await user.keyboard('1{Control>}{Enter}{/Control}')
    expect(props.onReject).toHaveBeenLastCalledWith('Medusa T-Shirt: choose a reason', expect.any(String))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for Medusa T-Shirt' }), 'Arrived damaged')
    await user.type(screen.getByRole('textbox', { name: 'Note for Medusa T-Shirt' }), 'Seam open')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    // The mug starts at 1: it needs its own reason too.
    expect(props.onReject).toHaveBeenLastCalledWith('Coffee Mug: choose a reason', expect.any(String))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for Coffee Mug' }), 'Wrong size')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(props.onSubmit).toHaveBeenCalledWith(
      [
        { item_id: 'item_1', quantity: 1, reason_id: 'rr_2', note: 'Seam open' },
        { item_id: 'item_3', quantity: 1, reason_id: 'rr_1' },
      ],
      'Medusa T-Shirt × 1, Coffee Mug × 1',
      expect.any(String),
    )
    expect(within(screen.getByRole('combobox', { name: 'Reason for Tote Bag' })).getByRole('option', { name: 'Choose a reason…' })).toBeTruthy()
  })

  it('starts from an earlier answer', async () => {
    renderPage({ initialValue: [{ item_id: 'item_1', quantity: 2 }] })
    await waitFor(() => expect(quantity('Medusa T-Shirt').value).toBe('2'))
    expect(quantity('Coffee Mug').value).toBe('0')
  })

  it('starts from the draft a failed run kept', async () => {
    const initialText = JSON.stringify([{ id: 'item_3', text: '3', reason: '', note: '' }])
    renderPage({ initialValue: [{ item_id: 'item_1', quantity: 2 }], initialText })
    await waitFor(() => expect(quantity('Coffee Mug').value).toBe('3'))
    expect(quantity('Medusa T-Shirt').value).toBe('2')
  })

  it('tells when the rows cannot be loaded, and goes back on Back', async () => {
    const user = userEvent.setup({ delay: null })
    const props = renderPage({ items: () => Promise.reject(new Error('Order with id: order_1 was not found')) })
    expect((await screen.findByRole('alert')).textContent).toBe('Order with id: order_1 was not found')
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(props.onBack).toHaveBeenCalled()
  })

  it('has no serious axe violations', async () => {
    renderPage({ reasons, notes: true })
    await waitFor(() => expect(document.activeElement).toBe(quantity('Medusa T-Shirt')))
    await expectNoSeriousA11yViolations()
  })
})
