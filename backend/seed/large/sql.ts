// Builds the SQL script that turns a clone of the demo store into the large store, from the plan
// (plan.ts) and the schema's columns (read from the database by the build, so a column Medusa adds is
// copied too). Pure: the same plan and columns give the same script; the tests check it on a slice.
import { FAMILIES, NOTES_AND_NOTIFICATIONS, PRICE_LIST_PRICES, REFS, SHARED_REFS, SPACE, shiftSql, type CopyLink, type Family, type TableCopy } from './plan'
import { ID_FUNCTIONS_SQL, ID_SAMPLES, largeId } from './ids'

export interface Column {
  table: string
  column: string
  type: string
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The space of the family that copies `table` first (the one links to it mean). */
function ownerSpaces(families: Family[]): Map<string, number> {
  const owners = new Map<string, number>()
  for (const f of families) for (const { table } of f.tables) if (!owners.has(table)) owners.set(table, f.space)
  return owners
}

const copyIndex = (link: CopyLink) => (link === 'same' ? 'k' : `((k - 1) % ${link.mod}) + 1`)

/** The expression copy k of `table.column` gets in `family`. Throws on a reference column it cannot place. */
export function columnSql(family: Family, col: Column, owners: Map<string, number>): string {
  const own = `t.${quote(col.column)}`
  const override = family.columns?.[`${col.table}.${col.column}`]
  if (override !== undefined) return override
  const inFamily = new Set(family.tables.map((t) => t.table))
  if (col.column === 'id') return col.type.startsWith('character') || col.type === 'text' ? `pg_temp.large_id(${own}, ${family.space}, k)` : own
  const target = REFS[`${col.table}.${col.column}`] ?? REFS[col.column]
  if (target !== undefined) {
    if (inFamily.has(target)) return `pg_temp.large_id(${own}, ${family.space}, k)`
    const link = family.links?.[target]
    const space = owners.get(target)
    if (link !== undefined && space !== undefined) return `pg_temp.large_id(${own}, ${space}, ${copyIndex(link)})`
    return own
  }
  if (col.column.endsWith('_id') && !SHARED_REFS.has(col.column)) {
    throw new Error(`${col.table}.${col.column}: a reference the plan does not place (add it to REFS or SHARED_REFS)`)
  }
  if (family.shift && col.type.startsWith('timestamp')) return `${own} - ${shiftSql('k')}`
  return own
}

/**
 * Fails the script when an id of `table` cannot be copied or two ids would copy to one: run on the
 * demo rows, before the first copy into the table (ids.ts says why that is enough).
 */
function idCheckSql(family: Family, table: string): string {
  return `DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM ${quote(table)} t WHERE right(t.id, 26) !~ '^[0-9A-HJKMNP-TV-Z]{26}$')
     OR (SELECT count(*) <> count(DISTINCT left(right(t.id, 26), 10) || right(t.id, 12)) FROM ${quote(table)} t)
  THEN RAISE EXCEPTION 'large store (${family.name}): ids of ${table} cannot be copied uniquely'; END IF;
END $$;`
}

/** Copies one table of a family; `first` when no family copied into it before (its id check runs then). */
export function tableCopySql(family: Family, copy: TableCopy, columns: Column[], owners: Map<string, number>, first = true): string {
  const cols = columns.filter((c) => c.table === copy.table)
  if (cols.length === 0) throw new Error(`${copy.table}: no such table`)
  const names = cols.map((c) => quote(c.column)).join(', ')
  const exprs = cols.map((c) => columnSql(family, c, owners)).join(',\n    ')
  const insert = `INSERT INTO ${quote(copy.table)} (${names})
  SELECT ${exprs}
  FROM ${quote(copy.table)} t CROSS JOIN generate_series(1, ${family.copies}) AS k${copy.where ? `\n  WHERE ${copy.where}` : ''};`
  const check = first && cols.some((c) => c.column === 'id' && c.type.startsWith('character')) ? `${idCheckSql(family, copy.table)}\n` : ''
  return `\\echo '  ${family.name}: ${copy.table} x ${family.copies}'\n${check}${insert}`
}

/** Snapshots of the demo rows that where-clauses and generators name, taken before anything is copied. */
const SOURCES_SQL = `
CREATE TEMP TABLE large_src_product AS
  SELECT p.id, (SELECT count(*) FROM product_variant v WHERE v.product_id = p.id AND v.deleted_at IS NULL) AS variants FROM product p;
CREATE TEMP TABLE large_src_order AS SELECT id FROM "order";
CREATE TEMP TABLE large_src_price_list AS SELECT id FROM price_list;
CREATE TEMP TABLE large_src_discount AS SELECT id FROM discount WHERE parent_discount_id IS NULL;
CREATE TEMP TABLE large_src_dynamic AS
  SELECT id, code FROM discount WHERE is_dynamic AND parent_discount_id IS NULL AND deleted_at IS NULL ORDER BY created_at LIMIT 1;
SELECT max(display_id) AS order_max FROM "order" \\gset
SELECT coalesce(max(display_id), 0) AS draft_order_max FROM draft_order \\gset
`

/** Notifications of copied orders (the demo store sends none: no notification provider), up to the issue's 50,000 with the notes. */
const NOTIFICATIONS_SQL = `
\\echo '  notifications'
SELECT ceil(greatest(0, ${NOTES_AND_NOTIFICATIONS} - (SELECT count(*) FROM note))::numeric / (SELECT count(*) FROM large_src_order))::int AS notification_copies \\gset
INSERT INTO notification (id, event_name, resource_type, resource_id, customer_id, "to", data, created_at, updated_at)
  SELECT pg_temp.large_id(o.id, ${SPACE.notifications}, k), 'order.placed', 'order', pg_temp.large_id(o.id, ${SPACE.orders}, k),
    pg_temp.large_id(o.customer_id, ${SPACE.customers}, k), pg_temp.copy_email(o.email, k),
    jsonb_build_object('display_id', o.display_id + k * :order_max), o.created_at - ${shiftSql('k')}, o.created_at - ${shiftSql('k')}
  FROM "order" o CROSS JOIN generate_series(1, :notification_copies) AS k
  WHERE o.id IN (SELECT id FROM large_src_order);
`

/**
 * Prices of the copied price lists: the store's own prices (currency and region prices of every
 * variant, copies included) at 80 %, a variant's prices in one list, variants dealt round the lists.
 * Each base price is used once, so its copy 1 in the prices space is a new id (9 XOR 3, the products'
 * space, is no space in use, so a price of a copied variant cannot meet another product copy's id).
 */
const PRICE_LIST_PRICES_SQL = `
\\echo '  price list prices'
CREATE TEMP TABLE large_pl AS
  SELECT id, row_number() OVER (ORDER BY id) AS j FROM price_list WHERE id NOT IN (SELECT id FROM large_src_price_list);
SELECT count(*) AS price_lists FROM large_pl \\gset
CREATE TEMP TABLE large_pl_price AS
  SELECT * FROM (
    SELECT ma.id AS ma_id, pvma.id AS pvma_id, pvma.variant_id, ma.currency_code, ma.region_id, ma.amount,
      row_number() OVER (ORDER BY pvma.variant_id, ma.id) AS n, dense_rank() OVER (ORDER BY pvma.variant_id) AS v
    FROM money_amount ma JOIN product_variant_money_amount pvma ON pvma.money_amount_id = ma.id
    WHERE ma.price_list_id IS NULL AND ma.deleted_at IS NULL AND pvma.deleted_at IS NULL) p
  WHERE n <= ${PRICE_LIST_PRICES};
INSERT INTO money_amount (id, currency_code, amount, min_quantity, max_quantity, price_list_id, region_id)
  SELECT pg_temp.large_id(p.ma_id, ${SPACE.prices}, 1), p.currency_code, round(p.amount * 0.8), NULL, NULL, l.id, p.region_id
  FROM large_pl_price p JOIN large_pl l ON l.j = ((p.v - 1) % :price_lists) + 1;
INSERT INTO product_variant_money_amount (id, money_amount_id, variant_id)
  SELECT pg_temp.large_id(p.pvma_id, ${SPACE.prices}, 1), pg_temp.large_id(p.ma_id, ${SPACE.prices}, 1), p.variant_id
  FROM large_pl_price p JOIN large_pl l ON l.j = ((p.v - 1) % :price_lists) + 1;
`

/** Order numbers continue after the copies; every foreign key is checked (the copies skip the triggers). */
const FINISH_SQL = `
\\echo '  sequences, foreign keys, statistics'
SELECT setval('order_display_id_seq', (SELECT max(display_id) FROM "order"));
SELECT setval('draft_order_display_id_seq', greatest(1, (SELECT max(display_id) FROM draft_order)));
SET session_replication_role = origin;
DO $$ DECLARE fk record; orphans bigint; BEGIN
  FOR fk IN SELECT c.conrelid::regclass AS child, a.attname AS col, c.confrelid::regclass AS parent, pa.attname AS pcol
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
  LOOP
    EXECUTE format('SELECT count(*) FROM %s c WHERE c.%I IS NOT NULL AND NOT EXISTS (SELECT 1 FROM %s p WHERE p.%I = c.%I)',
      fk.child, fk.col, fk.parent, fk.pcol, fk.col) INTO orphans;
    IF orphans > 0 THEN RAISE EXCEPTION 'large store: % rows of %.% point at no %', orphans, fk.child, fk.col, fk.parent; END IF;
  END LOOP;
END $$;
`

/** Stops the script when the SQL id function and largeId (the tested one) disagree on a sample. */
export function idSelfCheckSql(): string {
  const cases = ID_SAMPLES.map(({ id, space, k }) => `(pg_temp.large_id('${id}', ${space}, ${k}) = '${largeId(id, space, k)}')`)
  return `DO $$ BEGIN IF NOT (${cases.join(' AND ')}) THEN RAISE EXCEPTION 'large_id (SQL) differs from largeId (TypeScript)'; END IF; END $$;`
}

/** The whole script, for one psql session (ON_ERROR_STOP, one transaction). */
export function largeStoreSql(columns: Column[], families: Family[] = FAMILIES): string {
  const owners = ownerSpaces(families)
  const parts = [
    '\\set ON_ERROR_STOP on',
    'BEGIN;',
    // Copies are written family by family, so foreign keys are checked once at the end (FINISH_SQL).
    'SET session_replication_role = replica;',
    ID_FUNCTIONS_SQL,
    idSelfCheckSql(),
    SOURCES_SQL,
    ...families.flatMap((f, i) => [
      `\\echo '${f.name}'`,
      ...f.tables.map((t) => tableCopySql(f, t, columns, owners, !families.slice(0, i).some((e) => e.tables.some((c) => c.table === t.table)))),
    ]),
    NOTIFICATIONS_SQL,
    PRICE_LIST_PRICES_SQL,
    FINISH_SQL,
    'COMMIT;',
    // Statistics and visibility for the planner and index-only counts, saved in the template with the rows.
    "\\echo '  vacuum analyze'",
    'VACUUM (ANALYZE);',
  ]
  return parts.join('\n') + '\n'
}
