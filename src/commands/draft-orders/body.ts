import type { AdminPostDraftOrdersReq } from '@medusajs/client-types'
import { parseMoney } from '@/api/money'
import { customerQueries } from '@/atoms/customers/keys'
import { regionQueries } from '@/atoms/regions/keys'
import type { ArgValues } from '@/commands/core/args'
import { arg, type CommandTools } from '@/commands/core/define'
import type { Customer, Region } from '@medusajs/client-types'
import type { PartialArgs } from '@/commands/core/args'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { pickerOf } from '@/commands/core/entity'
import { customerEntity } from '@/models/customers/entity'
import { anyVariantEntity } from '@/models/products/entity'
import { regionEntity } from '@/models/regions/entity'
import { regionShippingOptionEntity } from '@/models/shipping/entity'

/** The currency of the region picked in this prompt: custom lines and prices are typed in it. */
const regionCurrency = (ctx: CommandContext, args: PartialArgs) => pickedRecord<Region>(ctx, 'regionId', args.regionId)?.currency_code ?? 'usd'
import { splitList } from '@/commands/core/text'
import { quantitiesArg, variantQuantities } from '@/commands/core/variant-quantities'

// What a new draft order is made of (POST /admin/draft-orders): the arguments the operator answers
// and the request body built from them. 'Create draft order' sends it and opens the draft; 'Create
// order' sends it and marks the draft paid at once, which is how Medusa v1 creates an order.

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface CustomItem {
  title: string
  unit_price: number
  quantity: number
}

/** 'Gift wrap = 3.00 x 2' per line (quantity 1 when left out), prices in the region's currency. */
export function parseCustomItems(text: string, currency: string): { items: CustomItem[] } | { error: string } {
  const items: CustomItem[] = []
  for (const [index, raw] of text.split('\n').entries()) {
    if (!raw.trim()) continue
    const match = /^(.+?)\s*=\s*([^=]+?)(?:\s*[x×*]\s*(\d+))?\s*$/i.exec(raw.trim())
    const where = `Line ${index + 1}`
    if (!match?.[1] || !match[2]) return { error: `${where}: write title = unit price x quantity` }
    const price = parseMoney(match[2], currency)
    if (price === undefined || price < 0) return { error: `${where}: "${match[2]}" is not a price` }
    const quantity = match[3] ? Number(match[3]) : 1
    if (quantity < 1) return { error: `${where}: the quantity must be at least 1` }
    items.push({ title: match[1], unit_price: price, quantity })
  }
  return { items }
}

/** The pages of a new draft: region, customer or email, variants and custom lines, shipping, codes. */
export const draftOrderArgs = {
  regionId: arg.entity({ label: 'Region', search: pickerOf(regionEntity) }),
  customerId: arg.entity({ label: 'Customer', optional: true, search: pickerOf(customerEntity) }),
  email: arg.text({
    label: 'Email',
    placeholder: 'jane@example.com',
    pattern: EMAIL,
    patternMessage: 'Email must be an address like jane@example.com',
    // A picked customer's email: Medusa links the draft's cart to the customer of this email.
    default: (ctx, args) => pickedRecord<Customer>(ctx, 'customerId', args.customerId)?.email,
  }),
  variantIds: arg.entities({ label: 'Variants', optional: true, search: pickerOf(anyVariantEntity) }),
  quantities: quantitiesArg('variantIds'),
  customItems: arg.text({
    label: 'Custom items',
    optional: true,
    multiline: true,
    placeholder: 'One per line: title = unit price x quantity\nGift wrap = 3.00 x 1',
    validate: (text, args, ctx) => {
      const parsed = parseCustomItems(text, regionCurrency(ctx, args))
      return 'error' in parsed ? parsed.error : undefined
    },
  }),
  shippingOptionId: arg.entity({ label: 'Shipping option', search: pickerOf(regionShippingOptionEntity) }),
  shippingPrice: arg.money({
    label: 'Shipping price',
    description: "Empty: the option's own price",
    optional: true,
    currency: regionCurrency,
  }),
  discountCodes: arg.text({ label: 'Discount codes', optional: true, placeholder: 'WELCOME10, SUMMER (comma separated)' }),
}

/** POST /admin/draft-orders's body from the answers; the region's currency prices the custom lines. */
export async function draftOrderBody(a: ArgValues<typeof draftOrderArgs>, fetch: CommandTools['fetch']): Promise<AdminPostDraftOrdersReq> {
  const { region } = await fetch(regionQueries.detail(a.regionId))
  const variants = variantQuantities(a.variantIds, a.quantities)
  const custom = parseCustomItems(a.customItems ?? '', region.currency_code)
  if ('error' in custom) throw new Error(custom.error)
  const email = a.email || (a.customerId ? (await fetch(customerQueries.detail(a.customerId))).customer.email : '')
  const items = [...variants, ...custom.items]
  const codes = splitList(a.discountCodes)
  return {
    email,
    region_id: a.regionId,
    customer_id: a.customerId,
    // Medusa refuses an empty `items` array ("items should not be empty"): leave it out instead.
    items: items.length ? items : undefined,
    shipping_methods: [{ option_id: a.shippingOptionId, price: a.shippingPrice }],
    discounts: codes.length ? codes.map((code) => ({ code })) : undefined,
  }
}
