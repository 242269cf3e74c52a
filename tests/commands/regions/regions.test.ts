import type { Region } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { emptyContext } from '@/models/core/context'
import { deleteQuestion } from '@/commands/regions/regions'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { regionsDb } from '../../mocks/regions/regions'
import { server } from '../../mocks/server'
import { shippingDb } from '../../mocks/shipping/shipping'
import { shippingOptions } from '@/api/admin/shipping-options'

const mock = withMockDb()
const seen = recordRequests()
const db = () => regionsDb(mock.db)
const europe = () => db().regions.find((r) => r.name === 'Europe') as Region
const focusOn = (region: Region) => ({ ...emptyContext, focus: { kind: 'region' as const, id: region.id, entity: { ...region, countries: db().countries.filter((c) => c.region_id === region.id) } } })

const nordics = {
  name: 'Nordics',
  currency: pick('usd', 'USD'),
  taxRate: '25',
  taxCode: 'NO-STD',
  paymentProviders: pick('manual', 'manual'),
  fulfillmentProviders: pick('manual', 'manual'),
  countries: pick('norway', 'Norway'),
}

describe('region commands', () => {
  it("'Go to settings: regions' opens the section", async () => {
    expect(commandOf('regions.list')).toMatchObject({ title: 'Go to settings: regions', group: 'Settings' })
    expect((await runCommand('regions.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/regions' } })
  })

  it('creates a region with its countries and providers, and the toast says what it still lacks to sell', async () => {
    const run = await runCommand('regions.create', { answers: nordics })
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Region Nordics created', message: 'Nordics cannot sell yet: no shipping option with a price, no return option.' } })
    const created = db().regions.find((r) => r.name === 'Nordics')
    expect(created).toMatchObject({ currency_code: 'usd', tax_rate: 25, tax_code: 'NO-STD' })
    expect(db().countries.find((c) => c.iso_2 === 'no')?.region_id).toBe(created?.id)
    expect(created?.payment_providers?.map((p) => p.id)).toEqual(['manual'])
  })

  it('refuses a tax rate outside 0–100 on its page, keeping what was typed, and sends nothing', async () => {
    const run = await runCommand('regions.create', { answers: { ...nordics, taxRate: '125' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'taxRate', message: 'Tax rate must be between 0 and 100 %' })
    expect(run.args).toMatchObject({ name: 'Nordics', currency: 'usd' })
    expect(requestsOf(seen, 'POST', '/admin/regions')).toHaveLength(0)
  })

  it('refuses a region without countries on the countries page', async () => {
    const run = await runCommand('regions.create', { answers: { ...nordics, countries: [] } })
    expect(run.outcome).toMatchObject({ status: 'rejected', arg: 'countries', message: 'Countries is required' })
  })

  it("refuses a country of another region before sending, naming that region, and keeps every answer", async () => {
    const run = await runCommand('regions.create', { answers: { ...nordics, countries: pick('swe', 'Sweden') } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Sweden belongs to Europe: remove it there first (a country is in one region only)' })
    expect(run.args).toMatchObject({ name: 'Nordics', taxRate: 25, countries: ['se'] })
    expect(requestsOf(seen, 'POST', '/admin/regions')).toHaveLength(0)
  })

  it('lists only store currencies for a region (JPY is not one in the mock store)', async () => {
    const run = await runCommand('regions.create', { answers: { ...nordics, currency: pick('jp') } })
    expect(run.offered.currency).toEqual([])
  })

  it('edits a region starting from its values', async () => {
    const run = await runCommand('regions.edit', { ctx: focusOn(europe()), answers: { name: 'Europe (EU)', currency: keep, taxRate: keep, taxCode: 'EU-STD' } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Region Europe (EU) saved' } })
    expect(db().regions.find((r) => r.name === 'Europe (EU)')).toMatchObject({ tax_rate: 19, currency_code: 'eur', tax_code: 'EU-STD' })
  })

  it('adds and removes a country, offering only countries the region lacks (or has), and tells the setup notice', async () => {
    const add = await runCommand('regions.add-country', { ctx: focusOn(europe()), answers: { value: pick('nor', 'Norway') } })
    expect(add.outcome).toMatchObject({ status: 'done', result: { title: 'Norway added to Europe', message: 'Europe can sell.' } })
    const remove = await runCommand('regions.remove-country', { ctx: focusOn(europe()), answers: { value: pick('ger', 'Germany') } })
    expect(remove.confirmations).toEqual(['Remove Germany from Europe?'])
    expect(remove.outcome).toMatchObject({ status: 'done', result: { title: 'Germany removed from Europe' } })
    expect(db().countries.find((c) => c.iso_2 === 'de')?.region_id).toBeNull()
  })

  it("refuses adding another region's country before sending", async () => {
    const usa = db().regions.find((r) => r.currency_code === 'usd') as Region
    const run = await runCommand('regions.add-country', { ctx: focusOn(usa), answers: { value: pick('swe', 'Sweden') } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Sweden belongs to Europe: remove it there first (a country is in one region only)' })
    expect(requestsOf(seen, 'POST', /countries$/)).toHaveLength(0)
  })

  it('removes and re-adds a payment provider; without one the notice says so', async () => {
    const remove = await runCommand('regions.remove-payment-provider', { ctx: focusOn(europe()), answers: { value: pick('', 'manual') } })
    expect(remove.outcome).toMatchObject({ status: 'done', result: { title: 'manual removed from Europe', message: 'Europe cannot sell yet: no payment provider.' } })
    const add = await runCommand('regions.add-payment-provider', { ctx: focusOn(europe()), answers: { value: pick('', 'manual') } })
    expect(add.outcome).toMatchObject({ status: 'done', result: { title: 'manual added to Europe', message: 'Europe can sell.' } })
    const fulfil = await runCommand('regions.remove-fulfillment-provider', { ctx: focusOn(europe()), answers: { value: pick('', 'manual') } })
    expect(fulfil.outcome).toMatchObject({ status: 'done', result: { message: 'Europe cannot sell yet: no fulfillment provider.' } })
  })

  it("'regions.open' opens the picked region's panel; 'regions.add-fulfillment-provider' adds one back", async () => {
    const open = await runCommand('regions.open', { answers: { regionId: pick('Japan', 'Japan') } })
    const japan = db().regions.find((r) => r.name === 'Japan') as Region
    expect(open.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/settings/regions/${japan.id}` } })
    japan.fulfillment_providers = []
    const add = await runCommand('regions.add-fulfillment-provider', { ctx: focusOn(japan), answers: { value: pick('', 'manual') } })
    expect(add.outcome).toMatchObject({ status: 'done', result: { title: 'manual added to Japan', message: 'Japan cannot sell yet: JPY not a store currency.' } })
  })

  it('checks a region: every requirement met or missing, in words', async () => {
    const japan = db().regions.find((r) => r.currency_code === 'jpy') as Region
    const run = await runCommand('regions.check-setup', { ctx: focusOn(japan) })
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Japan cannot sell yet' } })
    const message = (run.outcome as { result: { message: string } }).result.message
    expect(message).toContain("✗ Currency JPY is not one of the store's currencies")
    expect(message).toContain('✓ Countries: Japan')
    expect(message).toContain('✓ Return options: Return Shipping')
  })

  it('deletes a region with its shipping options after a question that says so, and frees its countries', async () => {
    const optionsOfEurope = shippingDb(mock.db).shippingOptions.filter((o) => o.region_id === europe().id && !o.deleted_at)
    expect(optionsOfEurope).toHaveLength(2)
    const run = await runCommand('regions.delete', { answers: { regionId: pick('Europe', 'Europe') } })
    expect(run.confirmations[0]).toMatch(/^Delete region Europe\? \d+ orders and 2 shipping options use it: orders keep it, its shipping options are deleted with it\. Its countries become free for other regions\.$/)
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'open-panel', path: '/a/settings/regions' } })
    expect(db().countries.filter((c) => c.iso_2 === 'de' || c.iso_2 === 'se').map((c) => c.region_id)).toEqual([null, null])
    // Its options went first (Medusa keeps a deleted region's options, and then cannot list all regions' options).
    const deletes = requestsOf(seen, 'DELETE').map((r) => r.path)
    expect(deletes.slice(0, -1).sort()).toEqual(optionsOfEurope.map((o) => `/admin/shipping-options/${o.id}`).sort())
    expect(deletes.at(-1)).toBe(`/admin/regions/${europe().id}`)
    expect(optionsOfEurope.every((o) => o.deleted_at)).toBe(true)
    const { shipping_options } = await shippingOptions.list()
    expect(shipping_options.length).toBeGreaterThan(0)
    expect(deleteQuestion(undefined)).toBe('Delete this region? Its countries become free for other regions.')
    const named = (orders: number, shippingOptions: number) => deleteQuestion({ ...europe(), usage: { orders, shippingOptions } })
    expect(named(3, 0)).toBe('Delete region Europe? 3 orders use it: orders keep it. Its countries become free for other regions.')
    expect(named(0, 1)).toBe('Delete region Europe? 1 shipping option uses it: its shipping option is deleted with it. Its countries become free for other regions.')
    expect(named(1, 2)).toBe('Delete region Europe? 1 order and 2 shipping options use it: the order keeps it, its shipping options are deleted with it. Its countries become free for other regions.')
    expect(named(1, 0)).toBe('Delete region Europe? 1 order uses it: the order keeps it. Its countries become free for other regions.')
    expect(named(0, 0)).toBe('Delete region Europe? Its countries become free for other regions.')
  })

  it('keeps the region when one of its shipping options cannot be deleted; run again, it deletes what is left and the region', async () => {
    const options = () => shippingDb(mock.db).shippingOptions.filter((o) => o.region_id === europe().id && !o.deleted_at)
    const [refused] = options().sort((a, b) => a.name.localeCompare(b.name)).slice(-1)
    server.use(
      http.delete(`${BASE}/admin/shipping-options/${refused?.id}`, () => HttpResponse.json({ type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }), { once: true }),
    )
    const failed = await runCommand('regions.delete', { answers: { regionId: pick('Europe', 'Europe') } })
    expect(failed.outcome).toMatchObject({ status: 'failed' })
    expect(europe().deleted_at).toBeFalsy()
    expect(options().map((o) => o.id)).toEqual([refused?.id])
    const again = await runCommand('regions.delete', { answers: { regionId: pick('Europe', 'Europe') } })
    expect(again.outcome).toMatchObject({ status: 'done' })
    expect(options()).toEqual([])
    expect(requestsOf(seen, 'DELETE').map((r) => r.path).slice(-2)).toEqual([`/admin/shipping-options/${refused?.id}`, `/admin/regions/${europe().id}`])
  })
})
