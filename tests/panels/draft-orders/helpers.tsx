import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { beforeEach, expect } from 'vitest'
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

/**
 * Clicks a command button once it is enabled: a panel's buttons are disabled until its record is the
 * commands' context, and a click on a disabled button does nothing (on a loaded machine that can be
 * after the test found the button).
 */
export async function clickWhenEnabled(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 })
  await user.click(button)
}
export const pageTitle = () => within(palette()).getByRole('heading', { level: 2 }).textContent

/** A table's body rows as the text of their cells (the checkbox cell, when any, is empty). */
export function rowTexts(grid: HTMLElement): string[][] {
  return [...grid.querySelectorAll('tbody tr[data-row-id]')].map((row) =>
    [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? '').filter(Boolean),
  )
}

export const currency = (amount: number, code: string) => new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).format(amount)
