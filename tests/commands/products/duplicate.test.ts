import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { commandOf, keep, onProduct, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

const productIn = (id: string) => mock.db.products.find((p) => p.id === id)
const productTitled = (title: string) => mock.db.products.find((p) => p.title === title)
const variantNamed = (productId: string, title: string) => productIn(productId)?.variants.find((v) => v.title === title)
/** Variant titles in Medusa's order (variant_rank). */
const variantOrder = (productId: string) =>
  [...(productIn(productId)?.variants ?? [])].sort((a, b) => (a.variant_rank ?? 0) - (b.variant_rank ?? 0)).map((v) => v.title)
const valuesOf = (variant: { options: Array<{ value: string }> } | undefined) => variant?.options.map((o) => o.value)

describe('products.duplicate', () => {
  it('copies the product as a draft "… (copy)" with its options, variants and prices, and opens the copy', async () => {
    expect(commandOf('products.duplicate')).toMatchObject({ group: 'Products' })
    Object.assign(productIn('prod_1') ?? {}, { material: 'Cotton', weight: 200 })
    const run = await runCommand('products.duplicate', { ctx: await onProduct('prod_1') })
    const copy = productTitled('Medusa T-Shirt (copy)')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/products/${copy?.id}` } })
    const original = productIn('prod_1')
    expect(copy).toMatchObject({
      handle: 'medusa-t-shirt-copy', status: 'draft', material: 'Cotton', weight: 200,
      collection_id: original?.collection_id, type_id: original?.type_id, tag_ids: original?.tag_ids, sales_channel_ids: original?.sales_channel_ids,
    })
    expect(copy?.options.map((o) => o.title)).toEqual(['Size', 'Color'])
    expect(copy?.variants.map((v) => [v.title, valuesOf(v), v.sku])).toEqual([
      ['S / Black', ['S', 'Black'], null], ['M / Black', ['M', 'Black'], null], ['S / White', ['S', 'White'], null], ['M / White', ['M', 'White'], null],
    ])
    expect(copy?.variants[0]?.prices.map((p) => [p.currency_code, p.amount]).sort()).toEqual([['eur', 1950], ['usd', 2200]])
  })

  it('takes the next free handle for a second copy, and copies a copy as "… (copy)" once', async () => {
    await runCommand('products.duplicate', { ctx: await onProduct('prod_1') })
    await runCommand('products.duplicate', { ctx: await onProduct('prod_1') })
    expect(mock.db.products.filter((p) => p.title === 'Medusa T-Shirt (copy)').map((p) => p.handle)).toEqual(['medusa-t-shirt-copy', 'medusa-t-shirt-copy-2'])
    const firstCopy = productTitled('Medusa T-Shirt (copy)')?.id ?? ''
    await runCommand('products.duplicate', { ctx: await onProduct(firstCopy) })
    expect(mock.db.products.filter((p) => p.title === 'Medusa T-Shirt (copy)')).toHaveLength(3)
    expect(mock.db.products.at(-1)?.handle).toBe('medusa-t-shirt-copy-3')
  })

  it("shows Medusa's refusal when the copy cannot be created", async () => {
    server.use(http.post(`${BASE}/admin/products`, () => HttpResponse.json({ type: 'duplicate_error', message: 'Product with handle medusa-t-shirt-copy already exists.' }, { status: 422 })))
    const before = mock.db.products.length
    const run = await runCommand('products.duplicate', { ctx: await onProduct('prod_1') })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product with handle medusa-t-shirt-copy already exists.' })
    expect(mock.db.products).toHaveLength(before)
  })
})

describe('products.duplicate-variant', () => {
  it('adds a copy with its prices, stock handling and attributes under new option values, never its SKU', async () => {
    const queryClient = createQueryClient()
    Object.assign(variantNamed('prod_1', 'S / Black') ?? {}, { allow_backorder: true, weight: 180, ean: '4006381333931' })
    const ctx = await onProduct('prod_1', queryClient)
    const variantId = variantNamed('prod_1', 'S / Black')?.id ?? ''
    const run = await runCommand('products.duplicate-variant', { ctx, queryClient, given: { variantId }, answers: { title: 'L / Black', values: 'L / Black', sku: '' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Variant duplicated', message: 'S / Black → L / Black' } })
    const copy = variantNamed('prod_1', 'L / Black')
    expect(copy).toMatchObject({ sku: null, ean: null, allow_backorder: true, weight: 180 })
    expect(valuesOf(copy)).toEqual(['L', 'Black'])
    expect(copy?.prices.map((p) => [p.currency_code, p.amount]).sort()).toEqual([['eur', 1950], ['usd', 2200]])
  })

  it("starts from the variant's own values, which Medusa refuses unchanged", async () => {
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_1', queryClient)
    const variantId = variantNamed('prod_1', 'S / Black')?.id ?? ''
    const run = await runCommand('products.duplicate-variant', { ctx, queryClient, given: { variantId }, answers: { title: keep, values: keep, sku: '' } })
    expect(run.args).toMatchObject({ title: 'S / Black', values: 'S / Black' })
    expect(run.outcome).toMatchObject({ status: 'failed', message: expect.stringContaining('Variant with title S / Black with provided options already exists') })
    expect(productIn('prod_1')?.variants).toHaveLength(4)
  })
})

describe('products.move-variant-up / down', () => {
  it('moves a variant one place by sending every variant in the new order, ids only', async () => {
    expect(commandOf('products.move-variant-down')).toMatchObject({ group: 'Product variants', hotkey: 'alt+arrowdown' })
    const queryClient = createQueryClient()
    const variantId = variantNamed('prod_1', 'S / Black')?.id ?? ''
    const down = await runCommand('products.move-variant-down', { ctx: await onProduct('prod_1', queryClient), queryClient, given: { variantId } })
    expect(down.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Variant moved down', message: 'S / Black: 2 of 4' } })
    expect(variantOrder('prod_1')).toEqual(['M / Black', 'S / Black', 'S / White', 'M / White'])
    expect(variantNamed('prod_1', 'S / Black')?.prices).toHaveLength(2)

    const up = await runCommand('products.move-variant-up', { ctx: await onProduct('prod_1', queryClient), queryClient, given: { variantId } })
    expect(up.outcome).toMatchObject({ status: 'done', result: { title: 'Variant moved up', message: 'S / Black: 1 of 4' } })
    expect(variantOrder('prod_1')).toEqual(['S / Black', 'M / Black', 'S / White', 'M / White'])
  })

  it('says so, sending nothing, when the variant is already first', async () => {
    const variantId = variantNamed('prod_1', 'S / Black')?.id ?? ''
    const run = await runCommand('products.move-variant-up', { ctx: await onProduct('prod_1'), given: { variantId } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'S / Black is already the first variant' })
    expect(requestsOf(seen, 'POST')).toHaveLength(0)
  })
})

describe('products.set-inventory-handling', () => {
  it("sets manage inventory and allow backorders on every variant of the product in one call", async () => {
    const run = await runCommand('products.set-inventory-handling', { ctx: await onProduct('prod_1'), answers: { handling: 'backorders' } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Inventory handling set', message: 'Medusa T-Shirt: 4 variant(s)' } })
    expect(requestsOf(seen, 'POST')).toHaveLength(1)
    expect(productIn('prod_1')?.variants.map((v) => [v.manage_inventory, v.allow_backorder])).toEqual(Array(4).fill([true, true]))
    await runCommand('products.set-inventory-handling', { ctx: await onProduct('prod_1'), answers: { handling: 'untracked' } })
    expect(productIn('prod_1')?.variants.map((v) => [v.manage_inventory, v.allow_backorder])).toEqual(Array(4).fill([false, false]))
  })

  it("shows Medusa's refusal", async () => {
    server.use(http.post(`${BASE}/admin/products/:id`, () => HttpResponse.json({ type: 'not_found', message: 'Product with id: prod_1 was not found' }, { status: 404 })))
    const run = await runCommand('products.set-inventory-handling', { ctx: await onProduct('prod_1'), answers: { handling: 'tracked' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Product was not found: it may have been deleted meanwhile.' })
  })
})
