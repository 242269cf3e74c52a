import { describe, expect, it } from 'vitest'
import { checkPriceListCsv, replaceText } from '@/commands/batch-jobs/price-list-import'
import { LOOKUP_ONE_BY_ONE } from '@/commands/batch-jobs/price-list-import-plan'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { onPriceList } from '../price-lists/context'
import { withMockDb } from '../../mocks/handlers'
import { batchJobsDb } from '../../mocks/batch-jobs/batch-jobs'
import { seedPriceLists } from '../../mocks/price-lists/price-lists'

const mock = withMockDb()
const seen = recordRequests()
const db = () => seedPriceLists(batchJobsDb(mock.db))
const list = (name: string) => {
  const found = db().priceLists.find((l) => l.name === name && !l.deleted_at)
  if (!found) throw new Error(`no price list ${name}`)
  return found
}
const skus = () => db().products.flatMap((p) => p.variants.map((v) => v.sku ?? '')).filter(Boolean)
const csv = (text: string, name = 'prices.csv') => [new File([text], name, { type: 'text/csv' })]
/** Three variants by SKU: two with EUR and USD, one with EUR only — 5 prices. */
const threeRows = () => {
  const [a, b, c] = skus().slice(-3)
  return `SKU;Price EUR;Price USD\n${a};12.50;14\n${b};9;\n${c};30;35.99\n`
}

