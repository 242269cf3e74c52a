import type { AddressPayload } from '@medusajs/client-types'
import { customerGroups } from '../../src/api/admin/customer-groups'
import { customers } from '../../src/api/admin/customers'
import { type CurrencyCode, type CustomerRef, type SeedContext, log } from './context'
import { Rng, at, mapLimit } from './util'

const FIRST = [
  'Anna', 'Lukas', 'Sophie', 'Mateo', 'Chloé', 'Noah', 'Emma', 'Liam', 'Olivia', 'Ethan',
  'Isabella', 'Daan', 'Lotte', 'Giulia', 'Marco', 'Lucía', 'Hugo', 'Amelia', 'Oliver', 'Grace',
  'Jack', 'Mia', 'Samuel', 'Zoe', 'Felix', 'Clara', 'Leon', 'Ava', 'Henry', 'Nora',
  'Elias', 'Maya', 'Julien', 'Sara', 'Thomas', 'Ella', 'Ruby', 'Owen', 'Harper', 'Finn',
]
const LAST = [
  'Schmidt', 'Weber', 'Dubois', 'García', 'Martin', 'Jansen', 'Rossi', 'Fischer', 'Moreau', 'Peeters',
  'Bakker', 'Ricci', 'López', 'Wagner', 'Leroy', 'Smith', 'Johnson', 'Brown', 'Miller', 'Davis',
  'Wilson', 'Taylor', 'Anderson', 'Thomas', 'Moore', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young',
  'Evans', 'Roberts', 'Wright', 'Green', 'Hughes', 'Tremblay', 'Roy', 'Gagnon', 'Wood', 'Kelly',
]

interface Place {
  country: string
  city: string
  postal: string
  province?: string
  street: (n: number) => string
  phone: string
}

const en = (name: string) => (n: number) => `${n} ${name}`
const PLACES: Record<CurrencyCode, Place[]> = {
  eur: [
    { country: 'de', city: 'Berlin', postal: '10115', street: (n) => `Invalidenstraße ${n}`, phone: '+49 30 5550' },
    { country: 'de', city: 'Munich', postal: '80331', street: (n) => `Sendlinger Straße ${n}`, phone: '+49 89 5550' },
    { country: 'fr', city: 'Paris', postal: '75002', street: (n) => `${n} rue Montorgueil`, phone: '+33 1 5550' },
    { country: 'fr', city: 'Lyon', postal: '69002', street: (n) => `${n} rue de la République`, phone: '+33 4 5550' },
    { country: 'nl', city: 'Amsterdam', postal: '1012 AB', street: (n) => `Damrak ${n}`, phone: '+31 20 5550' },
    { country: 'be', city: 'Antwerp', postal: '2000', street: (n) => `Meir ${n}`, phone: '+32 3 5550' },
    { country: 'es', city: 'Madrid', postal: '28013', street: (n) => `Calle Mayor ${n}`, phone: '+34 91 5550' },
    { country: 'it', city: 'Milan', postal: '20121', street: (n) => `Via Brera ${n}`, phone: '+39 02 5550' },
  ],
  usd: [
    { country: 'us', city: 'New York', province: 'NY', postal: '10001', street: en('West 34th Street'), phone: '+1 212 555' },
    { country: 'us', city: 'Austin', province: 'TX', postal: '78701', street: en('Congress Avenue'), phone: '+1 512 555' },
    { country: 'us', city: 'Portland', province: 'OR', postal: '97205', street: en('SW Morrison Street'), phone: '+1 503 555' },
    { country: 'us', city: 'Chicago', province: 'IL', postal: '60601', street: en('North Michigan Avenue'), phone: '+1 312 555' },
    { country: 'ca', city: 'Toronto', province: 'ON', postal: 'M5V 2T6', street: en('King Street West'), phone: '+1 416 555' },
    { country: 'ca', city: 'Vancouver', province: 'BC', postal: 'V6B 1A1', street: en('Granville Street'), phone: '+1 604 555' },
  ],
  gbp: [
    { country: 'gb', city: 'London', postal: 'EC1A 1BB', street: en('Aldersgate Street'), phone: '+44 20 7946' },
    { country: 'gb', city: 'Manchester', postal: 'M1 1AE', street: en('Market Street'), phone: '+44 161 496' },
    { country: 'gb', city: 'Bristol', postal: 'BS1 4DJ', street: en('Park Street'), phone: '+44 117 496' },
    { country: 'gb', city: 'Edinburgh', postal: 'EH1 1YZ', street: en('Royal Mile'), phone: '+44 131 496' },
  ],
}

export const GROUPS = ['VIP', 'Wholesale', 'Newsletter', 'Staff'] as const

/** Which groups customer i is in: most in one or two, a few in none. */
function groupsOf(i: number): string[] {
  const groups: string[] = []
  if (i % 6 === 0) groups.push('VIP')
  if (i % 9 === 4) groups.push('Wholesale')
  if (i % 2 === 1 || i % 5 === 0) groups.push('Newsletter')
  if (i === 7 || i === 26 || i === 33) groups.push('Staff')
  return groups
}

function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/** A fixed address and phone for a customer of the given region. */
export function addressFor(currency: CurrencyCode, first: string, last: string, rng: Rng): { address: AddressPayload; phone: string } {
  const place = rng.pick(PLACES[currency])
  const phone = `${place.phone} ${String(rng.int(1000, 9999))}`
  return {
    phone,
    address: {
      first_name: first,
      last_name: last,
      address_1: place.street(rng.int(1, 180)),
      city: place.city,
      country_code: place.country,
      postal_code: place.postal,
      phone,
      ...(place.province ? { province: place.province } : {}),
    },
  }
}

/** 40 registered customers across the three regions, in four customer groups. */
export async function seedCustomers(ctx: SeedContext): Promise<void> {
  const rng = new Rng(4040)
  const plans = FIRST.map((first, i) => {
    const last = at(LAST, (i * 7) % LAST.length)
    const currency: CurrencyCode = i % 5 === 4 ? 'gbp' : i % 5 >= 2 ? 'usd' : 'eur'
    return { first, last, currency, ...addressFor(currency, first, last, rng) }
  })
  ctx.customers = await mapLimit(plans, 4, async (plan, i): Promise<CustomerRef> => {
    const { customer } = await customers.create({
      email: `${ascii(plan.first)}.${ascii(plan.last)}@example.com`,
      first_name: plan.first,
      last_name: plan.last,
      password: 'demo-customer-password',
      phone: plan.phone,
      metadata: { source: i % 3 === 0 ? 'instagram' : 'newsletter' },
    })
    return {
      id: customer.id,
      email: customer.email,
      firstName: plan.first,
      lastName: plan.last,
      phone: plan.phone,
      currency: plan.currency,
      address: plan.address,
      groups: groupsOf(i),
    }
  })
  for (const name of GROUPS) {
    const { customer_group } = await customerGroups.create({ name, metadata: { seeded: true } })
    ctx.customerGroups[name] = customer_group.id
    const members = ctx.customers.filter((c) => c.groups.includes(name))
    if (members.length) await customerGroups.addCustomers(customer_group.id, { customer_ids: members.map(({ id }) => ({ id })) })
  }
  const grouped = ctx.customers.filter((c) => c.groups.length > 0).length
  log(`customers: ${ctx.customers.length} (${grouped} in groups ${GROUPS.join(', ')})`)
}
