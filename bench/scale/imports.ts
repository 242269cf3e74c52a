// Issue #32's imports on the large store, through the console's own commands and runner in Node: a
// 20,000-line customers file (half new emails, half existing customers with a changed last name, a few
// refused lines) dry run then confirmed, and 5,000 prices imported into a new price list (the
// console's dry run, then its batches). Prints each step's time and requests and checks every line's
// record through the admin API. It writes: imports-run.ts rebuilds the large store afterwards (Medusa
// 1.20 cannot delete a customer through its API); the price list is deleted here.
import type { Customer, PriceList, Product } from '@medusajs/client-types'
import { customers } from '../../src/api/admin/customers'
import { priceLists } from '../../src/api/admin/price-lists'
import { products } from '../../src/api/admin/products'
import { activityJournal } from '../../src/atoms/activity/journal'
import type { EntityOption } from '../../src/commands/core/args'
import { walkCustomers } from '../../src/commands/customers/export-walk'
import { commandById, type CommandId } from '../../src/commands/index'
import { benchRunner, counted, expectDone, seconds, shown } from './runner'

export const NEW_CUSTOMERS = Number(process.env.IMPORT_NEW ?? 10_000)
export const EXISTING_CUSTOMERS = Number(process.env.IMPORT_EXISTING ?? 10_000)
export const PRICES = Number(process.env.IMPORT_PRICES ?? 5000)
/** Existing lines whose last name is left as it is (the rest change it); existing lines that carry their groups. */
const UNCHANGED = Math.round(EXISTING_CUSTOMERS / 10)
const WITH_GROUPS = Math.round(EXISTING_CUSTOMERS / 5)

