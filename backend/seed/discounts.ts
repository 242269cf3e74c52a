import type { AdminPostDiscountsReq } from '@medusajs/client-types'
import { discounts } from '../../src/api/admin/discounts'
import { CURRENCIES, type CurrencyCode, type SeedContext, log } from './context'
import { DAY_MS, must } from './util'

/**
 * Discounts of every kind the panels show: percentage, fixed, free shipping, with conditions, expired,
 * disabled, limited, and one dynamic discount (conditions on the VIP group) with a code per VIP.
 */
export async function seedDiscounts(ctx: SeedContext): Promise<void> {
  const day = (n: number) => new Date(ctx.anchor.getTime() + n * DAY_MS).toISOString()
  const all = CURRENCIES.map((c) => ctx.regions[c].id)
  const region = (c: CurrencyCode) => ctx.regions[c].id
  const collection = (title: string) => must(ctx.collections[title], `collection ${title}`)
  const group = (name: string) => must(ctx.customerGroups[name], `customer group ${name}`)
  const type = (value: string) => must(ctx.productTypes[value], `product type ${value}`)

  const plain: AdminPostDiscountsReq[] = [
    {
      code: 'WELCOME10',
      rule: { type: 'percentage', value: 10, allocation: 'total', description: '10% off a first order' },
      regions: all,
      starts_at: day(-120),
    },
    {
      code: 'FREESHIP',
      rule: { type: 'free_shipping', value: 0, allocation: 'total', description: 'Free shipping, no minimum' },
      regions: all,
      starts_at: day(-100),
    },
    {
      code: 'TENOFF',
      rule: { type: 'fixed', value: 1000, allocation: 'total', description: '€10 off the order' },
      regions: [region('eur')],
      starts_at: day(-95),
      usage_limit: 200,
    },
    {
      code: 'SUMMER15',
      rule: {
        type: 'percentage',
        value: 15,
        allocation: 'item',
        description: '15% off the Summer Collection',
        conditions: [{ operator: 'in', product_collections: [collection('Summer Collection')] }],
      },
      regions: [region('eur'), region('gbp')],
      starts_at: day(-60),
      ends_at: day(30),
    },
    {
      code: 'WINTER20',
      rule: {
        type: 'percentage',
        value: 20,
        allocation: 'item',
        description: 'Last winter: 20% off apparel',
        conditions: [{ operator: 'in', product_types: [type('Apparel')] }],
      },
      regions: all,
      starts_at: day(-300),
      ends_at: day(-200),
    },
    {
      code: 'STAFF30',
      rule: {
        type: 'percentage',
        value: 30,
        allocation: 'item',
        description: 'Staff discount, not on limited editions',
        conditions: [
          { operator: 'in', customer_groups: [group('Staff')] },
          { operator: 'not_in', product_collections: [collection('Limited Edition')] },
        ],
      },
      regions: all,
      starts_at: day(-150),
    },
    {
      code: 'BFCM25',
      rule: { type: 'percentage', value: 25, allocation: 'total', description: 'Black Friday (not switched on yet)' },
      regions: all,
      is_disabled: true,
      starts_at: day(3),
      ends_at: day(7),
      usage_limit: 1000,
    },
  ]
  for (const body of plain) await discounts.create(body)

  // The dynamic discount: a template for per-customer codes, valid 90 days each, VIP customers only.
  const { discount: vip } = await discounts.create({
    code: 'VIP',
    is_dynamic: true,
    rule: {
      type: 'percentage',
      value: 20,
      allocation: 'total',
      description: '20% for VIP customers, one personal code each',
      conditions: [{ operator: 'in', customer_groups: [group('VIP')] }],
    },
    regions: all,
    starts_at: day(-110),
    valid_duration: 'P90D',
  })
  for (const customer of ctx.customers.filter((c) => c.groups.includes('VIP'))) {
    const code = `VIP-${customer.firstName.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase()}`
    await discounts.createDynamicCode(vip.id, { code, usage_limit: 1 })
    ctx.vipCodes[customer.id] = code
  }

  ctx.discountCodes = { eur: ['WELCOME10', 'FREESHIP', 'TENOFF'], usd: ['WELCOME10', 'FREESHIP'], gbp: ['WELCOME10', 'FREESHIP'] }
  log(`discounts: ${plain.map((d) => d.code).join(', ')}, dynamic VIP with ${Object.keys(ctx.vipCodes).length} codes`)
}
