import { describe, expect, it } from 'vitest'
import { isAvailable } from '@/commands/core/define'
import { commandOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import type { PriceListsMockDb } from '../../mocks/price-lists/price-lists'
import { onPriceList } from './context'

const mock = withMockDb()
const db = () => mock.db as PriceListsMockDb
const onList = (name: string, flags: Record<string, boolean> = { tax_inclusive_pricing: true }) => ({ ...onPriceList(db(), name), flags })
const stored = (name: string) => db().priceLists.find((l) => l.name === name && !l.deleted_at)

describe('price-lists.set-includes-tax', () => {
  it('is offered only with the store’s tax_inclusive_pricing flag', () => {
    const command = commandOf('price-lists.set-includes-tax')
    expect(command).toMatchObject({ group: 'Price lists', hotkey: 'i', scope: 'price-list' })
    expect(isAvailable(command, onList('Summer Sale', {}))).toBe(false)
    expect(isAvailable(command, onList('Summer Sale'))).toBe(true)
  })

  it('sets the list’s prices to include tax', async () => {
    for (const flag of mock.db.featureFlags) if (flag.key === 'tax_inclusive_pricing') flag.value = true
    const run = await runCommand('price-lists.set-includes-tax', { ctx: onList('Summer Sale'), answers: { includesTax: true } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Price list Summer Sale saved', message: 'Its prices include tax' } })
    expect(stored('Summer Sale')?.includes_tax).toBe(true)
  })

  it('tells Medusa’s refusal when the server has no such flag', async () => {
    const run = await runCommand('price-lists.set-includes-tax', { ctx: onList('Summer Sale'), answers: { includesTax: true } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'includes_tax should not exist' })
  })
})
