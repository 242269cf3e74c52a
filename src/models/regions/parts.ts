import type { FulfillmentProvider, PaymentProvider, Region } from '@medusajs/client-types'
import { storeQueries } from '@/atoms/core/store'
import { regionQueries } from '@/atoms/regions/keys'
import { storeProviderQueries } from '@/atoms/store/keys'
import type { SearchTools } from '@/models/core/entity'
import { defineEntity, matchesText, sameText } from '@/models/core/entity'

/** The ISO 3166 codes Medusa 1.20 seeds its country table with (@medusajs/utils defaultCountries). */
const CODES = 'af al dz as ad ao ai aq ag ar am aw au at az bs bh bd bb by be bz bj bm bt bo bq ba bw bv br io bn bg bf bi kh cm ca cv ky cf td cl cn cx cc co km cg cd ck cr ci hr cu cw cy cz dk dj dm do ec eg sv gq er ee et fk fo fj fi fr gf pf tf ga gm ge de gh gi gr gl gd gp gu gt gg gn gw gy ht hm va hn hk hu is in id ir iq ie im il it jm jp je jo kz ke ki kp kr xk kw kg la lv lb ls lr ly li lt lu mo mk mg mw my mv ml mt mh mq mr mu yt mx fm md mc mn me ms ma mz mm na nr np nl nc nz ni ne ng nu nf mp no om pk pw ps pa pg py pe ph pn pl pt pr qa re ro ru rw bl sh kn lc mf pm vc ws sm st sa sn rs sc sl sg sx sk si sb so za gs ss es lk sd sr sj sz se ch sy tw tj tz th tl tg tk to tt tn tr tm tc tv ug ua ae gb us um uy uz vu ve vn vg vi wf eh ye zm zw ax'.split(' ')

const names = new Intl.DisplayNames(['en'], { type: 'region' })
/** 'se' -> 'Sweden' (Medusa's own display names are the same English names). */
export const countryName = (code: string) => {
  try {
    return names.of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}

/** A country as a picker lists it: its code is its id, with the region it belongs to, if any. */
export interface CountryChoice {
  id: string
  name: string
  region?: string
}

/** Which region holds each country (GET /admin/regions answers with their countries). */
export async function countryOwners({ queryClient }: Pick<SearchTools, 'queryClient'>): Promise<Map<string, Pick<Region, 'id' | 'name'>>> {
  const { regions } = await queryClient.fetchQuery(regionQueries.options())
  const owners = new Map<string, Pick<Region, 'id' | 'name'>>()
  for (const region of regions as Region[]) for (const country of region.countries ?? []) owners.set(country.iso_2, region)
  return owners
}

/** Countries by name or code; a country of another region says so (Medusa refuses it there: one region per country). */
export const countryEntity = defineEntity<CountryChoice>({
  noun: 'country',
  label: (c) => c.name,
  hint: (c) => (c.region ? `${c.id.toUpperCase()} · in ${c.region}` : c.id.toUpperCase()),
  search: async (q, tools) => {
    const owners = await countryOwners(tools)
    return CODES.map((id) => ({ id, name: countryName(id), region: owners.get(id)?.name }))
      .filter((c) => matchesText(q, c.name) || sameText(c.id, q))
      .slice(0, 60)
  },
  exact: (c, q) => sameText(c.id, q) || sameText(c.name, q),
})

/** Payment providers installed on the server (GET /admin/store/payment-providers). */
export const paymentProviderEntity = defineEntity<PaymentProvider>({
  noun: 'payment provider',
  label: (p) => p.id,
  hint: (p) => (p.is_installed ? undefined : 'not installed'),
  search: async (q, { queryClient }) =>
    ((await queryClient.fetchQuery(storeProviderQueries.payment())).payment_providers as PaymentProvider[]).filter((p) => matchesText(q, p.id)),
  exact: (p, q) => sameText(p.id, q),
})

/** Fulfillment providers installed on the server (GET /admin/store lists them). */
export const fulfillmentProviderEntity = defineEntity<FulfillmentProvider>({
  noun: 'fulfillment provider',
  label: (p) => p.id,
  hint: (p) => (p.is_installed ? undefined : 'not installed'),
  search: async (q, { queryClient }) => {
    const { store } = await queryClient.fetchQuery(storeQueries.detail())
    // client-types types this list as one provider; the server answers an array.
    const providers = store.fulfillment_providers as unknown as FulfillmentProvider[] | undefined
    return (providers ?? []).filter((p) => matchesText(q, p.id))
  },
  exact: (p, q) => sameText(p.id, q),
})
