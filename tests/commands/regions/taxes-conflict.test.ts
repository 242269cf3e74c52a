// Two operators: 'Edit region tax settings' reads the region again before writing and asks when another
// operator changed a setting it is about to set since the prompt opened.
import type { Region } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext } from '@/models/core/context'
import { keep, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { regionsDb } from '../../mocks/regions/regions'

const mock = withMockDb()
const seen = recordRequests()
const europe = () => regionsDb(mock.db).regions.find((r) => r.name === 'Europe') as Region
/** The region's panel as the operator opened it (a copy: the server's later saves do not reach it). */
const focusOn = (region: Region) => ({ ...emptyContext, focus: { kind: 'region' as const, id: region.id, entity: { ...region } } })
const QUESTION = 'Europe: “Apply taxes to gift cards” was changed by someone else since you opened this (now yes). Save your change anyway?'

describe('regions.edit-tax-settings when another operator saved the region meanwhile', () => {
  it('names the setting and its new value, sends nothing and keeps the answers; running it again saves', async () => {
    Object.assign(europe(), { automatic_taxes: true, gift_cards_taxable: false, tax_provider_id: null })
    const ctx = focusOn(europe())
    europe().gift_cards_taxable = true // the other operator's save
    const queryClient = createQueryClient()
    const answers = { taxProvider: keep, automaticTaxes: false, giftCardsTaxable: false }
    const run = await runCommand('regions.edit-tax-settings', { ctx, queryClient, answers })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    expect(run.args).toMatchObject({ taxProvider: 'system', automaticTaxes: false, giftCardsTaxable: false })
    expect(requestsOf(seen, 'POST', `/admin/regions/${europe().id}`)).toEqual([])

    const again = await runCommand('regions.edit-tax-settings', { ctx, queryClient, answers })
    expect(again.outcome).toMatchObject({ status: 'done', result: { title: 'Europe: tax settings saved' } })
    expect(europe()).toMatchObject({ automatic_taxes: false, gift_cards_taxable: false })
  })

  it('does not ask about a change to what it does not set', async () => {
    Object.assign(europe(), { automatic_taxes: true, gift_cards_taxable: false, tax_provider_id: null })
    const ctx = focusOn(europe())
    europe().tax_rate = 21
    const run = await runCommand('regions.edit-tax-settings', { ctx, answers: { taxProvider: keep, automaticTaxes: false, giftCardsTaxable: true } })
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(europe()).toMatchObject({ automatic_taxes: false, gift_cards_taxable: true, tax_rate: 21 })
  })
})
