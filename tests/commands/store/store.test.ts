import { describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { storeView } from '../../mocks/products/catalog'
import { storeDb } from '../../mocks/store/store'

const mock = withMockDb()
const seen = recordRequests()
const db = () => storeDb(mock.db)
const storeFocus = (): CommandContext => ({ ...emptyContext, focus: { kind: 'store', id: mock.db.store.id, entity: storeView(mock.db) } })
const currencyFocus = (code: string, isDefault = false): CommandContext => {
  const currency = db().currencies.find((c) => c.code === code)
  return { ...emptyContext, focus: { kind: 'currency', id: code, entity: { ...(currency ?? { code, name: code, symbol: code, symbol_native: code }), id: code, isDefault } as never } }
}

describe('store commands', () => {
  it("'Go to settings: store' opens the section", async () => {
    expect((await runCommand('store.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/store' } })
  })

  it('edits the details starting from the current ones; a template that is not a web address is refused and kept', async () => {
    const bad = await runCommand('store.edit', { ctx: storeFocus(), answers: { name: keep, swapLink: 'shop/swap' } })
    expect(bad.outcome).toMatchObject({ status: 'rejected', arg: 'swapLink', message: 'Swap link template must be a web address starting with http:// or https://' })
    expect(bad.args).toMatchObject({ name: mock.db.store.name })
    const run = await runCommand('store.edit', {
      ctx: storeFocus(),
      answers: { name: 'Nordic Goods', swapLink: 'https://shop.example.com/swap?cart={cart_id}', paymentLink: '', inviteLink: '' },
    })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Store details saved', message: 'Nordic Goods' } })
    expect(mock.db.store).toMatchObject({ name: 'Nordic Goods', swap_link_template: 'https://shop.example.com/swap?cart={cart_id}', payment_link_template: '' })
  })

  it('edits the store from anywhere after picking it (its one row), starting from its values', async () => {
    const run = await runCommand('store.edit', { answers: { storeId: pick('', mock.db.store.name), name: keep, swapLink: '', paymentLink: '', inviteLink: '' } })
    expect(run.prompted[0]).toBe('storeId')
    expect(run.outcome).toMatchObject({ status: 'done', result: { message: mock.db.store.name } })
  })

  it('adds a currency Medusa knows, offering only those the store lacks', async () => {
    const run = await runCommand('store.add-currency', { answers: { code: pick('krona', 'SEK') } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'SEK added to the store' } })
    expect(db().currencies.map((c) => c.code)).toContain('sek')
    const again = await runCommand('store.add-currency', { answers: { code: pick('eur') } })
    expect(again.offered.code).toEqual([])
  })

  it('refuses removing the default currency, and warns which regions use one before removing it', async () => {
    const command = commandOf('store.remove-currency')
    expect(command.when?.(currencyFocus('eur', true))).toBe(false)
    const picked = await runCommand('store.remove-currency', { answers: { code: pick('eur', 'EUR') } })
    expect(picked.outcome).toMatchObject({ status: 'rejected', arg: 'code', message: 'The default currency cannot be removed: set another default first' })
    const run = await runCommand('store.remove-currency', { answers: { code: pick('usd', 'USD') } })
    expect(run.confirmations).toEqual(['Remove USD from the store? North America uses it: customers there cannot check out until the region gets a store currency.'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'USD removed from the store' } })
    expect(requestsOf(seen, 'DELETE', '/admin/store/currencies/usd')).toHaveLength(1)
    expect(requestsOf(seen, 'DELETE', '/admin/store/currencies/eur')).toHaveLength(0)
  })

  it('sets the default currency among the store’s others', async () => {
    const run = await runCommand('store.set-default-currency', { answers: { code: pick('', 'GBP') } })
    expect(run.offered.code?.map((o) => o.label)).toEqual(['USD', 'GBP'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { message: 'GBP is the store’s default currency' } })
    expect(mock.db.store.default_currency_code).toBe('gbp')
  })

  it('sets whether a currency’s prices include tax only with the tax_inclusive_pricing flag', async () => {
    const command = commandOf('currencies.edit-includes-tax')
    expect(command.when?.(currencyFocus('eur'))).toBe(false)
    const on = { ...currencyFocus('eur'), flags: { tax_inclusive_pricing: true } }
    for (const flag of mock.db.featureFlags) if (flag.key === 'tax_inclusive_pricing') flag.value = true
    const run = await runCommand('currencies.edit-includes-tax', { ctx: on, answers: { includesTax: true } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'EUR saved', message: 'Prices include tax' } })
    expect(db().currencies.find((c) => c.code === 'eur')?.includes_tax).toBe(true)
  })

  it('tells a server refusal: without the flag Medusa refuses includes_tax', async () => {
    const run = await runCommand('currencies.edit-includes-tax', { ctx: { ...currencyFocus('eur'), flags: { tax_inclusive_pricing: true } }, answers: { includesTax: true } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'includes_tax should not exist' })
    expect(run.args).toMatchObject({ includesTax: true })
  })
})
