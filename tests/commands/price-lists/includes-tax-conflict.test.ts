// Two operators: 'Set whether price list prices include tax' reads the list again before writing and
// asks when another operator changed the setting since the prompt opened.
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { onPriceList } from './context'

const mock = withMockDb()
const seen = recordRequests()
const db = () => mock.db as PriceListsMockDb
const onList = (name: string) => ({ ...onPriceList(db(), name), flags: { tax_inclusive_pricing: true } })
const stored = (name: string) => {
  const found = db().priceLists.find((l) => l.name === name && !l.deleted_at)
  if (!found) throw new Error(`no price list ${name}`)
  return found
}
const QUESTION = 'Summer Sale: “Prices of this list include tax” was changed by someone else since you opened this (now yes). Save your change anyway?'

beforeEach(() => {
  for (const flag of mock.db.featureFlags) if (flag.key === 'tax_inclusive_pricing') flag.value = true
})

describe('price-lists.set-includes-tax when another operator saved the list meanwhile', () => {
  it('names the setting and its new value, sends nothing and keeps the answer; running it again saves', async () => {
    stored('Summer Sale').includes_tax = false
    const ctx = onList('Summer Sale')
    stored('Summer Sale').includes_tax = true // the other operator's save
    const queryClient = createQueryClient()
    const run = await runCommand('price-lists.set-includes-tax', { ctx, queryClient, answers: { includesTax: false } })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    expect(run.args).toMatchObject({ includesTax: false })
    expect(requestsOf(seen, 'POST', /^\/admin\/price-lists\//)).toEqual([])

    const again = await runCommand('price-lists.set-includes-tax', { ctx, queryClient, answers: { includesTax: false } })
    expect(again.outcome).toMatchObject({ status: 'done', result: { message: 'Its prices exclude tax' } })
    expect(stored('Summer Sale').includes_tax).toBe(false)
  })

  it('does not ask about a change to what it does not set', async () => {
    stored('Summer Sale').includes_tax = false
    const ctx = onList('Summer Sale')
    stored('Summer Sale').description = 'Changed by another operator'
    const run = await runCommand('price-lists.set-includes-tax', { ctx, answers: { includesTax: true } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { message: 'Its prices include tax' } })
    expect(stored('Summer Sale')).toMatchObject({ includes_tax: true, description: 'Changed by another operator' })
  })
})
