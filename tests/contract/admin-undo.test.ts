// What undo sends (src/commands/core/undo.ts and each domain's undo.ts) against a real Medusa 1.20:
// the batched read it checks records with, and the inverse requests it sends back.
import type { AdminPostProductsProductReq } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { collections, customerGroups, customers, products } from './api'
import { createProduct } from './fixtures'
import { signInBeforeAll, unique } from './helpers'

signInBeforeAll()

describe('products: status, type, collection and tags set back', () => {
  it('the batched read (id[], only the compared fields) answers what a run left, and the update sets it back', async () => {
    const [first, second] = [await createProduct(), await createProduct()]
    for (const product of [first, second]) await products.update(product.id, { status: 'draft' })
    const read = async () =>
      (await products.list({ id: [first.id, second.id], fields: 'id,title,status', limit: 2 } as Parameters<typeof products.list>[0])).products
        .map((p) => [p.id, p.status])
        .sort()
    expect(await read()).toEqual([[first.id, 'draft'], [second.id, 'draft']].sort())
    await products.update(first.id, { status: 'published' })
    // The undo sends the status back only for the record still as the run left it.
    await products.update(first.id, { status: 'draft' })
    expect(await read()).toEqual([[first.id, 'draft'], [second.id, 'draft']].sort())
  })

  it('null clears a type and a collection (client-types says neither may be null), [] clears the tags', async () => {
    const product = await createProduct({ type: unique('Contract Type'), tags: ['contract-undo'] })
    const { collection } = await collections.create({ title: unique('Contract Undo') })
    await collections.addProducts(collection.id, { product_ids: [product.id] })
    const clear = { type: null, collection_id: null, tags: [] } as unknown as AdminPostProductsProductReq
    await products.update(product.id, clear)
    const { product: after } = await products.retrieve(product.id, { fields: 'id,type_id,collection_id', expand: 'tags,type' })
    expect({ type: after.type_id, collection: after.collection_id, tags: after.tags }).toEqual({ type: null, collection: null, tags: [] })
  })
})

describe('customer-group membership set back', () => {
  it('members read by id only (groups[], fields=id); removed in one batch, added back in one batch', async () => {
    const { customer_group: group } = await customerGroups.create({ name: unique('Contract Undo Group') })
    const made = []
    for (const name of ['Ann', 'Ben', 'Cy']) {
      made.push((await customers.create({ email: `${unique(name).toLowerCase()}@undo.example.com`, first_name: name, last_name: 'Undo', password: 'secret-password' })).customer)
    }
    const ids = made.map((c) => c.id)
    await customerGroups.addCustomers(group.id, { customer_ids: ids.map((id) => ({ id })) })
    const members = async () => (await customers.list({ groups: [group.id], fields: 'id', limit: 1000, offset: 0 })).customers.map((c) => c.id).sort()
    expect(await members()).toEqual([...ids].sort())
    // The undo of "add": one DELETE batch; the redo: one POST batch.
    await customerGroups.removeCustomers(group.id, { customer_ids: ids.slice(0, 2).map((id) => ({ id })) })
    expect(await members()).toEqual([ids[2]])
    const { customer } = await customers.retrieve(ids[0] as string, { expand: 'groups' })
    expect(customer.groups?.map((g) => g.id)).not.toContain(group.id)
    await customerGroups.addCustomers(group.id, { customer_ids: ids.slice(0, 2).map((id) => ({ id })) })
    expect(await members()).toEqual([...ids].sort())
  })
})

describe('edits set back', () => {
  it("a product's details are read by id with only their fields; an empty description sent clears it", async () => {
    const product = await createProduct()
    await products.update(product.id, { title: 'Contract Undo Details', description: 'Warm' })
    const read = async () => (await products.list({ id: [product.id], fields: 'id,title,handle,description,status', limit: 1 } as Parameters<typeof products.list>[0])).products[0]
    expect(await read()).toMatchObject({ id: product.id, title: 'Contract Undo Details', description: 'Warm', handle: product.handle, status: product.status })
    // The undo sends the fields as they were: the old title, and '' for a description there was none of.
    await products.update(product.id, { title: product.title, description: '' })
    expect(await read()).toMatchObject({ title: product.title })
    expect((await read())?.description || null).toBeNull()
  })

  it("a product's attributes: an emptied subtitle sent as '' and a size sent as null are cleared", async () => {
    const product = await createProduct()
    await products.update(product.id, { subtitle: 'Cosy', weight: 500 })
    await products.update(product.id, { subtitle: '', weight: null } as unknown as AdminPostProductsProductReq)
    const { product: after } = await products.retrieve(product.id, { fields: 'id,subtitle,weight' })
    expect({ subtitle: after.subtitle || null, weight: after.weight }).toEqual({ subtitle: null, weight: null })
  })

  it("a customer's phone sent as '' is cleared (what an edit's undo sends for a field that was empty)", async () => {
    const { customer } = await customers.create({ email: `${unique('undo-edit').toLowerCase()}@undo.example.com`, first_name: 'Ada', last_name: 'Undo', password: 'secret-password' })
    await customers.update(customer.id, { first_name: 'Adeline', phone: '+31 20 123 4567' })
    await customers.update(customer.id, { first_name: 'Ada', last_name: 'Undo', phone: '' })
    const { customer: after } = await customers.retrieve(customer.id)
    expect({ first: after.first_name, phone: after.phone || null }).toEqual({ first: 'Ada', phone: null })
  })
})
