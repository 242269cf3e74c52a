import type { Discount } from '@medusajs/client-types'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { Provider } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { focusAtom } from '@/atoms/core/context'
import { createAppStore } from '@/atoms/core/query'
import { generateCodes, setImportPreviewAtom } from '@/atoms/discounts/codes'
import { CommandHost } from '@/palette/CommandHost'
import { DynamicCodes } from '@/panels/discounts/DynamicCodes'
import { Toaster } from '@/ui/Toaster'
import { TooltipProvider } from '@/ui/TooltipProvider'
import { CODE_FIELDS } from '@/atoms/discounts/code-pages'
import { recordRequests, requestsOf } from '../../commands/harness'
import type { DiscountsMockDb } from '../../mocks/discounts/discounts'
import { newDiscount } from '../../mocks/discounts/seed'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { expectNoSeriousA11yViolations } from '../../ui/axe'

const mock = withMockDb()
const db = () => mock.db as DiscountsMockDb
const seen = recordRequests()

beforeEach(() => localStorage.clear())

function vip(): Discount {
  const d = db().discounts.find((x) => x.code === 'VIP')
  if (!d) throw new Error('no VIP')
  return { ...d, regions: [] } as unknown as Discount
}

/** The section as the discount panel renders it, with the discount focused (as RecordDetail does). */
function renderCodes(discount: Discount = vip()) {
  const store = createAppStore()
  store.set(focusAtom, { kind: 'discount', id: discount.id, entity: discount })
  const router = createMemoryRouter([{ path: '/a/discounts/:id', element: <><main><DynamicCodes discount={discount} /></main><CommandHost /></> }], {
    initialEntries: [`/a/discounts/${discount.id}`],
  })
  render(
    <Provider store={store}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </Provider>,
  )
  return { store }
}

const grid = () => screen.getByRole('grid', { name: 'Codes of VIP' })
const shownCodes = () => Array.from(grid().querySelectorAll('tbody tr[data-row-id]'), (row) => row.getAttribute('data-row-id'))
const codeRequests = () => requestsOf(seen, 'GET', '/admin/discounts').map((r) => Object.fromEntries(r.query))

/** 120 more codes of VIP: VIPX-00001…VIPX-00120 (122 with VIP-ANNA and VIP-BEN). */
function manyCodes() {
  const parent = db().discounts.find((d) => d.code === 'VIP')
  if (!parent) throw new Error('no VIP')
  for (let i = 1; i <= 120; i += 1) {
    newDiscount(db(), { code: `VIPX-${String(i).padStart(5, '0')}`, rule: parent.rule, is_dynamic: true, parent_discount_id: parent.id })
  }
}

