import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { columnsStorageKey } from '@/panels/shared/table'
import { columnsThatFit } from '@/panels/shared/table/useColumnsThatFit'
import { renderPanel } from './fixtures'

describe('columnsThatFit', () => {
  const columns = [
    { id: 'a', width: 100 },
    { id: 'b', width: 200 },
    { id: 'c', width: 100 },
    { id: 'd', width: 150 },
  ]

  it('hides the last columns first until the rest fits, and never the first', () => {
    expect(columnsThatFit(columns, 1000)).toEqual([])
    expect(columnsThatFit(columns, 400, 32)).toEqual(['d', 'c'])
    expect(columnsThatFit(columns, 50)).toEqual(['d', 'c', 'b'])
  })

  it('counts a column not measured yet as fitting', () => {
    expect(columnsThatFit([{ id: 'a', width: 100 }, { id: 'b', width: undefined }], 100)).toEqual([])
  })
})

/**
 * The test DOM lays nothing out: header cells measure as the widths below (the checkbox column 32 px),
 * the table as the sum of its header cells, and the grid's scroll box as `boxWidth`. The resize
 * observer is one the test fires.
 */
const HEADER_WIDTHS: Record<string, number> = { Order: 80, Customer: 200, Total: 100, Date: 150 }
let boxWidth = 1000
const observers: Array<() => void> = []

function headerWidth(th: HTMLElement): number {
  const label = th.textContent?.replace(/[▲▼↕]/g, '').trim() ?? ''
  return HEADER_WIDTHS[label] ?? 32
}

beforeEach(() => {
  localStorage.clear()
  boxWidth = 1000
  observers.length = 0
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(() => this.callback())
      }
      unobserve() {}
      disconnect() {}
    },
  )
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TH' ? headerWidth(this) : 0
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.firstElementChild?.tagName === 'TABLE' ? boxWidth : 0
  })
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    if (this.tagName !== 'TABLE') return 0
    return [...this.querySelectorAll<HTMLElement>('thead tr:last-child > th')].reduce((sum, th) => sum + headerWidth(th), 0)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim()).filter(Boolean)
function resize(width: number) {
  boxWidth = width
  act(() => observers.forEach((fire) => fire()))
}

describe('a table narrower than its columns (a record open beside it)', () => {
  it('hides the right-hand columns that do not fit, says so, and shows them again when there is room', () => {
    renderPanel()
    expect(headers()).toEqual(['Order', 'Customer', 'Total', 'Date'])

    // 32 + 80 + 200 = 312 fits in 400; with Total (100) it would not.
    resize(400)
    expect(headers()).toEqual(['Order', 'Customer'])
    const toolbar = screen.getByRole('grid', { name: 'Orders' }).closest('div')!.parentElement!
    expect(within(toolbar).getByText('2 columns hidden to fit')).toBeTruthy()

    resize(1000)
    expect(headers()).toEqual(['Order', 'Customer', 'Total', 'Date'])
    expect(screen.queryByText(/hidden to fit/)).toBeNull()
  })

  it('keeps every column of a table inside a record panel (not an area list): it scrolls sideways', () => {
    renderPanel({ fitColumns: false })
    resize(300)
    expect(headers()).toEqual(['Order', 'Customer', 'Total', 'Date'])
    expect(screen.queryByText(/hidden to fit/)).toBeNull()
  })

  it('lets the operator’s column choice decide: a column they hid leaves room for the next ones', () => {
    localStorage.setItem(columnsStorageKey('orders'), JSON.stringify({ email: false }))
    renderPanel()
    // Without Customer: 32 + 80 + 100 + 150 = 362 fits in 400, so Total and Date stay.
    resize(400)
    expect(headers()).toEqual(['Order', 'Total', 'Date'])
    resize(300)
    expect(headers()).toEqual(['Order', 'Total'])
    expect(screen.getByText('1 column hidden to fit')).toBeTruthy()
    // The remembered choice is the operator's, not what fitting hid.
    expect(JSON.parse(localStorage.getItem(columnsStorageKey('orders')) ?? '{}')).toEqual({ email: false })
  })
})
