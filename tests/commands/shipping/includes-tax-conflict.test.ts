// Two operators: 'Set whether shipping option price includes tax' reads the option again before writing
// (the same read gives the requirements it sends back) and asks when another operator changed the setting.
import type { Region, ShippingOption } from '@medusajs/client-types'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { shippingDb } from '../../mocks/shipping/shipping'

const mock = withMockDb()
const seen = recordRequests()
const db = () => shippingDb(mock.db)
const europe = () => db().regions.find((r) => r.name === 'Europe') as Region
const standard = () => db().shippingOptions.find((o) => o.name === 'Standard Shipping' && o.region_id === europe().id && !o.deleted_at) as ShippingOption
/** The option's panel as the operator opened it (a copy: the server's later saves do not reach it). */
const onOption = (o: ShippingOption): CommandContext => ({
  ...emptyContext,
  flags: { tax_inclusive_pricing: true },
  focus: { kind: 'shipping-option', id: o.id, entity: { ...o, region: europe(), requirements: o.requirements ?? [] } },
})
const QUESTION = 'Standard Shipping: “Price includes tax” was changed by someone else since you opened this (now yes). Save your change anyway?'

beforeEach(() => {
  for (const flag of mock.db.featureFlags) if (flag.key === 'tax_inclusive_pricing') flag.value = true
})

describe('shipping-options.set-includes-tax when another operator saved the option meanwhile', () => {
  it('names the setting and its new value, sends nothing and keeps the answer; running it again saves', async () => {
    standard().includes_tax = false
    const ctx = onOption(standard())
    standard().includes_tax = true // the other operator's save
    const queryClient = createQueryClient()
    const run = await runCommand('shipping-options.set-includes-tax', { ctx, queryClient, answers: { includesTax: false } })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    expect(run.args).toMatchObject({ includesTax: false })
    expect(requestsOf(seen, 'POST', `/admin/shipping-options/${standard().id}`)).toEqual([])

    const again = await runCommand('shipping-options.set-includes-tax', { ctx, queryClient, answers: { includesTax: false } })
    expect(again.outcome).toMatchObject({ status: 'done', result: { message: 'Its price excludes tax' } })
    expect(standard().includes_tax).toBe(false)
    // One read per run: the comparison and the requirements sent back share it.
    expect(requestsOf(seen, 'GET', `/admin/shipping-options/${standard().id}`)).toHaveLength(2)
  })

  it('does not ask about a change to what it does not set', async () => {
    const option = standard()
    option.includes_tax = false
    const ctx = onOption(option)
    option.name = 'Standard Shipping (EU)'
    const run = await runCommand('shipping-options.set-includes-tax', { ctx, answers: { includesTax: true } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Shipping option Standard Shipping (EU) saved' } })
    expect(option.includes_tax).toBe(true)
  })
})