describe('<DynamicCodes>', () => {
  it('lists the discount’s codes with their usage, and nothing for a plain discount', async () => {
    renderCodes()
    const row = (await screen.findByText('VIP-ANNA')).closest('tr') as HTMLElement
    expect(within(row).getByText('0')).toBeDefined()
    expect(within(row).getByText('1')).toBeDefined()
    expect(grid().querySelectorAll('tbody tr[data-row-id]')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Dynamic codes (2)' })).toBeDefined()
    await expectNoSeriousA11yViolations()
  })

  it('renders nothing for a discount that is not dynamic, and asks nothing', () => {
    const plain = { ...vip(), is_dynamic: false, code: 'PLAIN' }
    renderCodes(plain)
    expect(screen.queryByRole('heading', { name: /Dynamic codes/ })).toBeNull()
    expect(codeRequests()).toEqual([])
  })

  it('shows the first page of many codes from one request, with the count known so far', async () => {
    manyCodes()
    renderCodes()
    await screen.findByText('VIP-ANNA')
    // The table paints its first rows, then the rest a frame later.
    await waitFor(() => expect(shownCodes()).toHaveLength(50))
    expect(screen.getByRole('heading', { name: 'Dynamic codes (at least 63)' })).toBeDefined()
    expect(screen.getByText('Showing 1–50 of at least 63')).toBeDefined()
    expect(codeRequests()).toEqual([{ is_dynamic: 'true', order: 'code', fields: CODE_FIELDS, expand: '', offset: '0', limit: '64' }])
  })

  it('reads the next page from where the first ended, and the last one tells the exact count', async () => {
    const user = userEvent.setup({ delay: null })
    manyCodes()
    renderCodes()
    await screen.findByText('VIP-ANNA')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(shownCodes()[0]).toBe('VIPX-00049'))
    expect(codeRequests().map((r) => [r.offset, r.limit])).toEqual([['0', '64'], ['51', '64']])
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(shownCodes()).toHaveLength(22))
    expect(screen.getByRole('heading', { name: 'Dynamic codes (122)' })).toBeDefined()
    expect(screen.getByText('Showing 101–122 of 122')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true)
  })

  it('searches on the server', async () => {
    const user = userEvent.setup({ delay: null })
    manyCodes()
    renderCodes()
    await screen.findByText('VIP-ANNA')
    await user.type(screen.getByRole('searchbox', { name: 'Search codes of VIP' }), 'vipx-0011{Enter}')
    await waitFor(() => expect(shownCodes()).toEqual(Array.from({ length: 10 }, (_, i) => `VIPX-0011${i}`)))
    expect(screen.getByText('Showing 1–10 of 10')).toBeDefined()
    expect(codeRequests().at(-1)).toEqual({ is_dynamic: 'true', q: 'vipx-0011', order: 'code', fields: CODE_FIELDS, expand: '', offset: '0', limit: '64' })
  })

  it('deletes the selected codes after a confirm that names them', async () => {
    const user = userEvent.setup({ delay: null })
    renderCodes()
    const row = (await screen.findByText('VIP-BEN')).closest('tr') as HTMLElement
    expect(screen.getByRole('button', { name: 'Delete dynamic codes: 0 selected' }).hasAttribute('disabled')).toBe(true)
    await user.click(within(row).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Delete dynamic codes: 1 selected' }))
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 })
    expect(within(dialog).getByText('Delete 1 code of VIP: VIP-BEN?')).toBeDefined()
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(db().discounts.find((d) => d.code === 'VIP-BEN')?.deleted_at).toBeTruthy())
    await waitFor(() => expect(screen.queryByText('VIP-BEN')).toBeNull())
  })

  it('shows the live count of a job, then its Download button', async () => {
    const { store } = renderCodes()
    await screen.findByText('VIP-ANNA')
    // Every code request waits until the test lets them through: the running count is seen for sure.
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(http.post(`${BASE}/admin/discounts/:id/dynamic-codes`, async () => {
      await gate
      return undefined
    }))
    const { done } = generateCodes({ id: vip().id, code: 'VIP' }, { prefix: 'LIVE', count: 6 }, { store, queryClient: store.get(queryClientAtom) })
    expect(await screen.findByText('Creating codes 0/6')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Cancel creating codes' })).toBeDefined()
    release()
    await done
    // The job's line says so (and so does a toast).
    expect(await within(screen.getByRole('list', { name: 'Background work' })).findByText('Done: 6 of 6 codes created')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Download created codes as CSV' })).toBeDefined()
    await waitFor(() => expect(grid().querySelectorAll('tbody tr[data-row-id]')).toHaveLength(8))
  })

  it('shows an import’s preview with line numbers and outcomes, and a button to create the new codes', async () => {
    const { store } = renderCodes()
    store.set(setImportPreviewAtom, vip().id, {
      parentId: vip().id,
      fileName: 'codes.csv',
      rows: [
        { line: 2, code: 'NEW-ONE', status: 'new' },
        { line: 3, code: 'WELCOME10', status: 'exists', reason: 'Already exists' },
      ],
    })
    const table = await screen.findByRole('table', { name: 'Codes in codes.csv' })
    expect(within(table).getByText('Already exists')).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Preview of codes.csv: 1 new, 1 already exist, 0 invalid' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Create the previewed codes: 1 new' }).hasAttribute('disabled')).toBe(false)
    await expectNoSeriousA11yViolations()
  })
})
