// Two operators: 'Set whether currency prices include tax' reads the store's currencies again before
// writing and asks when another operator changed the currency's setting since the prompt opened.
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { storeDb } from '../../mocks/store/store'

const mock = withMockDb()
const seen = recordRequests()
const currency = (code: string) => {
  const found = storeDb(mock.db).currencies.find((c) => c.code === code)
  if (!found) throw new Error(`no currency ${code}`)
  return found
}
/** The currency's row as the store section showed it (a copy: the server's later saves do not reach it). */
const onCurrency = (code: string): CommandContext => ({
  ...emptyContext,
  flags: { tax_inclusive_pricing: true },
  focus: { kind: 'currency', id: code, entity: { ...currency(code), id: code } },
})
const QUESTION = 'EUR: “Prices in this currency include tax” was changed by someone else since you opened this (now yes). Save your change anyway?'

beforeEach(() => {
  for (const flag of mock.db.featureFlags) if (flag.key === 'tax_inclusive_pricing') flag.value = true
})

describe('currencies.edit-includes-tax when another operator saved the currency meanwhile', () => {
  it('names the setting and its new value, sends nothing and keeps the answer; running it again saves', async () => {
    const ctx = onCurrency('eur')
    currency('eur').includes_tax = true // the other operator's save
    const queryClient = createQueryClient()
    const run = await runCommand('currencies.edit-includes-tax', { ctx, queryClient, answers: { includesTax: false } })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    expect(run.args).toMatchObject({ code: 'eur', includesTax: false })
    expect(requestsOf(seen, 'POST', '/admin/currencies/eur')).toEqual([])
    expect(currency('eur').includes_tax).toBe(true)

    const again = await runCommand('currencies.edit-includes-tax', { ctx, queryClient, answers: { includesTax: false } })
    expect(again.outcome).toMatchObject({ status: 'done', result: { title: 'EUR saved', message: 'Prices exclude tax' } })
    expect(currency('eur').includes_tax).toBe(false)
  })

  it('does not ask about another currency’s change, nor about the same change made by both', async () => {
    const ctx = onCurrency('eur')
    currency('usd').includes_tax = true
    currency('eur').name = 'Euro (EU)'
    expect((await runCommand('currencies.edit-includes-tax', { ctx, answers: { includesTax: true } })).outcome).toMatchObject({ status: 'done' })
    expect(currency('eur').includes_tax).toBe(true)

    const later = onCurrency('eur')
    currency('eur').includes_tax = false
    expect((await runCommand('currencies.edit-includes-tax', { ctx: later, answers: { includesTax: false } })).outcome).toMatchObject({ status: 'done' })
  })
})
