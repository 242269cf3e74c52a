import { describe, expect, it } from 'vitest'
import { exportTitle } from '@/commands/batch-jobs/exports'
import { registry, type CommandId } from '@/commands/index'
import { emptyContext, type CommandContext, type EntityKind } from '@/models/core/context'
import { counted, grouped } from '@/models/core/text'
import { matchingText } from '@/models/products/matching'
import { describeCustomerGroups } from '@/panels/customer-groups/CustomerGroupsTable'
import { describeCustomers } from '@/panels/customers/CustomersTable'
import { describeNotifications } from '@/panels/notifications/NotificationsTable'
import { describeProductFilter, type FilterChoices } from '@/panels/products/ProductsTable'
import type { FilterValue, TableQuery } from '@/panels/shared/table'

// Every list that publishes its filter in words (ctx.list.description) for "every matching" commands:
// each filter kind alone, the kinds combined, and the confirm sentences built from them, which must
// read on after "<count> <noun>" (issue #31).

type UrlParts = { query: TableQuery; filters: Record<string, FilterValue> }
const url = (filters: Record<string, FilterValue> = {}, q?: string): UrlParts => ({ query: { limit: 50, offset: 0, q }, filters })

/** Each filter kind of a list alone, then pairs of them and all at once. */
function withCombinations(kinds: Record<string, UrlParts>): Array<[string, UrlParts]> {
  const alone = Object.entries(kinds)
  const merge = (parts: Array<[string, UrlParts]>): [string, UrlParts] => [
    parts.map(([name]) => name).join(' + '),
    { query: { limit: 50, offset: 0, q: parts.map(([, u]) => u.query.q).find(Boolean) }, filters: Object.assign({}, ...parts.map(([, u]) => u.filters)) },
  ]
  const pairs = alone.flatMap((a, i) => alone.slice(i + 1).map((b) => merge([a, b])))
  return [...alone, ...pairs, merge(alone)]
}

