import type { AdminPostPriceListsPriceListReq } from '@medusajs/client-types'
import { priceLists } from '../../src/api/admin/price-lists'
import { CURRENCIES, type ProductRef, type SeedContext, log } from './context'
import { DAY_MS, must } from './util'

type PriceListPrice = AdminPostPriceListsPriceListReq['prices'][number]

/** Every variant of the products, in every currency, at `percentOff` below its price. */
function discounted(products: ProductRef[], percentOff: number, minQuantity?: number): PriceListPrice[] {
  return products.flatMap((product) =>
    product.variants.flatMap((variant) =>
      CURRENCIES.map((currency_code) => ({
        variant_id: variant.id,
        currency_code,
        amount: Math.round((variant.prices[currency_code] * (100 - percentOff)) / 100 / 10) * 10,
        ...(minQuantity ? { min_quantity: minQuantity } : {}),
      })),
    ),
  )
}

/** Sales and overrides: active, scheduled, ended and draft lists, two of them for customer groups. */
export async function seedPriceLists(ctx: SeedContext): Promise<void> {
  const day = (n: number) => new Date(ctx.anchor.getTime() + n * DAY_MS).toISOString()
  const sold = ctx.products.filter((p) => p.status === 'published' && !p.isGiftCard)
  const inCollection = (title: string) => sold.filter((p) => p.collection === title)
  const ofType = (...types: string[]) => sold.filter((p) => types.includes(p.type))
  const group = (name: string) => ({ id: must(ctx.customerGroups[name], `customer group ${name}`) })

  const lists: AdminPostPriceListsPriceListReq[] = [
    {
      name: 'Winter Sale',
      description: '20% off the Winter Warmers collection',
      type: 'sale',
      status: 'active',
      starts_at: day(-20),
      ends_at: day(10),
      prices: discounted(inCollection('Winter Warmers'), 20),
    },
    {
      name: 'VIP Pricing',
      description: 'Essentials at 15% below list price for the VIP group',
      type: 'override',
      status: 'active',
      customer_groups: [group('VIP')],
      prices: discounted(inCollection('Essentials'), 15),
    },
    {
      name: 'Wholesale Tiers',
      description: 'Stationery and drinkware from 10 pieces, for wholesale customers',
      type: 'override',
      status: 'active',
      customer_groups: [group('Wholesale')],
      prices: discounted(ofType('Stationery', 'Drinkware'), 30, 10),
    },
    {
      name: 'Spring Preview',
      description: 'Next season, still being planned',
      type: 'sale',
      status: 'draft',
      starts_at: day(30),
      ends_at: day(60),
      prices: discounted(inCollection('Summer Collection'), 10),
    },
    {
      name: 'Autumn Clearance',
      description: 'Ended last month',
      type: 'sale',
      status: 'active',
      starts_at: day(-75),
      ends_at: day(-30),
      prices: discounted(inCollection('Home & Living'), 25),
    },
  ]
  for (const body of lists) await priceLists.create(body)
  log(`price lists: ${lists.map((l) => `${l.name} (${l.prices.length} prices)`).join(', ')}`)
}
