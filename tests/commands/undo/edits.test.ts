import type { Customer, CustomerGroup, Discount, PriceList, ProductCollection, Region } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { collections } from '@/api/admin/collections'
import { customerGroups } from '@/api/admin/customer-groups'
import { customers } from '@/api/admin/customers'
import { discounts } from '@/api/admin/discounts'
import { regions } from '@/api/admin/regions'
import { priceLists } from '@/api/admin/price-lists'
import { withMockDb } from '../../mocks/handlers'
import { newest, undoSetUp } from './setup'

// An edit made undoable (editRecord's `undoable`): the fields it changed go back to what they were,
// the rest as they are now; one changed since by someone else is left and named.

withMockDb()

const customer = async (id: string) => (await customers.retrieve(id)).customer as Customer
const group = async (id: string) => (await customerGroups.retrieve(id)).customer_group as CustomerGroup
const collection = async (id: string) => (await collections.retrieve(id)).collection as ProductCollection

describe('undo of an edit', () => {
  it("sets a customer's changed fields back (an added phone cleared again) and the redo sets them again", async () => {
    const jane = ((await customers.list({ q: 'jane.doe' })).customers as Customer[])[0] as Customer
    const { run, undo, entries } = undoSetUp()
    await run('customers.edit', { customerId: jane.id, firstName: 'Janet', lastName: jane.last_name, phone: '+44 20 7946 0000', email: jane.email })
    expect(await customer(jane.id)).toMatchObject({ first_name: 'Janet', phone: '+44 20 7946 0000' })
    const [plan] = newest(await entries()).undo.plans ?? []
    expect(plan).toEqual({
      revert: 'edit:customers.edit',
      steps: [
        { id: jane.id, name: 'Jane Doe', field: 'firstName', before: jane.first_name, after: 'Janet' },
        { id: jane.id, name: 'Jane Doe', field: 'phone', before: jane.phone || null, after: '+44 20 7946 0000' },
      ],
    })
    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Edit customer', message: '2 changes taken back' } })
    expect(await customer(jane.id)).toMatchObject({ first_name: jane.first_name, last_name: jane.last_name, email: jane.email })
    expect((await customer(jane.id)).phone || null).toBe(jane.phone || null)
    // Redo: the undo's own entry taken back.
    await undo(newest(await entries()).id)
    expect(await customer(jane.id)).toMatchObject({ first_name: 'Janet', phone: '+44 20 7946 0000' })
  })

  it('leaves a field changed since by someone else, and names it', async () => {
    const jane = ((await customers.list({ q: 'jane.doe' })).customers as Customer[])[0] as Customer
    const { run, undo } = undoSetUp()
    await run('customers.edit', { customerId: jane.id, firstName: 'Janet', lastName: jane.last_name, phone: jane.phone ?? undefined, email: jane.email })
    await customers.update(jane.id, { first_name: 'Jo' })
    expect(await undo()).toMatchObject({ result: { message: '0 changes taken back; 1 record left as they are\nJo Doe: first name is now “Jo”, changed since — left as it is' } })
    expect((await customer(jane.id)).first_name).toBe('Jo')
  })

  it("takes back a group's new name and the metadata keys the edit added and changed", async () => {
    const vip = ((await customerGroups.list({})).customer_groups as CustomerGroup[])[0] as CustomerGroup
    await customerGroups.update(vip.id, { metadata: { tier: 'gold' } })
    const before = await group(vip.id)
    const { run, undo } = undoSetUp()
    await run('customer-groups.update', { groupId: vip.id, name: 'VIP (renamed)', metadata: { tier: 'platinum', region: 'eu' } }, { focus: { kind: 'customer-group', id: vip.id, entity: before } })
    expect(await group(vip.id)).toMatchObject({ name: 'VIP (renamed)', metadata: { tier: 'platinum', region: 'eu' } })
    await undo()
    const after = await group(vip.id)
    expect(after.name).toBe(before.name)
    expect(after.metadata).toEqual(before.metadata)
  })

  it("sets a collection's title and handle back, leaving what the edit did not change", async () => {
    const summer = ((await collections.list({})).collections as ProductCollection[])[0] as ProductCollection
    const { run, undo, entries } = undoSetUp()
    await run('collections.update', { collectionId: summer.id, title: 'Renamed', handle: summer.handle ?? 'x' })
    expect(newest(await entries()).undo.plans?.[0]?.steps.map((step) => step.field)).toEqual(['title'])
    await undo()
    expect(await collection(summer.id)).toMatchObject({ title: summer.title, handle: summer.handle })
  })

  it("sets a price list's name and end date back; its customer groups, not changed, stay as they are", async () => {
    const summer = ((await priceLists.list({ q: 'Summer Sale' })).price_lists as PriceList[])[0] as PriceList
    const before = (await priceLists.retrieve(summer.id)).price_list as PriceList
    const { run, undo, entries } = undoSetUp()
    const focus = { kind: 'price-list' as const, id: summer.id, entity: before }
    await run('price-lists.edit', { priceListId: summer.id, name: 'Summer Sale 2', description: before.description ?? undefined, type: before.type, endsAt: '2031-08-31', customerGroups: (before.customer_groups ?? []).map((g) => g.id) }, { focus })
    expect(newest(await entries()).undo.plans?.[0]?.steps.map((step) => [step.field, step.after])).toEqual([
      ['name', 'Summer Sale 2'],
      ['endsAt', '2031-08-31'],
    ])
    await undo()
    const after = (await priceLists.retrieve(summer.id)).price_list as PriceList
    expect(after).toMatchObject({ name: before.name, ends_at: before.ends_at ?? null })
    expect((after.customer_groups ?? []).map((g) => g.id)).toEqual((before.customer_groups ?? []).map((g) => g.id))
  })

  it("sets a discount's end date and usage limit back (none: unlimited again), its value and code as they are", async () => {
    const listed = ((await discounts.list({ is_disabled: false })).discounts as Discount[]).find((d) => d.usage_limit === null && !d.ends_at && !d.is_dynamic) as Discount
    const before = (await discounts.retrieve(listed.id)).discount as Discount
    const { run, undo, entries } = undoSetUp()
    const focus = { kind: 'discount' as const, id: before.id, entity: before }
    const startsAt = before.starts_at.slice(0, 10)
    await run('discounts.update', { discountId: before.id, code: before.code, description: before.rule?.description ?? undefined, startsAt, endsAt: '2031-12-31', usageLimit: 100 }, { focus })
    expect(newest(await entries()).undo.plans?.[0]?.steps.map((step) => [step.field, step.before, step.after])).toEqual([
      ['endsAt', null, '2031-12-31'],
      ['usageLimit', null, 100],
    ])
    await undo()
    const after = (await discounts.retrieve(before.id)).discount as Discount
    expect(after).toMatchObject({ code: before.code, ends_at: null, usage_limit: null })
    expect(after.rule?.value).toBe(before.rule?.value)
  })

  it("sets a region's currency (a picked record, kept by its code) and name back", async () => {
    const europe = ((await regions.list({})).regions as Region[]).find((r) => r.name === 'Europe') as Region
    const { run, undo } = undoSetUp()
    await run('regions.edit', { regionId: europe.id, name: 'Europa', currency: 'usd', taxRate: europe.tax_rate, taxCode: europe.tax_code ?? undefined })
    expect((await regions.retrieve(europe.id)).region).toMatchObject({ name: 'Europa', currency_code: 'usd' })
    await undo()
    expect((await regions.retrieve(europe.id)).region).toMatchObject({ name: 'Europe', currency_code: europe.currency_code })
  })
})