describe('price-lists.import-prices', () => {
  it('is a Jobs command taking the list, the file and the dry run', () => {
    expect(commandOf('price-lists.import-prices')).toMatchObject({ title: 'Import prices from CSV', group: 'Jobs' })
  })

  it('refuses bad lines by line and column before anything is uploaded', async () => {
    const bad = `SKU;Price EUR;Colour\n;12.50;red\nMUG-1;12,50;blue\nCAP-1;;\n`
    const run = await runCommand('price-lists.import-prices', { ctx: onPriceList(db(), 'Summer Sale'), answers: { file: csv(bad), plan: pick('', 'x') } })
    expect(run.outcome).toMatchObject({ status: 'search-failed', arg: 'plan' })
    const message = run.outcome.status === 'search-failed' ? run.outcome.message : ''
    expect(message).toContain('prices.csv was not sent: 4 refused.')
    expect(message).toContain('Line 1, Colour: not a column Medusa imports')
    expect(message).toContain('Line 2, SKU: empty: every line needs its variant’s SKU or ID')
    expect(message).toContain('Line 3, Price EUR: “12,50” is not an amount')
    expect(message).toContain('Line 4: no price on this line')
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('checks the header: a variant column and a price column are required, commas are rewritten to `;`', () => {
    expect(checkPriceListCsv('Name,Amount\nx,1\n').refusals.map((r) => r.reason)).toEqual(
      expect.arrayContaining(['The file needs a “Product Variant ID” or a “SKU” column', 'The file has no price column (“Price EUR” or “Price Europe [EUR]”)']),
    )
    const checked = checkPriceListCsv('Product Variant ID,Price Europe [EUR],Price USD\nvariant_1,10,\n')
    expect(checked).toMatchObject({ rows: 1, prices: 1, refusals: [], lines: [{ line: 2, variantId: 'variant_1', sku: '', amounts: [{ column: 'Price Europe [EUR]', value: '10' }] }] })
    expect(checked.text).toBe('Product Variant ID;Price Europe [EUR];Price USD\r\nvariant_1;10;')
    expect(checkPriceListCsv('SKU;Price EUR\n').refusals).toEqual([{ line: 2, reason: 'The file has a header but no price line' }])
  })

  it('says plainly how many prices are replaced, singular and plural, and when the list has none', () => {
    expect(replaceText('Black Friday', 48, 30)).toBe('Replaces the 48 prices of Black Friday with the 30 in the file')
    expect(replaceText('Black Friday', 1, 1)).toBe('Replaces the 1 price of Black Friday with the 1 in the file')
    expect(replaceText('Staff prices', 0, 3)).toBe('Adds the 3 prices in the file to Staff prices (it has no price yet)')
  })

  it('dry-runs without writing, says how many prices are replaced, and on confirm the list holds exactly the file’s prices', async () => {
    const sale = list('Summer Sale')
    const existing = sale.prices.length
    expect(existing).toBeGreaterThan(0)
    const run = await runCommand('price-lists.import-prices', {
      ctx: onPriceList(db(), 'Summer Sale'),
      answers: { file: csv(threeRows()), plan: pick('', `Import: Replaces the ${existing} prices of Summer Sale with the 5 in the file`) },
    })
    expect(run.offered.plan?.[0]).toMatchObject({ hint: 'Checked 3 lines: every variant found, 5 prices to write' })
    expect(run.offered.plan?.[1]).toMatchObject({ label: 'Cancel this import', hint: `Nothing is written; Summer Sale keeps its ${existing} prices` })
    expect(run.confirmations).toEqual([
      `Replaces the ${existing} prices of Summer Sale with the 5 in the file. All ${existing} prices of the list go, also those of variants not in the file. Import now?`,
    ])
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Prices of Summer Sale replaced: 5 prices from the file' } })
    const [a, b, c] = skus().slice(-3)
    const bySku = new Map(db().products.flatMap((p) => p.variants.map((v) => [v.id, v.sku])))
    const now = list('Summer Sale').prices.map((p) => `${bySku.get(p.variant_id ?? '')} ${p.currency_code} ${p.amount}`).sort()
    expect(now).toEqual([`${a} eur 1250`, `${a} usd 1400`, `${b} eur 900`, `${c} eur 3000`, `${c} usd 3599`].sort())
    // The only write is the one batch (the first, with override); no Medusa job, no upload.
    expect(requestsOf(seen, 'POST').map((r) => r.path)).toEqual([`/admin/price-lists/${sale.id}/prices/batch`])
    expect(batchJobsDb(mock.db).batchJobs).toEqual([])
    // The list's prices are counted from the list route with its prices bare, not the detail with variants.
    expect(requestsOf(seen, 'GET', '/admin/price-lists').map((r) => r.query.get('id'))).toEqual([sale.id])
  })

  it('cancels at the dry run when the operator picks Cancel: nothing is written', async () => {
    const before = list('Summer Sale').prices.map((p) => p.id)
    const run = await runCommand('price-lists.import-prices', {
      ctx: onPriceList(db(), 'Summer Sale'),
      answers: { file: csv(threeRows()), plan: pick('', 'Cancel this import') },
    })
    expect(run.confirmations).toEqual([`Cancel this import? Nothing is written; Summer Sale keeps its ${before.length} prices.`])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Import canceled' } })
    expect(list('Summer Sale').prices.map((p) => p.id)).toEqual(before)
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('picks the list when none is focused, and says when it has no price yet', async () => {
    const run = await runCommand('price-lists.import-prices', {
      answers: { priceListId: pick('staff', 'Staff prices'), file: csv(threeRows()), plan: pick('', 'Import: Adds the 5 prices in the file to Staff prices (it has no price yet)') },
    })
    expect(run.confirmations).toEqual(['Adds the 5 prices in the file to Staff prices (it has no price yet). Import now?'])
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(list('Staff prices').prices).toHaveLength(5)
  })

  it('refuses, by line and column, what only the store can tell: unknown variants, currencies, regions, a repeat, too many decimals', async () => {
    const before = list('Summer Sale').prices.length
    const [a, b] = skus()
    const file = [
      'SKU;Product Variant ID;Price EUR;Price XYZ;Price Atlantis [EUR];Price Japan [JPY]',
      'NO-SUCH-SKU;;10;;;',
      ';variant_gone;10;;;',
      `${a};;10;;;`,
      `${a};;11;;;`,
      `${b};;;;;12.5`,
    ].join('\n')
    const run = await runCommand('price-lists.import-prices', { ctx: onPriceList(db(), 'Summer Sale'), answers: { file: csv(file), plan: pick('', 'x') } })
    expect(run.outcome).toMatchObject({ status: 'search-failed', arg: 'plan' })
    const message = run.outcome.status === 'search-failed' ? run.outcome.message : ''
    expect(message).toBe(
      [
        'prices.csv was not sent: 6 refused. Line 1, Price XYZ: XYZ is not a currency of the store',
        'Line 1, Price Atlantis [EUR]: no region is named “Atlantis”',
        'Line 2, SKU: no variant has the SKU “NO-SUCH-SKU”',
        'Line 3, Product Variant ID: no variant of the store has this ID',
        'Line 5, Price EUR: line 4 prices this variant in this column already',
        'Line 6, Price Japan [JPY]: “12.5” is no amount of JPY: more decimals than it has, or too large',
      ].join('; '),
    )
    expect(requestsOf(seen, 'POST')).toEqual([])
    expect(list('Summer Sale').prices).toHaveLength(before)
  })

  it('a region column writes the region’s price; the variant ID column wins over the SKU', async () => {
    const variant = db().products[1]?.variants[0]
    const europe = db().regions.find((r) => r.name === 'Europe')
    if (!variant || !europe) throw new Error('no variant or region')
    const file = `Product Variant ID;SKU;Price Europe [EUR]\n${variant.id};NOT-ITS-SKU;7.25\n`
    const run = await runCommand('price-lists.import-prices', {
      answers: { priceListId: pick('staff', 'Staff prices'), file: csv(file), plan: pick('', 'Import: Adds the 1 price in the file to Staff prices (it has no price yet)') },
    })
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(list('Staff prices').prices).toEqual([expect.objectContaining({ variant_id: variant.id, region_id: europe.id, currency_code: europe.currency_code, amount: 725 })])
  })

  it('finds a few variants one by one (a search per SKU), and those of a longer file by one walk of every product', async () => {
    const few = await runCommand('price-lists.import-prices', { ctx: onPriceList(db(), 'Summer Sale'), answers: { file: csv(threeRows()), plan: pick('', 'Cancel this import') } })
    expect(few.outcome).toMatchObject({ status: 'done' })
    const searches = requestsOf(seen, 'GET', '/admin/products')
    expect(searches.map((r) => r.query.get('q')).sort()).toEqual(skus().slice(-3).sort())
    seen.length = 0
    const many = skus().slice(0, LOOKUP_ONE_BY_ONE + 2)
    const file = ['SKU;Price EUR', ...many.map((sku, i) => `${sku};${i + 1}.00`)].join('\n')
    const run = await runCommand('price-lists.import-prices', {
      ctx: onPriceList(db(), 'Summer Sale'),
      answers: { file: csv(file), plan: pick('', `Import: Replaces the ${list('Summer Sale').prices.length} prices of Summer Sale with the ${many.length} in the file`) },
    })
    expect(run.outcome).toMatchObject({ status: 'done' })
    const walk = requestsOf(seen, 'GET', '/admin/products')
    expect(walk.map((r) => [r.query.get('q'), r.query.get('expand'), r.query.get('order')])).toEqual([[null, 'variants', 'id']])
    expect(list('Summer Sale').prices.map((p) => p.amount).sort((x, y) => x - y)).toEqual(many.map((_, i) => (i + 1) * 100))
  })
})
