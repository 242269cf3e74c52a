import { describe, expect, it } from 'vitest'
import { largeId } from '../../backend/seed/large/ids'
import { FAMILIES, SPACE, type Family } from '../../backend/seed/large/plan'
import { columnSql, idSelfCheckSql, largeStoreSql, tableCopySql, type Column } from '../../backend/seed/large/sql'

const col = (table: string, column: string, type = 'character varying'): Column => ({ table, column, type })

const family: Family = {
  name: 'orders', space: 2, copies: 3, shift: true,
  tables: [{ table: 'order' }, { table: 'line_item', where: `t.order_id IS NOT NULL` }],
  links: { customer: 'same', gift_card: { mod: 2 } },
  columns: { 'order.email': 'pg_temp.copy_email(t.email, k)' },
}
const owners = new Map([['order', 2], ['line_item', 2], ['customer', 1], ['gift_card', 6]])

describe('large store SQL', () => {
  it('maps ids and references inside the family to copy k of the same space', () => {
    expect(columnSql(family, col('order', 'id'), owners)).toBe('pg_temp.large_id(t."id", 2, k)')
    expect(columnSql(family, col('line_item', 'order_id'), owners)).toBe('pg_temp.large_id(t."order_id", 2, k)')
  })

  it('maps linked families by copy number or modulo, and keeps shared records', () => {
    expect(columnSql(family, col('order', 'customer_id'), owners)).toBe('pg_temp.large_id(t."customer_id", 1, k)')
    expect(columnSql(family, col('order_gift_cards', 'gift_card_id'), owners)).toBe('pg_temp.large_id(t."gift_card_id", 6, ((k - 1) % 2) + 1)')
    expect(columnSql(family, col('order', 'region_id'), owners)).toBe('t."region_id"')
    expect(columnSql(family, col('line_item', 'variant_id'), owners)).toBe('t."variant_id"') // the demo product ordered
  })

  it('moves timestamps of shifted families back by the copy number and leaves the rest', () => {
    expect(columnSql(family, col('order', 'created_at', 'timestamp with time zone'), owners)).toBe(`t."created_at" - k * interval '3 hours'`)
    expect(columnSql({ ...family, shift: false }, col('order', 'created_at', 'timestamp with time zone'), owners)).toBe('t."created_at"')
    expect(columnSql(family, col('order', 'email'), owners)).toBe('pg_temp.copy_email(t.email, k)')
    expect(columnSql(family, col('order', 'id', 'integer'), owners)).toBe('t."id"')
  })

  it('refuses a reference column the plan does not place', () => {
    expect(() => columnSql(family, col('order', 'mystery_id'), owners)).toThrow(/order\.mystery_id/)
  })

  it('copies a table with every column, its condition and an id check first', () => {
    const sql = tableCopySql(family, family.tables[1]!, [col('line_item', 'id'), col('line_item', 'order_id'), col('line_item', 'title')], owners)
    expect(sql).toContain('INSERT INTO "line_item" ("id", "order_id", "title")')
    expect(sql).toContain('CROSS JOIN generate_series(1, 3) AS k\n  WHERE t.order_id IS NOT NULL;')
    expect(sql).toContain(`RAISE EXCEPTION 'large store (orders): ids of line_item cannot be copied uniquely'`)
    expect(() => tableCopySql(family, { table: 'nope' }, [], owners)).toThrow(/nope/)
  })

  it('checks the SQL id function against the TypeScript one before copying', () => {
    expect(idSelfCheckSql()).toContain(`pg_temp.large_id('order_01M8CBP69TC1K7P5GCSC38FHCZ', 2, 663) = '${largeId('order_01M8CBP69TC1K7P5GCSC38FHCZ', 2, 663)}'`)
  })

  it('writes one transaction that copies every planned table and checks foreign keys', () => {
    const tables = [...new Set(FAMILIES.flatMap((f) => f.tables.map((t) => t.table)))]
    // A slice of the schema: an id and a reference for every planned table.
    const columns = tables.flatMap((t) => [col(t, 'id'), col(t, 'created_at', 'timestamp with time zone')])
    const sql = largeStoreSql(columns)
    expect(sql.indexOf('BEGIN;')).toBeLessThan(sql.indexOf('INSERT INTO'))
    expect(sql.indexOf('COMMIT;')).toBeGreaterThan(sql.lastIndexOf('INSERT INTO'))
    for (const table of tables) expect(sql).toContain(`INSERT INTO "${table}"`)
    expect(sql).toContain('point at no')
    expect(sql).toContain(`pg_temp.large_id(o.id, ${SPACE.notifications}, k)`)
  })
})

describe('large store plan', () => {
  const demo = { order: 151, customer: 49, gift_card: 11, price_list: 5 }

  it('reaches the issue sizes from the demo store sizes', () => {
    const copies = (table: string) => Math.max(...FAMILIES.filter((f) => f.tables.some((t) => t.table === table)).map((f) => f.copies))
    expect(demo.order * (copies('order') + 1)).toBeGreaterThanOrEqual(100_000)
    expect(demo.customer * (copies('customer') + 1)).toBeGreaterThanOrEqual(100_000)
    expect(demo.gift_card * (copies('gift_card') + 1)).toBeGreaterThanOrEqual(2_000)
    expect(demo.price_list * (copies('price_list') + 1)).toBe(50)
  })

  it('gives linked families enough copies for every copy that points at them', () => {
    const orders = FAMILIES.find((f) => f.name === 'orders')!
    const customers = FAMILIES.find((f) => f.name === 'customers')!
    const giftCards = FAMILIES.find((f) => f.name === 'gift cards')!
    expect(customers.copies).toBeGreaterThanOrEqual(orders.copies)
    expect(orders.copies).toBeGreaterThanOrEqual(giftCards.copies)
    expect(orders.links?.gift_card).toEqual({ mod: giftCards.copies })
  })
})
