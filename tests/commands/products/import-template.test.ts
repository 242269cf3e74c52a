import { resolveObjectURL } from 'node:buffer'
import Papa from 'papaparse'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { checkProductCsv } from '@/commands/batch-jobs/product-csv'
import { productImportTemplate } from '@/commands/products/import-template'
import { PRODUCT_IMPORT_COLUMNS } from '@/models/products/importColumns'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { runCommand, type HarnessRun } from '../harness'

withMockDb()

async function downloaded(run: HarnessRun): Promise<{ filename: string; text: string }> {
  if (run.outcome.status !== 'done' || run.outcome.result?.type !== 'download') throw new Error(`no download: ${JSON.stringify(run.outcome)}`)
  const blob = resolveObjectURL(run.outcome.result.url)
  if (!blob) throw new Error('the object URL is gone')
  return { filename: run.outcome.result.filename, text: await blob.text() }
}

describe('products.import-template', () => {
  it('downloads the columns Medusa imports, a price column per store currency, and an example product of two variants', async () => {
    const run = await runCommand('products.import-template')
    const { filename, text } = await downloaded(run)
    expect(filename).toBe('product-import-template.csv')
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, delimiter: ';', skipEmptyLines: true })
    expect(parsed.meta.fields).toEqual([...PRODUCT_IMPORT_COLUMNS, 'Price EUR', 'Price USD', 'Price GBP', 'Option 1 Name', 'Option 1 Value', 'Image 1 Url'])
    expect(parsed.data.map((row) => [row['Product Handle'], row['Variant Title'], row['Option 1 Value'], row['Price EUR'], row['Price GBP']])).toEqual([
      ['linen-shirt', 'S', 'S', '25.00', '25.00'],
      ['linen-shirt', 'M', 'M', '25.00', '25.00'],
    ])
    // The console's own import check takes it as is: a file an operator fills in starts valid.
    const checked = checkProductCsv(text.replace(/^\uFEFF/, ''))
    expect(checked).toMatchObject({ rows: 2, products: 1, refusals: [] })
  })

  it('writes amounts in the currency’s major unit, as Medusa’s import reads them (yen without decimals)', () => {
    const lines = productImportTemplate(['jpy']).split('\r\n')
    expect(lines[0]?.split(';').slice(-4)).toEqual(['Price JPY', 'Option 1 Name', 'Option 1 Value', 'Image 1 Url'])
    expect(lines[1]?.split(';')).toContain('2500')
  })

  it('fails with the server’s words when the store cannot be read', async () => {
    server.use(http.get(`${BASE}/admin/store`, () => HttpResponse.json({ type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })))
    const run = await runCommand('products.import-template')
    expect(run.outcome).toMatchObject({ status: 'failed' })
  })
})
