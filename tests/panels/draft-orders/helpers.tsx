import { screen, within } from '@testing-library/react'
import { beforeEach } from 'vitest'
import { draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { withMockDb, type MockDbAccess } from '../../mocks/handlers'
import { orderEditHandlers } from '../../mocks/order-edits/order-edits'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'

/** msw over a fresh db with orders, draft orders and order edits, for each test. */
export function withAreaDb(): MockDbAccess {
  const access = withMockDb()
  beforeEach(() => {
    localStorage.clear()
    server.use(...draftOrderHandlers(access.db), ...orderEditHandlers(access.db), ...orderHandlers(access.db))
  })
  return access
}

export const palette = () => screen.getByRole('dialog')
export const pageTitle = () => within(palette()).getByRole('heading', { level: 2 }).textContent

/** A table's body rows as the text of their cells (the checkbox cell, when any, is empty). */
export function rowTexts(grid: HTMLElement): string[][] {
  return [...grid.querySelectorAll('tbody tr[data-row-id]')].map((row) =>
    [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? '').filter(Boolean),
  )
}

export const currency = (amount: number, code: string) => new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).format(amount)
