import type { Region } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { withMockDb } from '../../mocks/handlers'
import { regionsDb } from '../../mocks/regions/regions'
import { recordRequests, requestsOf } from '../harness'
import { newest, undoSetUp } from './setup'

// A region's countries and providers undone against msw: the region read again, its list put back
// as it was; a region changed since is left and named; a country another region took meanwhile is
// refused in words.

const mock = withMockDb()
const seen = recordRequests()
const db = () => regionsDb(mock.db)
const region = (name: string) => db().regions.find((r) => r.name === name) as Region
const countriesOf = (name: string) => db().countries.filter((c) => c.region_id === region(name).id).map((c) => c.iso_2).sort()
const EUROPE = ['at', 'de', 'dk', 'es', 'fr', 'it', 'nl', 'se']

describe('undo of region countries', () => {
  it('a country added is removed again; journalled with the lists by name; the redo adds it back', async () => {
    const { run, undo, entries } = undoSetUp()
    const europe = region('Europe')
    expect(await run('regions.add-country', { regionId: europe.id, value: 'no' })).toMatchObject({ status: 'done' })
    expect(countriesOf('Europe')).toEqual([...EUROPE, 'no'].sort())
    const added = newest(await entries())
    expect(added.undo).toMatchObject({ undoable: true, plans: [{ revert: 'region-lists', steps: [{ id: europe.id, name: 'Europe', field: 'country', after: expect.arrayContaining(['no']) }] }] })
    expect(added.undo.note).toBeUndefined()
    expect(added.changes).toEqual([{ record: 'Europe', field: 'Countries', before: expect.not.stringContaining('Norway'), after: expect.stringContaining('Norway') }])
    expect(added.changes[0]?.before).toContain('Germany')

    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Add country to region', message: '1 change taken back' } })
    expect(countriesOf('Europe')).toEqual(EUROPE)
    expect(requestsOf(seen, 'DELETE', `/admin/regions/${europe.id}/countries/no`)).toHaveLength(1)
    const [undone] = await entries()
    expect(undone).toMatchObject({ command: { title: 'Undo: Add country to region' }, records: [{ name: 'Europe', kind: 'region', id: europe.id }], outcome: { status: 'done' } })

    // The undo's own undo is the redo.
    expect(await undo(undone?.id)).toMatchObject({ status: 'done', result: { title: 'Redone: Add country to region' } })
    expect(countriesOf('Europe')).toEqual([...EUROPE, 'no'].sort())
  })

  it('a region whose countries changed since is left as it is and named', async () => {
    const { run, undo, entries } = undoSetUp()
    const europe = region('Europe')
    await run('regions.remove-country', { regionId: europe.id, value: 'de' })
    // Another operator adds Poland to Europe meanwhile.
    const poland = db().countries.find((c) => c.iso_2 === 'pl')
    if (poland) poland.region_id = europe.id
    const outcome = await undo()
    expect(outcome).toMatchObject({
      status: 'done',
      result: { message: expect.stringMatching(/^0 changes taken back; 1 record left as they are\nEurope: countries are now France, .*Poland, changed since — left as it is$/) },
    })
    expect(countriesOf('Europe')).not.toContain('de')
    expect(newest(await entries())).toMatchObject({ outcome: { status: 'refused' }, records: [{ name: 'Europe', failed: expect.stringContaining('changed since') }] })
  })

  it("a country another region took meanwhile is refused in words, naming that region, and nothing is sent", async () => {
    const { run, undo } = undoSetUp()
    const europe = region('Europe')
    await run('regions.remove-country', { regionId: europe.id, value: 'se' })
    const sweden = db().countries.find((c) => c.iso_2 === 'se')
    if (sweden) sweden.region_id = region('North America').id
    seen.length = 0
    const outcome = await undo()
    expect(outcome).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('Europe: Sweden is in North America now: a country is in one region only, so it cannot come back here — remove it there first, then undo again'),
    })
    expect(outcome.status === 'failed' ? outcome.message : '').not.toMatch(/reg_/)
    expect(requestsOf(seen, 'POST')).toEqual([])
    expect(countriesOf('North America')).toContain('se')
  })
})

describe('undo of region providers', () => {
  it('a payment provider removed is added back', async () => {
    const { run, undo, entries } = undoSetUp()
    const europe = region('Europe')
    await run('regions.remove-payment-provider', { regionId: europe.id, value: 'manual' })
    expect(region('Europe').payment_providers).toEqual([])
    expect(newest(await entries()).changes).toEqual([{ record: 'Europe', field: 'Payment providers', before: 'manual', after: 'no payment providers' }])
    await undo()
    expect(region('Europe').payment_providers?.map((p) => p.id)).toEqual(['manual'])
  })

  it('a fulfillment provider added back meanwhile by someone else is not sent again', async () => {
    const { run, undo } = undoSetUp()
    const europe = region('Europe')
    await run('regions.remove-fulfillment-provider', { regionId: europe.id, value: 'manual' })
    expect(region('Europe').fulfillment_providers).toEqual([])
    europe.fulfillment_providers = [{ id: 'manual', is_installed: true }]
    seen.length = 0
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(region('Europe').fulfillment_providers?.map((p) => p.id)).toEqual(['manual'])
    expect(requestsOf(seen, 'POST')).toEqual([])
  })
})