const csvCell = (value: string) => (/[",\n;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/** The console's runner, journal and the context its runs see (runner.ts). */
function console_() {
  const bench = benchRunner()
  return { ...bench, ctx: bench.ctx() }
}

/** The dry run: the command's page that checks the file (a picker's search), as the palette asks it. */
async function dryRun(commandId: CommandId, pageKey: string, args: Record<string, unknown>, c: ReturnType<typeof console_>): Promise<EntityOption[]> {
  const spec = commandById(commandId).args?.[pageKey]
  if (spec?.kind !== 'entity') throw new Error(`${commandId} has no ${pageKey} page`)
  return spec.search('', { queryClient: c.queryClient, ctx: c.ctx, args })
}

/** Every customer by lowercase email (the keyset walk without groups: a few seconds at 100,000). */
async function everyCustomer(): Promise<Map<string, Customer[]>> {
  const byEmail = new Map<string, Customer[]>()
  await walkCustomers({}, async (query) => {
    const page = await customers.list(query)
    return { customers: page.customers as Customer[], count: page.count }
  }, (page) => {
    for (const c of page) byEmail.set(c.email.toLowerCase(), [...(byEmail.get(c.email.toLowerCase()) ?? []), c])
  }, 10_000)
  return byEmail
}

/** The customers file, its expected plan, and what each line should leave in the store. */
async function customersFile(runId: string) {
  const picked: Customer[] = []
  for (let offset = 30_000; picked.length < EXISTING_CUSTOMERS; offset += 5000) {
    const page = await customers.list({ expand: 'groups', order: 'id', offset, limit: 5000 })
    if (!page.customers.length) throw new Error(`only ${picked.length} customers with names to update`)
    picked.push(...(page.customers as Customer[]).filter((c) => c.first_name && c.last_name && /^[^\s@,;"]+@[^\s@,;"]+\.\w{2,}$/.test(c.email)))
  }
  const existing = picked.slice(0, EXISTING_CUSTOMERS)
  const lines = ['email,first_name,last_name,phone,groups']
  const fresh = Array.from({ length: NEW_CUSTOMERS }, (_, i) => ({ email: `import-${runId}-${i}@bench.example`, first: 'Bench', last: `Import ${i}` }))
  for (const f of fresh) lines.push(`${f.email},${f.first},${f.last},,`)
  const lastNameAfter = new Map<string, string>()
  existing.forEach((c, i) => {
    const last = i < UNCHANGED ? (c.last_name ?? '') : `${c.last_name} ${runId}`
    lastNameAfter.set(c.email.toLowerCase(), last)
    const groups = i % Math.round(EXISTING_CUSTOMERS / WITH_GROUPS) === 0 ? (c.groups ?? []).map((g) => g.name).join('; ') : ''
    lines.push([c.email, '', last, '', groups].map(csvCell).join(','))
  })
  const refused = ['not-an-email,A,B,,', ',No,Email,,', `phone-${runId}@bench.example,Bad,Phone,call me!,`, `${fresh[0]?.email},Again,Twice,,`, `ghost-${runId}@bench.example,Gh,Ost,,No Such Group`]
  lines.push(...refused)
  const expected = `Write: ${NEW_CUSTOMERS.toLocaleString('en')} to create, ${(EXISTING_CUSTOMERS - UNCHANGED).toLocaleString('en')} to update, ${UNCHANGED.toLocaleString('en')} unchanged, ${refused.length} refused`
  return { text: lines.join('\n'), lines: lines.length - 1, fresh, lastNameAfter, refused: [`phone-${runId}@bench.example`, `ghost-${runId}@bench.example`], expected }
}

/** The customers import: dry run, confirm, every line checked through the API; returns the lines to print. */
export async function customersImport(): Promise<string[]> {
  const runId = Date.now().toString(36)
  const before = (await customers.list({ limit: 1 })).count
  const file = await customersFile(runId)
  const c = console_()
  const args = { file: [new File([file.text], `customers-${runId}.csv`, { type: 'text/csv' })] }
  const preview = await counted(() => dryRun('customers.import', 'preview', args, c))
  const [plan] = preview.value
  if (plan?.label !== file.expected) throw new Error(`the dry run planned "${plan?.label}", not "${file.expected}"`)
  const confirm = await counted(() => c.runner.execute(commandById('customers.import'), { ...args, preview: 'plan' }, { ctx: { ...c.ctx, picked: { preview: plan.record } } }))
  expectDone('the customers import', confirm.value)
  await activityJournal.flushed()
  const title = confirm.value.status === 'done' && confirm.value.result?.type === 'toast' ? confirm.value.result.title : '?'

  const now = await everyCustomer()
  const problems: string[] = []
  for (const f of file.fresh) {
    const found = now.get(f.email) ?? []
    if (found.length !== 1 || found[0]?.last_name !== f.last) problems.push(`${f.email}: ${found.length} customers`)
  }
  for (const [email, last] of file.lastNameAfter) if (now.get(email)?.[0]?.last_name !== last) problems.push(`${email}: last name ${now.get(email)?.[0]?.last_name}, not ${last}`)
  for (const email of file.refused) if (now.has(email)) problems.push(`${email} (refused) was created`)
  const after = [...now.values()].reduce((n, list) => n + list.length, 0)
  if (after !== before + NEW_CUSTOMERS) problems.push(`${after} customers, not ${before} + ${NEW_CUSTOMERS}`)
  if (problems.length) throw new Error(`the customers import left ${problems.length} lines wrong: ${problems.slice(0, 10).join('; ')}`)
  return [
    `customers import, ${file.lines.toLocaleString('en')} lines (${before.toLocaleString('en')} customers in the store):`,
    `  dry run: ${seconds(preview.ms)}, ${shown(preview.requests)}: ${plan.label}`,
    `  confirm: ${seconds(confirm.ms)}, ${shown(confirm.requests)}: ${title}`,
    `  checked through the API: ${NEW_CUSTOMERS.toLocaleString('en')} created once each, ${(EXISTING_CUSTOMERS - UNCHANGED).toLocaleString('en')} updated, ${UNCHANGED.toLocaleString('en')} unchanged, refused lines not written; ${after.toLocaleString('en')} customers`,
  ]
}

/** 5,000 prices (one EUR amount per variant, by SKU) into a new price list, then the list deleted. */
export async function pricesImport(): Promise<string[]> {
  // Through the products (GET /admin/variants prices every variant it answers: 5,000 took minutes).
  const withSku: Array<{ id: string; sku: string }> = []
  for (let offset = 200; withSku.length < PRICES; offset += 1000) {
    const page = await products.list({ fields: 'id', expand: 'variants', order: 'id', limit: 1000, offset })
    if (!page.products.length) break
    for (const v of (page.products as Product[]).flatMap((p) => p.variants ?? [])) if (v.sku && withSku.length < PRICES) withSku.push({ id: v.id, sku: v.sku })
  }
  const amounts = new Map(withSku.map((v, i) => [v.id, 1000 + i]))
  const text = ['SKU;Price EUR', ...withSku.map((v, i) => `${v.sku};${((1000 + i) / 100).toFixed(2)}`)].join('\n')
  const { price_list: list } = await priceLists.create({ name: `Import bench ${Date.now().toString(36)}`, description: 'bench/scale/imports.ts', type: 'sale', status: 'draft', prices: [] })
  try {
    const c = console_()
    const args = { priceListId: list.id, file: [new File([text], 'prices.csv', { type: 'text/csv' })] }
    const ctx = { ...c.ctx, picked: { priceListId: list } }
    const dry = await counted(() => dryRun('price-lists.import-prices', 'plan', args, { ...c, ctx }))
    const confirmOption = dry.value.find((o) => o.id === 'confirm')
    if (!confirmOption) throw new Error('the dry run offered no import')
    const confirm = await counted(() => c.runner.execute(commandById('price-lists.import-prices'), { ...args, plan: 'confirm' }, { ctx: { ...ctx, picked: { ...ctx.picked, plan: confirmOption.record } } }))
    expectDone('the prices import', confirm.value)
    const { price_list: imported } = await priceLists.retrieve(list.id)
    const prices = (imported as PriceList).prices ?? []
    const wrong = prices.filter((p) => p.currency_code !== 'eur' || amounts.get(p.variant_id ?? '') !== p.amount)
    const variantsPriced = new Set(prices.map((p) => p.variant_id)).size
    if (prices.length !== withSku.length || wrong.length || variantsPriced !== withSku.length) {
      throw new Error(`the list has ${prices.length} prices (${wrong.length} wrong, ${variantsPriced} variants), not the file's ${withSku.length}`)
    }
    return [
      `prices import, ${withSku.length.toLocaleString('en')} lines into a new price list (the console's own import: variants found by one walk of the products, prices in batches under 100 KB):`,
      `  dry run (every line checked, every variant found): ${seconds(dry.ms)}, ${shown(dry.requests)}: ${confirmOption.label}`,
      `  confirm (the batches, the first replacing the list's prices): ${seconds(confirm.ms)}, ${shown(confirm.requests)}`,
      `  checked through the API: ${prices.length.toLocaleString('en')} prices, one per variant, each the file's amount; the list deleted`,
    ]
  } finally {
    await priceLists.delete(list.id)
  }
}
