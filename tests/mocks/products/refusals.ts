import type { AdminProductsRes } from '@medusajs/client-types'
import type { products } from '@/api/admin/products'
import { defineRefusals, duplicateError, invalidData, notFound, unknownError, type RefusalCase } from '../../support/refusals'

// Every refusal the products mock imitates, one row each (tests/support/refusals.ts): run against msw
// with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/products.ts.

type Product = AdminProductsRes['product']

export interface ProductRefusalSetup {
  api: { products: typeof products }
  salesChannelId: string
  unique: (prefix: string) => string
}
export type ProductRefusalContext = ProductRefusalSetup & {
  /** A product with one option (Size) and two variants, S and M, each with a SKU. */
  product: Product
  /** Makes another product the same way. */
  another: (sizes?: string[]) => Promise<Product>
}

const PRICES = [
  { currency_code: 'eur', amount: 1000 },
  { currency_code: 'usd', amount: 1200 },
]

/** The product every row acts on, made as tests/contract/fixtures.ts createProduct makes one. */
export async function makeProduct(s: ProductRefusalSetup): Promise<ProductRefusalContext> {
  const another = async (sizes = ['S', 'M']) =>
    (
      await s.api.products.create({
        title: s.unique('Refusal Product'),
        status: 'published',
        sales_channels: [{ id: s.salesChannelId }],
        options: [{ title: 'Size' }],
        variants: sizes.map((size) => ({ title: size, sku: s.unique(`SKU-${size}`), inventory_quantity: 100, manage_inventory: true, prices: PRICES, options: [{ value: size }] })),
      })
    ).product
  return { ...s, product: await another(), another }
}

type Row = RefusalCase<ProductRefusalContext>
type Ctx = ProductRefusalContext
const loose = <T>(body: unknown) => body as unknown as T
/** A refusal from inside the variant transaction: the message, then the transaction's own failure. */
const inTransaction = (message: string) => invalidData(`${message}\nCannot read properties of undefined (reading 'length')`)
const small = (c: Ctx) => c.product.variants[0]
const medium = (c: Ctx) => c.product.variants[1]
const sizeOption = (c: Ctx) => c.product.options[0]?.id ?? 'opt_none'
/** The message with what the row made named as placeholders. */
const naming = (call: Promise<unknown>, names: Record<string, string>) =>
  call.catch((error: { message?: string }) => {
    for (const [name, value] of Object.entries(names)) error.message = error.message?.replaceAll(value, `{${name}}`)
    throw error
  })
const newVariant = (c: Ctx, options: Array<{ option_id: string; value: string }>, sku?: string) =>
  c.api.products.createVariant(c.product.id, { title: 'New', inventory_quantity: 1, prices: PRICES, options, sku })

const productRows: Row[] = [
  {
    route: 'POST /admin/products',
    when: "an unknown sales channel (the middleware's errors list)",
    call: (c) => c.api.products.create({ title: c.unique('Nowhere'), sales_channels: [{ id: 'sc_missing' }] }),
    expected: { status: 400, type: undefined, message: 'Provided request body contains errors. Please check the data and retry the request', errors: ['Sales Channels sc_missing do not exist'] },
  },
  { route: 'POST /admin/products', when: 'no title', call: (c) => c.api.products.create(loose({ handle: c.unique('untitled').toLowerCase() })), expected: invalidData('title must be a string') },
  {
    route: 'POST /admin/products',
    when: 'a handle in use',
    call: (c) => naming(c.api.products.create({ title: c.unique('Twin'), handle: c.product.handle ?? '' }), { handle: c.product.handle ?? '' }),
    expected: duplicateError('Product with handle {handle} already exists.'),
  },
  {
    route: 'POST /admin/products/{id}',
    when: 'an unknown collection',
    call: (c) => c.api.products.update(c.product.id, { collection_id: 'pcol_missing' }),
    expected: notFound('Product_collection with collection_id pcol_missing does not exist.'),
  },
  {
    route: 'POST /admin/products/{id}',
    when: "another product's variant",
    call: async (c) => {
      const foreign = (await c.another(['S'])).variants[0]?.id ?? ''
      return naming(c.api.products.update(c.product.id, { variants: [{ id: foreign }] }), { variant: foreign })
    },
    expected: notFound('Variants with id: {variant} are not associated with this product'),
  },
  {
    route: 'POST /admin/products/{id}',
    when: 'a new variant without options (the option count is checked first)',
    call: (c) => c.api.products.update(c.product.id, { variants: loose([{ id: small(c)?.id }, { options: [] }]) }),
    expected: inTransaction('Product options length does not match variant options length. Product has 1 and variant has 0.'),
  },
  {
    route: 'POST /admin/products/{id}',
    when: 'a new variant without a title',
    call: (c) => c.api.products.update(c.product.id, { variants: loose([{ id: small(c)?.id }, { id: medium(c)?.id }, { options: [{ option_id: sizeOption(c), value: 'L' }], prices: PRICES, inventory_quantity: 1 }]) }),
    expected: inTransaction('null value in column "title" of relation "product_variant" violates not-null constraint'),
  },
  { route: 'POST /admin/products/{id}', when: 'images that are not an array', call: (c) => c.api.products.update(c.product.id, { images: loose('x') }), expected: invalidData('images must be an array') },
  { route: 'GET /admin/products/{id}', when: 'an unknown product', call: (c) => c.api.products.retrieve('prod_missing'), expected: notFound('Product with id: prod_missing was not found') },
]

