// Medusa stamps every row with the time it was written, so a fresh seed would have all its history
// in the last minute. This step moves it into the past in SQL (psql against the project's cluster):
// each order, with everything hanging off it, to its planned date, later steps (fulfilment, shipment,
// return, refund...) hours or days after it; catalog, customers and promotions before the first order.
// Display ids are renumbered by date, so #1 is the oldest order and the same order has the same
// number every run however the concurrent checkouts interleaved.
import { spawnSync } from 'node:child_process'
import { log } from './context'
import type { PlacedOrder } from './order-states'

export function databaseUrl(): string {
  const port = process.env.MEDUSA_PG_PORT ?? '54329'
  const db = process.env.MEDUSA_DB_NAME ?? 'medusa_console'
  return process.env.DATABASE_URL ?? `postgres://medusa:medusa@127.0.0.1:${port}/${db}`
}

/** Runs SQL through psql in one transaction; fails on the first error. */
export function runSql(sql: string): string {
  const result = spawnSync('psql', [databaseUrl(), '-X', '-q', '-t', '-A', '-1', '-v', 'ON_ERROR_STOP=1', '-f', '-'], {
    input: sql,
    encoding: 'utf8',
    env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
  })
  if (result.error) throw new Error(`psql could not run: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr.trim()}`)
  return result.stdout
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

// Hours after the order each kind of row happened (for orders 14 days and older; younger orders
// squeeze their history into their age). `link` ties a row of the table to the order s.order_id.
const SWAPS = `(SELECT id FROM swap WHERE order_id = s.order_id)`
const CLAIMS = `(SELECT id FROM claim_order WHERE order_id = s.order_id)`
const EDITS = `(SELECT id FROM order_edit WHERE order_id = s.order_id)`
const CART = `(SELECT cart_id FROM "order" WHERE id = s.order_id)`
/** The order's own rows, not those of its swaps, claims or edits (each row moves once). */
const OWN = 't.swap_id IS NULL AND t.claim_order_id IS NULL'
const ORDER_EDIT_FREE = 't.order_edit_id IS NULL'
const STEPS: [table: string, link: string, hours: number][] = [
  ['order', 't.id = s.order_id', 0],
  ['cart', `t.id = ${CART}`, 0],
  ['payment_session', `t.cart_id = ${CART}`, 0],
  ['payment', 't.order_id = s.order_id AND t.swap_id IS NULL', 0],
  ['address', `t.id IN (SELECT shipping_address_id FROM "order" WHERE id = s.order_id UNION SELECT billing_address_id FROM "order" WHERE id = s.order_id)`, 0],
  ['line_item', `t.order_id = s.order_id AND ${OWN} AND ${ORDER_EDIT_FREE}`, 0],
  ['shipping_method', `t.order_id = s.order_id AND ${OWN} AND t.return_id IS NULL`, 0],
  ['gift_card', 't.order_id = s.order_id', 0],
  ['gift_card_transaction', 't.order_id = s.order_id', 0],
  ['fulfillment', `t.order_id = s.order_id AND ${OWN}`, 20],
  ['tracking_link', `t.fulfillment_id IN (SELECT id FROM fulfillment t WHERE t.order_id = s.order_id AND ${OWN})`, 44],
  ['order_edit', 't.order_id = s.order_id', 22],
  ['order_item_change', `t.order_edit_id IN ${EDITS}`, 22],
  ['line_item', `t.order_edit_id IN ${EDITS}`, 22],
  ['note', 't.resource_id = s.order_id', 26],
  ['return', `t.order_id = s.order_id OR t.swap_id IN ${SWAPS} OR t.claim_order_id IN ${CLAIMS}`, 192],
  ['shipping_method', `t.return_id IN (SELECT id FROM return WHERE order_id = s.order_id OR swap_id IN ${SWAPS})`, 192],
  ['swap', 't.order_id = s.order_id', 200],
  ['claim_order', 't.order_id = s.order_id', 200],
  ['claim_item', `t.claim_order_id IN ${CLAIMS}`, 200],
  ['cart', `t.id IN (SELECT cart_id FROM swap WHERE order_id = s.order_id)`, 200],
  ['payment', `t.swap_id IN ${SWAPS}`, 212],
  ['line_item', `t.swap_id IN ${SWAPS} OR t.claim_order_id IN ${CLAIMS}`, 200],
  ['shipping_method', `t.swap_id IN ${SWAPS} OR t.claim_order_id IN ${CLAIMS}`, 200],
  ['fulfillment', `t.swap_id IN ${SWAPS} OR t.claim_order_id IN ${CLAIMS}`, 230],
  ['tracking_link', `t.fulfillment_id IN (SELECT id FROM fulfillment WHERE swap_id IN ${SWAPS} OR claim_order_id IN ${CLAIMS})`, 254],
  ['refund', 't.order_id = s.order_id', 240],
]

// Columns that happen later than their row's creation: [table, column, extra hours, link].
const LATER: [string, string, number, string][] = [
  ['payment', 'captured_at', 3, 't.order_id = s.order_id'],
  ['order', 'canceled_at', 6, 't.id = s.order_id'],
  ['fulfillment', 'shipped_at', 24, `t.order_id = s.order_id OR t.swap_id IN ${SWAPS} OR t.claim_order_id IN ${CLAIMS}`],
  ['return', 'received_at', 48, `t.order_id = s.order_id OR t.swap_id IN ${SWAPS}`],
  ['swap', 'confirmed_at', 10, 't.order_id = s.order_id'],
  ['order_edit', 'requested_at', 2, 't.order_id = s.order_id'],
  ['order_edit', 'confirmed_at', 20, 't.order_id = s.order_id'],
  ['order_edit', 'declined_at', 20, 't.order_id = s.order_id'],
  ['order_edit', 'canceled_at', 20, 't.order_id = s.order_id'],
]

const FUNCTIONS = `
CREATE FUNCTION pg_temp.shift(tbl text, link text, hours float8) RETURNS void LANGUAGE plpgsql AS $$
DECLARE cols text;
BEGIN
  SELECT string_agg(format('%1$I = t.%1$I + s.delta + s.scale * %2$s * interval ''1 hour''', column_name, hours), ', ')
    INTO cols FROM information_schema.columns
   WHERE table_schema = 'public' AND table_name = tbl AND data_type LIKE 'timestamp%'
     AND column_name NOT IN ('deleted_at', 'starts_at', 'ends_at', 'expires_at');
  IF cols IS NOT NULL THEN
    EXECUTE format('UPDATE %I t SET %s FROM seed_shift s WHERE %s', tbl, cols, link);
  END IF;
END $$;
-- Rows of tbl (matching cond, sorted by sort) created step_days apart, the newest newest_days ago.
CREATE FUNCTION pg_temp.spread(tbl text, sort text, cond text, newest_days float8, step_days float8, anchor timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    UPDATE %1$I t SET created_at = x.target, updated_at = x.target
      FROM (SELECT id, %6$L::timestamptz + interval '9 hours'
                   - (%4$s + %5$s * (row_number() OVER (ORDER BY %2$s DESC) - 1)) * interval '1 day' AS target
              FROM %1$I WHERE %3$s) x
     WHERE t.id = x.id$q$, tbl, sort, cond, newest_days, step_days, anchor);
END $$;
`

export function backdate(anchor: Date, orders: PlacedOrder[], drafts: { id: string; placedAt: Date }[]): void {
  const values = orders.map((o) => `(${quote(o.id)}, ${quote(o.placedAt.toISOString())}::timestamptz, ${Math.min(1, o.daysAgo / 14)})`)
  const a = quote(anchor.toISOString())
  const sql = [
    FUNCTIONS,
    'CREATE TEMP TABLE seed_shift (order_id text PRIMARY KEY, target timestamptz, scale float8, delta interval);',
    `INSERT INTO seed_shift (order_id, target, scale) VALUES ${values.join(',\n')};`,
    'UPDATE seed_shift s SET delta = s.target - o.created_at FROM "order" o WHERE o.id = s.order_id;',
    ...STEPS.map(([table, link, hours]) => `SELECT pg_temp.shift(${quote(table)}, ${quote(`(${link})`)}, ${hours});`),
    ...LATER.map(
      ([table, column, hours, link]) =>
        `UPDATE "${table}" t SET "${column}" = t."${column}" + s.scale * ${hours} * interval '1 hour' FROM seed_shift s WHERE t."${column}" IS NOT NULL AND (${link});`,
    ),
    // Guests became customers with their first order.
    `UPDATE customer c SET created_at = f.first, updated_at = f.first
       FROM (SELECT customer_id, min(created_at) AS first FROM "order" GROUP BY customer_id) f
      WHERE f.customer_id = c.id AND NOT c.has_account;`,
    ...drafts.map(
      (d) => `UPDATE draft_order SET created_at = ${quote(d.placedAt.toISOString())}, updated_at = ${quote(d.placedAt.toISOString())},
              completed_at = CASE WHEN completed_at IS NULL THEN NULL ELSE ${quote(new Date(d.placedAt.getTime() + 3 * 3600e3).toISOString())}::timestamptz END
              WHERE id = ${quote(d.id)};`,
    ),
    `SELECT pg_temp.spread('customer', 'email', 'has_account', 92, 2.5, ${a});`,
    `SELECT pg_temp.spread('product', 'handle', 'true', 100, 2, ${a});`,
    `SELECT pg_temp.spread('product_collection', 'title', 'true', 230, 20, ${a});`,
    `SELECT pg_temp.spread('customer_group', 'name', 'true', 180, 15, ${a});`,
    `SELECT pg_temp.spread('discount', 'code', 'parent_discount_id IS NULL', 120, 9, ${a});`,
    `SELECT pg_temp.spread('price_list', 'name', 'true', 25, 11, ${a});`,
    `SELECT pg_temp.spread('gift_card', $$metadata->>'note'$$, 'order_id IS NULL', 20, 6, ${a});`,
    `SELECT pg_temp.spread('user', 'email', $$email <> 'admin@medusa-test.com'$$, 150, 40, ${a});`,
    // Medusa bumps usage_count read-modify-write, so concurrent checkouts can lose a bump: count again.
    `UPDATE discount d SET usage_count = (SELECT count(*) FROM order_discounts od WHERE od.discount_id = d.id);`,
    // Display ids follow the dates: the oldest order is #1.
    `UPDATE "order" o SET display_id = r.n FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM "order") r WHERE o.id = r.id;`,
    `SELECT setval('order_display_id_seq', (SELECT max(display_id) FROM "order"));`,
    `UPDATE draft_order d SET display_id = r.n FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM draft_order) r WHERE d.id = r.id;`,
    `SELECT setval('draft_order_display_id_seq', (SELECT max(display_id) FROM draft_order));`,
  ].join('\n')
  runSql(sql)
  log(`history: ${orders.length} orders and ${drafts.length} draft orders moved into the last 90 days`)
}