/** What no sentence of an operator's may hold: a doubled or dangling word, an empty part, an odd quote. */
function expectNatural(sentence: string): void {
  expect(sentence).not.toMatch(/matching.*matching/)
  expect(sentence).not.toMatch(/customers registered|customers:|products:/)
  expect(sentence).not.toMatch(/,\s*,|,\s*(to|from|\?|$)|\s,|\s{2}|''|\(\s*\)|undefined|null|\[object/)
  expect(sentence.split("'").length % 2, `quotes of: ${sentence}`).toBe(1)
  expect(sentence).not.toMatch(/(cus|prod|sc|pcol|ptag|ptyp|cgrp)_\w+/)
}

function confirmOf(id: CommandId, args: Record<string, unknown>, ctx: CommandContext): string {
  const command = registry.get(id)
  if (!command?.confirm) throw new Error(`${id} has no confirm`)
  return command.confirm(args, ctx)
}

const listOf = (kind: EntityKind, count: number, description: string) => ({ kind, query: {}, count, description })

describe('customers: describeCustomers', () => {
  const groups = [
    { id: 'cgrp_1', name: 'VIP' },
    { id: 'cgrp_2', name: 'Wholesale' },
  ]
  const kinds = {
    'with an account': url({ has_account: 'true' }),
    'without an account': url({ has_account: 'false' }),
    'one group': url({ groups: ['cgrp_1'] }),
    'two groups': url({ groups: ['cgrp_1', 'cgrp_2'] }),
    'a group not loaded yet': url({ groups: 'cgrp_9' }),
    search: url({}, 'anna'),
  }
  const ctxFor = (description: string): CommandContext => ({
    ...emptyContext,
    list: listOf('customer', 1204, description),
    picked: { groupId: { id: 'cgrp_3', name: 'Newsletter' } },
  })
  const addMatching = (description: string) => confirmOf('customer-groups.add-matching', { groupId: 'cgrp_3' }, ctxFor(description))

  it('reads on after the noun in the add-matching confirm, for each filter alone and combined', () => {
    for (const [name, parts] of withCombinations(kinds)) {
      const description = describeCustomers(parts, groups)
      expect(description, name).not.toBe('')
      const sentence = addMatching(description)
      expect(sentence.startsWith(`Add ${counted(1204, 'customer')} ${description} to Newsletter?`), `${name}: ${sentence}`).toBe(true)
      expectNatural(sentence)
    }
  })

  it('says each filter as the operator chose it', () => {
    expect(addMatching(describeCustomers(url({ has_account: 'true', groups: ['cgrp_1'] }), groups))).toBe(`Add ${grouped(1204)} customers with an account, in VIP to Newsletter?`)
    expect(describeCustomers(url({ has_account: 'false', groups: ['cgrp_1', 'cgrp_2'] }, 'anna'), groups)).toBe("without an account, in VIP or Wholesale, matching 'anna'")
    expect(describeCustomers(url({ groups: 'cgrp_9' }), groups)).toBe('in a group')
  })

  it('is empty without a filter, and the confirm then names every customer plainly', () => {
    for (const parts of [url(), url({ groups: [] }), url({}, '   '), url({ has_account: '' })]) expect(describeCustomers(parts, groups)).toBe('')
    expect(addMatching('')).toBe(`Add ${grouped(1204)} customers to Newsletter?`)
  })
})

describe('products: describeProductFilter', () => {
  const choices: FilterChoices = {
    tags: [{ value: 'ptag_1', label: 'winter' }, { value: 'ptag_2', label: 'wool' }],
    collections: [{ value: 'pcol_1', label: 'Summer' }],
    categories: [{ value: 'pcat_1', label: 'Shoes › Running' }],
    types: [{ value: 'ptyp_1', label: 'Shirt' }],
    salesChannels: [{ value: 'sc_1', label: 'Web' }],
  }
  const kinds = {
    status: url({ status: 'draft' }),
    statuses: url({ status: ['draft', 'proposed'] }),
    tag: url({ tags: 'ptag_1' }),
    tags: url({ tags: ['ptag_1', 'ptag_2'] }),
    'tag not loaded yet': url({ tags: 'ptag_9' }),
    collection: url({ collection_id: 'pcol_1' }),
    'collection not loaded yet': url({ collection_id: 'pcol_9' }),
    category: url({ category_id: 'pcat_1' }),
    'category not loaded yet': url({ category_id: 'pcat_9' }),
    type: url({ type_id: 'ptyp_1' }),
    'type not loaded yet': url({ type_id: 'ptyp_9' }),
    'sales channel': url({ sales_channel_id: 'sc_1' }),
    'sales channel not loaded yet': url({ sales_channel_id: 'sc_9' }),
    search: url({}, 'wool'),
  }
  const ctxFor = (description: string): CommandContext => ({
    ...emptyContext,
    list: listOf('product', 1200, description),
    picked: { collectionId: { id: 'pcol_2', title: 'Winter' }, salesChannelId: { id: 'sc_2', name: 'Wholesale' }, categoryId: { id: 'pcat_2', name: 'Boots' } },
  })
  const sentencesOf = (description: string) => {
    const ctx = ctxFor(description)
    return {
      collection: confirmOf('collections.add-matching', { collectionId: 'pcol_2' }, ctx),
      channel: confirmOf('sales-channels.add-matching', { salesChannelId: 'sc_2' }, ctx),
      category: confirmOf('product-categories.add-matching', { categoryId: 'pcat_2' }, ctx),
      // The bulk edits' "Products" option for every matching product, and an export's job title.
      bulkOption: `All ${matchingText(ctx)}`,
      exportTitle: exportTitle(ctx, 'product-export', 'product'),
    }
  }

  it('reads on after the noun in every sentence that uses it, for each filter alone and combined', () => {
    const many = counted(1200, 'product')
    for (const [name, parts] of withCombinations(kinds)) {
      const description = describeProductFilter(parts, choices)
      expect(description, name).not.toBe('')
      const said = sentencesOf(description)
      expect(said.collection.startsWith(`Add ${many} ${description} to collection Winter?`), `${name}: ${said.collection}`).toBe(true)
      expect(said.channel, name).toBe(`Add ${many} ${description} to sales channel Wholesale?`)
      expect(said.category, name).toBe(`Add ${many} ${description} to category Boots? They keep their other categories.`)
      expect(said.bulkOption, name).toBe(`All ${many} ${description}`)
      expect(said.exportTitle, name).toBe(`Product export: products ${description}`)
      for (const sentence of Object.values(said)) expectNatural(sentence)
    }
  })

  it('says each filter as the operator chose it', () => {
    const both = describeProductFilter(url({ tags: 'ptag_1' }, 'wool'), choices)
    expect(sentencesOf(both).channel).toBe(`Add ${grouped(1200)} products tagged 'winter', matching 'wool' to sales channel Wholesale?`)
    expect(describeProductFilter(url({ status: ['draft', 'proposed'], tags: ['ptag_1', 'ptag_9'] }), choices)).toBe("with status draft or proposed, tagged 'winter' or a tag")
    expect(describeProductFilter(url({ collection_id: 'pcol_1', type_id: 'ptyp_1', sales_channel_id: 'sc_1' }), choices)).toBe(
      "in collection 'Summer', of type 'Shirt', sold in 'Web'",
    )
    expect(describeProductFilter(url({ category_id: ['pcat_1', 'pcat_9'] }), choices)).toBe("in category 'Shoes › Running' or a category")
    expect(describeProductFilter(url({ collection_id: 'pcol_9', type_id: 'ptyp_9', sales_channel_id: 'sc_9' }), choices)).toBe(
      'in a collection, of a type, sold in a sales channel',
    )
  })

  it('is empty without a filter, and the sentences then name every product plainly', () => {
    for (const parts of [url(), url({ status: [] }), url({ tags: '' }), url({}, ' ')]) expect(describeProductFilter(parts, choices)).toBe('')
    expect(sentencesOf('')).toEqual({
      collection: `Add ${grouped(1200)} products to collection Winter? A product is in one collection: any other one it was in loses it.`,
      channel: `Add ${grouped(1200)} products to sales channel Wholesale?`,
      category: `Add ${grouped(1200)} products to category Boots? They keep their other categories.`,
      bulkOption: `All ${grouped(1200)} products`,
      exportTitle: 'Product export',
    })
  })
})

describe('customer groups and notifications: their descriptions follow the noun too', () => {
  it('customer groups: the search', () => {
    expect(describeCustomerGroups(url({}, 'vip'))).toBe("named like 'vip'")
    expect(describeCustomerGroups(url({}, '  '))).toBe('')
    expectNatural(`${counted(1500, 'customer group')} ${describeCustomerGroups(url({}, 'vip'))}`)
  })

  it('notifications: each filter alone and combined, a comma-typed filter naming each value', () => {
    const kinds = {
      event: url({ event_name: 'order.placed' }),
      events: url({ event_name: 'order.placed, order.shipment_created' }),
      'resource type': url({ resource_type: 'order' }),
      recipient: url({ to: 'anna@example.com' }),
    }
    for (const [name, parts] of withCombinations(kinds)) {
      const description = describeNotifications(parts)
      expect(description, name).not.toBe('')
      expectNatural(`${counted(2400, 'notification')} ${description}`)
    }
    expect(describeNotifications(url({ event_name: 'order.placed,order.shipment_created', to: 'anna@example.com' }))).toBe(
      "for 'order.placed' or 'order.shipment_created', sent to 'anna@example.com'",
    )
    expect(describeNotifications(url({ resource_type: 'swap' }))).toBe("about 'swap'")
    expect(describeNotifications(url({ event_name: ' , ' }))).toBe('')
  })
})