const variantRows: Row[] = [
  {
    route: 'POST /admin/products/{id}/variants/{variant_id}',
    when: "another variant's SKU",
    call: (c) => naming(c.api.products.updateVariant(c.product.id, small(c)?.id ?? '', { sku: medium(c)?.sku ?? '' }), { sku: medium(c)?.sku ?? '' }),
    expected: duplicateError('Product_variant with sku {sku} already exists.'),
  },
  { route: 'POST /admin/products/{id}/variants', when: 'an unknown product', call: (c) => c.api.products.createVariant('prod_missing', { title: 'New', inventory_quantity: 1, prices: PRICES, options: [] }), expected: inTransaction('Product id missing') },
  { route: 'POST /admin/products/{id}/variants', when: 'no option values', call: (c) => newVariant(c, []), expected: inTransaction('Product options length does not match variant options length. Product has 1 and variant has 0.') },
  { route: 'POST /admin/products/{id}/variants', when: 'a value for an unknown option', call: (c) => newVariant(c, [{ option_id: 'opt_missing', value: 'L' }]), expected: inTransaction('Variant options do not contain value for Size') },
  { route: 'POST /admin/products/{id}/variants', when: "an existing variant's options", call: (c) => newVariant(c, [{ option_id: sizeOption(c), value: 'S' }]), expected: inTransaction('Variant with title S with provided options already exists') },
  {
    route: 'POST /admin/products/{id}/variants',
    when: "another variant's SKU",
    call: (c) => newVariant(c, [{ option_id: sizeOption(c), value: 'XL' }], small(c)?.sku ?? ''),
    expected: inTransaction('duplicate key value violates unique constraint "IDX_2ca8cfbdafb998ecfd6d340389"'),
  },
  { route: 'POST /admin/products/{id}/variants/{variant_id}', when: 'an unknown variant', call: (c) => c.api.products.updateVariant(c.product.id, 'variant_missing', { title: 'X' }), expected: notFound('Variant with id: variant_missing was not found') },
  {
    route: 'POST /admin/products/{id}/variants/{variant_id}',
    when: 'a value for an unknown option',
    call: (c) => c.api.products.updateVariant(c.product.id, small(c)?.id ?? '', { options: [{ option_id: 'opt_missing', value: 'L' }] }),
    expected: notFound('Product option value not found'),
  },
  {
    route: 'POST /admin/products/{id}/variants/{variant_id}',
    when: 'a price without currency or region',
    call: (c) => c.api.products.updateVariant(c.product.id, small(c)?.id ?? '', { prices: loose([{ amount: 100 }]) }),
    expected: invalidData('Failed XOR relation between "region_id" and "currency_code"., Failed XOR relation between "currency_code" and "region_id".'),
  },
  { route: 'POST /admin/products/{id}/variants/{variant_id}', when: 'a price in an unknown region', call: (c) => c.api.products.updateVariant(c.product.id, small(c)?.id ?? '', { prices: [{ amount: 100, region_id: 'reg_missing' }] }), expected: unknownError },
  {
    route: 'POST /admin/products/{id}/variants/{variant_id}',
    when: 'a price in an unknown currency',
    call: (c) => c.api.products.updateVariant(c.product.id, small(c)?.id ?? '', { prices: [{ amount: 100, currency_code: 'xx1' }] }),
    expected: notFound('Currency with currency_code xx1 does not exist.'),
  },
]

const optionRows: Row[] = [
  { route: 'POST /admin/products/{id}/options', when: 'a title in use', call: (c) => c.api.products.createOption(c.product.id, { title: 'Size' }), expected: duplicateError('An option with the title: Size already exists') },
  {
    route: 'POST /admin/products/{id}/options/{option_id}',
    when: "another option's title, in another case (a 404)",
    call: async (c) => {
      const { product } = await c.api.products.createOption(c.product.id, { title: 'Colour' })
      return c.api.products.updateOption(c.product.id, product.options.find((o) => o.title === 'Colour')?.id ?? '', { title: 'size' })
    },
    expected: notFound('An option with title size already exists'),
  },
  { route: 'POST /admin/products/{id}/options/{option_id}', when: 'an unknown option', call: (c) => c.api.products.updateOption(c.product.id, 'opt_missing', { title: 'Fit' }), expected: notFound('Option with id: opt_missing does not exist') },
  {
    route: 'DELETE /admin/products/{id}/options/{option_id}',
    when: 'the option that tells the variants apart',
    call: (c) => c.api.products.deleteOption(c.product.id, sizeOption(c)),
    expected: invalidData('To delete an option, first delete all variants, such that when an option is deleted, no duplicate variants will exist.'),
  },
]

export const refusals = defineRefusals<ProductRefusalContext>({
  mock: 'products',
  about: 'Each row acts on a new published product with one option (Size) and two variants, S and M, each with a SKU.',
  cases: [...productRows, ...variantRows, ...optionRows],
})
