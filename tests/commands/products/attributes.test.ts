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
const variantNamed = (productId: string, title: string) => productIn(productId)?.variants.find((v) => v.title === title)

describe('products.edit-attributes', () => {
  const answers = {
    subtitle: 'Organic cotton tee', material: 'Cotton', discountable: false,
    weight: '200', length: '30', width: '20', height: '2', hsCode: '6109.10', midCode: 'ITMED123MIL', originCountry: 'IT',
  }

  it('is in the Products group on shift+a and sets subtitle, material, discountable and the shipping attributes', async () => {
    expect(commandOf('products.edit-attributes')).toMatchObject({ group: 'Products', hotkey: 'shift+a' })
    const queryClient = createQueryClient()
    const run = await runCommand('products.edit-attributes', { ctx: await onProduct('prod_1', queryClient), queryClient, answers })
    expect(run.prompted).toEqual(['subtitle', 'material', 'discountable', 'weight', 'length', 'width', 'height', 'hsCode', 'midCode', 'originCountry'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Attributes saved', message: 'Medusa T-Shirt' } })
    expect(requestsOf(seen, 'POST', '/admin/products/prod_1')).toHaveLength(1)
    expect(productIn('prod_1')).toMatchObject({
      subtitle: 'Organic cotton tee', material: 'Cotton', discountable: false,
      weight: 200, length: 30, width: 20, height: 2, hs_code: '6109.10', mid_code: 'ITMED123MIL', origin_country: 'it',
    })
  })

  it('keeps a field left empty and refuses a country that is not two letters', async () => {
    Object.assign(productIn('prod_1') ?? {}, { material: 'Linen', weight: 250 })
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_1', queryClient)
    const refused = await runCommand('products.edit-attributes', { ctx, queryClient, answers: { ...answers, originCountry: 'Italy' } })
    expect(refused.outcome).toMatchObject({ status: 'rejected', arg: 'originCountry', message: 'Give a two-letter country code, e.g. IT or DK' })

    const run = await runCommand('products.edit-attributes', {
      ctx, queryClient,
      answers: { subtitle: '', material: '', discountable: keep, weight: '', length: '', width: '', height: '', hsCode: '6109', midCode: '', originCountry: '' },
    })
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(productIn('prod_1')).toMatchObject({ material: 'Linen', weight: 250, hs_code: '6109', discountable: true, subtitle: null })
  })

  it("shows Medusa's refusal and changes nothing", async () => {
    server.use(http.post(`${BASE}/admin/products/:id`, () => HttpResponse.json({ type: 'invalid_data', message: 'weight must be a number conforming to the specified constraints' }, { status: 400 })))
    const queryClient = createQueryClient()
    const run = await runCommand('products.edit-attributes', { ctx: await onProduct('prod_1', queryClient), queryClient, answers })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'weight must be a number conforming to the specified constraints' })
    expect(productIn('prod_1')?.material).toBeNull()
  })
})

describe('products.edit-variant-attributes', () => {
  const answers = {
    ean: '4006381333931', upc: '036000291452', barcode: 'TS-S-BLK', manageInventory: false, allowBackorder: true,
    material: '', weight: '180', length: '', width: '', height: '', hsCode: '', midCode: '', originCountry: 'pt',
  }

  it("sets a focused product's variant's codes, inventory handling and attributes, named by its title", async () => {
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_1', queryClient)
    const variantId = variantNamed('prod_1', 'S / Black')?.id ?? ''
    const run = await runCommand('products.edit-variant-attributes', { ctx, queryClient, given: { variantId }, answers })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Variant attributes saved', message: 'S / Black: Not tracked' } })
    expect(variantNamed('prod_1', 'S / Black')).toMatchObject({
      ean: '4006381333931', upc: '036000291452', barcode: 'TS-S-BLK', manage_inventory: false, allow_backorder: true,
      weight: 180, length: null, origin_country: 'pt', material: null,
    })
  })

  it('says so when the variant was deleted meanwhile', async () => {
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_1', queryClient)
    const variantId = variantNamed('prod_1', 'S / Black')?.id ?? ''
    const product = productIn('prod_1')
    if (product) product.variants = product.variants.filter((v) => v.id !== variantId)
    const run = await runCommand('products.edit-variant-attributes', { ctx, queryClient, given: { variantId }, answers })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'This variant was deleted meanwhile' })
  })
})
