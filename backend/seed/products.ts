import type { AdminPostProductsReq } from '@medusajs/client-types'
import { products } from '../../src/api/admin/products'
import { type Prices, type SeedContext, log, pricesFor } from './context'

interface ProductSeed {
  title: string
  handle: string
  description: string
  type: string
  tags: string[]
  material: string
  weight: number
  /** Option titles, in the order of each variant's `values`. */
  options: string[]
  variants: { values: string[]; sku: string; stock: number }[]
  prices: Prices
}

/** Every combination of the given option values, in a fixed order. */
function combinations(...lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]])
}

function skuPart(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]+/g, '')
}

function variantsOf(prefix: string, stock: number, ...lists: string[][]): ProductSeed['variants'] {
  return combinations(...lists).map((values) => ({ values, sku: [prefix, ...values.map(skuPart)].join('-'), stock }))
}

export const PRODUCTS: ProductSeed[] = [
  {
    title: 'Medusa T-Shirt',
    handle: 't-shirt',
    description: 'A soft cotton t-shirt with the Medusa logo on the chest.',
    type: 'Apparel',
    tags: ['cotton', 'summer'],
    material: 'Cotton',
    weight: 200,
    options: ['Size', 'Color'],
    variants: variantsOf('TSHIRT', 50, ['S', 'M', 'L'], ['Black', 'White']),
    prices: { eur: 1950, usd: 2200, gbp: 1750 },
  },
  {
    title: 'Medusa Sweatshirt',
    handle: 'sweatshirt',
    description: 'A warm sweatshirt for cold evenings at the keyboard.',
    type: 'Apparel',
    tags: ['winter'],
    material: 'Cotton blend',
    weight: 450,
    options: ['Size'],
    variants: variantsOf('SWEAT', 30, ['S', 'M', 'L', 'XL']),
    prices: { eur: 3950, usd: 4500, gbp: 3500 },
  },
  {
    title: 'Medusa Coffee Mug',
    handle: 'coffee-mug',
    description: 'A 350 ml ceramic mug. Dishwasher safe.',
    type: 'Accessories',
    tags: ['kitchen'],
    material: 'Ceramic',
    weight: 320,
    options: ['Color'],
    variants: variantsOf('MUG', 100, ['Black', 'White']),
    prices: { eur: 1200, usd: 1400, gbp: 1000 },
  },
]

function toRequest(seed: ProductSeed, ctx: SeedContext): AdminPostProductsReq {
  return {
    title: seed.title,
    handle: seed.handle,
    description: seed.description,
    status: 'published',
    type: { value: seed.type },
    tags: seed.tags.map((value) => ({ value })),
    material: seed.material,
    weight: seed.weight,
    sales_channels: ctx.salesChannels.map(({ id }) => ({ id })),
    options: seed.options.map((title) => ({ title })),
    variants: seed.variants.map(({ values, sku, stock }) => ({
      title: values.join(' / '),
      sku,
      inventory_quantity: stock,
      manage_inventory: true,
      prices: pricesFor(seed.prices),
      options: values.map((value) => ({ value })),
    })),
  }
}

/** Published products with options, variants and a price in every currency, in both sales channels. */
export async function seedProducts(ctx: SeedContext): Promise<void> {
  for (const seed of PRODUCTS) {
    const { product } = await products.create(toRequest(seed, ctx))
    log(`product ${product.title} (${product.handle}): ${seed.variants.length} variants`)
  }
}
