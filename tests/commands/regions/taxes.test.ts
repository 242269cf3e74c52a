import type { Region } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { emptyContext } from '@/models/core/context'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { regionsDb } from '../../mocks/regions/regions'

const mock = withMockDb()
const seen = recordRequests()
const europe = () => regionsDb(mock.db).regions.find((r) => r.name === 'Europe') as Region
const focusOn = (region: Region) => ({ ...emptyContext, focus: { kind: 'region' as const, id: region.id, entity: { ...region } } })

describe('regions.edit-tax-settings', () => {
  it('is `t` on a region, in the Regions group', () => {
    expect(commandOf('regions.edit-tax-settings')).toMatchObject({ title: 'Edit region tax settings', group: 'Regions', hotkey: 't', scope: 'region' })
  })

  it('starts from the region’s settings and saves automatic taxes off and gift cards untaxed, with the built-in provider as null', async () => {
    Object.assign(europe(), { automatic_taxes: true, gift_cards_taxable: true, tax_provider_id: null })
    const run = await runCommand('regions.edit-tax-settings', { ctx: focusOn(europe()), answers: { taxProvider: keep, automaticTaxes: false, giftCardsTaxable: false } })
    expect(run.prompted).toEqual(['taxProvider', 'automaticTaxes', 'giftCardsTaxable'])
    expect(run.args).toMatchObject({ taxProvider: 'system' })
    expect(europe()).toMatchObject({ automatic_taxes: false, gift_cards_taxable: false, tax_provider_id: null })
    expect(run.outcome).toEqual({
      status: 'done',
      result: { type: 'toast', title: 'Europe: tax settings saved', message: 'System tax provider (built in), taxes at checkout completion, gift cards not taxed' },
    })
  })

  it('offers the built-in provider and the installed ones in the picker', async () => {
    const run = await runCommand('regions.edit-tax-settings', {
      answers: { regionId: pick('europe', 'Europe'), taxProvider: pick('', 'System tax provider (built in)'), automaticTaxes: true, giftCardsTaxable: true },
    })
    expect(run.offered.taxProvider?.map((o) => o.label)).toEqual(['System tax provider (built in)'])
    expect(requestsOf(seen, 'GET', '/admin/store/tax-providers')).toHaveLength(1)
    expect(run.outcome).toMatchObject({ status: 'done' })
  })

  it("tells Medusa's refusal of a provider it does not know and keeps the answers", async () => {
    const run = await runCommand('regions.edit-tax-settings', { ctx: focusOn(europe()), answers: { taxProvider: 'avalara', automaticTaxes: true, giftCardsTaxable: false } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Tax provider not found' })
    expect(run.args).toMatchObject({ taxProvider: 'avalara', giftCardsTaxable: false })
  })
})
