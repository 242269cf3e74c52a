import type { Region, ShippingOption } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { isAvailable } from '@/commands/core/define'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { commandOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { shippingDb } from '../../mocks/shipping/shipping'

const mock = withMockDb()
const db = () => shippingDb(mock.db)
const europe = () => db().regions.find((r) => r.name === 'Europe') as Region
const option = (name: string) => db().shippingOptions.find((o) => o.name === name && o.region_id === europe().id && !o.deleted_at) as ShippingOption
const onOption = (o: ShippingOption, flags: Record<string, boolean> = { tax_inclusive_pricing: true }): CommandContext => ({
  ...emptyContext,
  flags,
  focus: { kind: 'shipping-option', id: o.id, entity: { ...o, region: europe(), requirements: o.requirements ?? [] } },
})
const flagOn = () => {
  for (const flag of mock.db.featureFlags) if (flag.key === 'tax_inclusive_pricing') flag.value = true
}

describe('shipping-options.set-includes-tax', () => {
  it('is offered only with the store’s tax_inclusive_pricing flag, and says so otherwise', () => {
    const command = commandOf('shipping-options.set-includes-tax')
    expect(command).toMatchObject({ group: 'Shipping', hotkey: 'i', scope: 'shipping-option' })
    expect(isAvailable(command, onOption(option('Standard Shipping'), {}))).toBe(false)
    expect(command.why?.(onOption(option('Standard Shipping'), {}))).toBe('Needs the store’s tax_inclusive_pricing feature flag')
    expect(isAvailable(command, onOption(option('Standard Shipping')))).toBe(true)
  })

  it('sets a shipping option’s price to include tax, its requirements kept', async () => {
    flagOn()
    const standard = option('Standard Shipping')
    const requirements = (standard.requirements ?? []).filter((r) => !r.deleted_at).map((r) => r.id)
    const run = await runCommand('shipping-options.set-includes-tax', { ctx: onOption(standard), answers: { includesTax: true } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Shipping option Standard Shipping saved', message: 'Its price includes tax' } })
    expect(option('Standard Shipping').includes_tax).toBe(true)
    expect((option('Standard Shipping').requirements ?? []).filter((r) => !r.deleted_at).map((r) => r.id)).toEqual(requirements)
  })

  it('does the same for a return option, named as one', async () => {
    flagOn()
    const run = await runCommand('shipping-options.set-includes-tax', { ctx: onOption(option('Return Shipping')), answers: { includesTax: true } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Return option Return Shipping saved' } })
  })

  it('tells Medusa’s refusal when the server has no such flag, keeping the answer', async () => {
    const run = await runCommand('shipping-options.set-includes-tax', { ctx: onOption(option('Standard Shipping')), answers: { includesTax: true } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'includes_tax should not exist' })
    expect(run.args).toMatchObject({ includesTax: true })
  })
})
