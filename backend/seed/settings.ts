import type { AdminCreateUserRequest, AdminPostInvitesReq } from '@medusajs/client-types'
import { invites } from '../../src/api/admin/invites'
import { returnReasons } from '../../src/api/admin/return-reasons'
import { taxRates } from '../../src/api/admin/tax-rates'
import { users } from '../../src/api/admin/users'
import { type SeedContext, log } from './context'
import { must } from './util'

interface ReasonSeed {
  value: string
  label: string
  description?: string
  children?: ReasonSeed[]
}

const REASONS: ReasonSeed[] = [
  {
    value: 'wrong_size',
    label: 'Wrong size',
    description: 'The item does not fit',
    children: [
      { value: 'too_small', label: 'Too small' },
      { value: 'too_big', label: 'Too big' },
    ],
  },
  { value: 'damaged', label: 'Arrived damaged', description: 'Broken or scratched on arrival' },
  { value: 'not_as_described', label: 'Not as described' },
  { value: 'changed_mind', label: 'Changed my mind' },
  { value: 'late_delivery', label: 'Arrived too late' },
]

/** Return reasons, two of them with child reasons; ctx.returnReasons maps value to id. */
export async function seedReturnReasons(ctx: SeedContext): Promise<void> {
  for (const reason of REASONS) {
    const { children, ...body } = reason
    const { return_reason: parent } = await returnReasons.create(body)
    ctx.returnReasons[reason.value] = parent.id
    for (const child of children ?? []) {
      const { return_reason } = await returnReasons.create({ ...child, parent_return_reason_id: parent.id })
      ctx.returnReasons[child.value] = return_reason.id
    }
  }
  log(`return reasons: ${Object.keys(ctx.returnReasons).join(', ')}`)
}

const USERS: AdminCreateUserRequest[] = [
  { email: 'sara.lindqvist@medusa-test.com', first_name: 'Sara', last_name: 'Lindqvist', role: 'admin', password: 'supersecret' },
  { email: 'tom.becker@medusa-test.com', first_name: 'Tom', last_name: 'Becker', role: 'member', password: 'supersecret' },
  { email: 'priya.nair@medusa-test.com', first_name: 'Priya', last_name: 'Nair', role: 'member', password: 'supersecret' },
  { email: 'dev.bot@medusa-test.com', first_name: 'Dev', last_name: 'Bot', role: 'developer', password: 'supersecret' },
]

const INVITES: AdminPostInvitesReq[] = [
  { user: 'new.hire@medusa-test.com', role: 'member' },
  { user: 'agency@medusa-test.com', role: 'developer' },
]

/** Staff accounts beside the demo admin, and invites nobody has accepted yet. */
export async function seedTeam(): Promise<void> {
  for (const user of USERS) await users.create(user)
  for (const invite of INVITES) await invites.create(invite)
  log(`team: ${USERS.length} users (${USERS.map((u) => u.role).join(', ')}), ${INVITES.length} pending invites`)
}

/**
 * Ties the regions' extra tax rates (regions.ts) to what they cover: reduced and zero rates for
 * stationery and books-like goods, tax exemption for the gift card, and a shipping rate.
 */
export async function seedTaxRateTargets(ctx: SeedContext): Promise<void> {
  const byCode = async (code: string) => {
    const { tax_rates } = await taxRates.list({ code })
    return must(tax_rates[0], `tax rate ${code}`)
  }
  const stationery = must(ctx.productTypes['Stationery'], 'product type Stationery')
  await taxRates.addProductTypes((await byCode('EU-RED')).id, { product_types: [stationery] })
  await taxRates.addProductTypes((await byCode('UK-ZERO')).id, { product_types: [stationery] })
  const giftCard = must(
    ctx.products.find((p) => p.isGiftCard),
    'gift card product',
  )
  await taxRates.addProducts((await byCode('NA-EXEMPT')).id, { products: [giftCard.id] })
  await taxRates.create({
    code: 'EU-SHIP',
    name: 'Shipping (reduced)',
    region_id: ctx.regions.eur.id,
    rate: 9,
    shipping_options: [ctx.shipping.eur.standard],
  })
  log('tax rates: reduced/zero rates for Stationery, gift cards exempt in North America, reduced EU shipping rate')
}
