// Ids and numbers of the large store's copies. Every copied row gets a new id computed from its
// original id, a space (which kind of copy) and the copy number k, in SQL (large_id below) as in
// TypeScript (largeId, which the tests pin and the build checks the SQL function against), so a
// foreign key is mapped by the same function as the key it points at: no lookup tables.
//
// A Medusa id is a prefix and a 26-character ULID (Crockford base 32: 10 of time, 16 of randomness).
// The copy keeps the prefix, the time part and the last 12 characters, and XORs space and k into the
// 4 characters between. So copies of one row differ from each other and from the row itself (space
// and k are never both 0), and a copy of one row differs from every other original and its copies as
// long as no two originals of one table share time and last 12 characters (the build checks that
// before copying a table). Writing k there instead would let copy k of a row whose random middle
// happens to spell k be the row itself.

export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const ULID_BODY = /^[0-9A-HJKMNP-TV-Z]{26}$/

/** At most 16 spaces and 65,535 copies of one row in a space: 20 bits, 4 characters. */
export const MAX_SPACE = 15
export const MAX_COPY = 0xffff

/** The 4 Crockford characters of a 20-bit number, most significant first. */
export function base32x4(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 0xfffff) throw new RangeError(`${n} does not fit 4 base-32 characters`)
  let out = ''
  for (let shift = 15; shift >= 0; shift -= 5) out += CROCKFORD.charAt((n >> shift) & 31)
  return out
}

const decode32x4 = (chars: string): number => [...chars].reduce((n, c) => n * 32 + CROCKFORD.indexOf(c), 0)

/** Whether `id` ends in a ULID body that largeId can copy. */
export const isCopyableId = (id: string): boolean => ULID_BODY.test(id.slice(-26))

/** The id of copy `k` (1-based) of the row `id` in `space`. */
export function largeId(id: string, space: number, k: number): string {
  if (!isCopyableId(id)) throw new Error(`${id} does not end in a ULID`)
  if (!Number.isInteger(space) || space < 0 || space > MAX_SPACE) throw new RangeError(`space ${space} is out of 0..${MAX_SPACE}`)
  if (!Number.isInteger(k) || k < 1 || k > MAX_COPY) throw new RangeError(`copy ${k} is out of 1..${MAX_COPY}`)
  const body = id.slice(-26)
  return id.slice(0, -26) + body.slice(0, 10) + base32x4(decode32x4(body.slice(10, 14)) ^ (space * 0x10000 + k)) + body.slice(14)
}

/** Display number of copy `k` of an order numbered `displayId` among `originals` numbered 1..originals. */
export const copyDisplayId = (displayId: number, originals: number, k: number): number => displayId + k * originals

/** A gift card code's copy: its first three groups and k as the fourth (codes are XXXX-XXXX-XXXX-XXXX). */
export const copyGiftCardCode = (code: string, k: number): string => `${code.slice(0, 15)}${base32x4(k)}`

/** An email's copy: k before the @, so copy k of a customer and of their orders share one address. */
export const copyEmail = (email: string, k: number): string => email.replace(/@/, `${k}@`)

/** The n-th code (1-based) of a dynamic discount whose own code is `parent`. */
export const dynamicCode = (parent: string, n: number): string => `${parent}-${String(n).padStart(5, '0')}`

/**
 * The same functions in SQL, for one psql session (pg_temp: nothing is left in the template). Each
 * takes the copy number as an int; NULL in gives NULL out, as a NULL foreign key stays NULL.
 */
export const ID_FUNCTIONS_SQL = `
CREATE FUNCTION pg_temp.base32x4(n int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr('${CROCKFORD}', ((n >> 15) & 31) + 1, 1) || substr('${CROCKFORD}', ((n >> 10) & 31) + 1, 1)
      || substr('${CROCKFORD}', ((n >> 5) & 31) + 1, 1) || substr('${CROCKFORD}', (n & 31) + 1, 1) $$;
CREATE FUNCTION pg_temp.decode32x4(chars text) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT (((strpos('${CROCKFORD}', substr(chars, 1, 1)) - 1) * 32 + strpos('${CROCKFORD}', substr(chars, 2, 1)) - 1) * 32
      + strpos('${CROCKFORD}', substr(chars, 3, 1)) - 1) * 32 + strpos('${CROCKFORD}', substr(chars, 4, 1)) - 1 $$;
CREATE FUNCTION pg_temp.large_id(id text, space int, k int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(id, -26) || substr(id, length(id) - 25, 10)
      || pg_temp.base32x4(pg_temp.decode32x4(substr(id, length(id) - 15, 4)) # (space * 65536 + k)) || right(id, 12) $$;
CREATE FUNCTION pg_temp.copy_email(email text, k int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(email, '@', k || '@') $$;
CREATE FUNCTION pg_temp.copy_gift_card_code(code text, k int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(code, 15) || pg_temp.base32x4(k) $$;
CREATE FUNCTION pg_temp.dynamic_code(parent text, n int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT parent || '-' || lpad(n::text, 5, '0') $$;
`

/** Inputs the build runs through both implementations before copying anything. */
export const ID_SAMPLES: ReadonlyArray<{ id: string; space: number; k: number }> = [
  { id: 'order_01M8CBP69TC1K7P5GCSC38FHCZ', space: 2, k: 1 },
  { id: 'order_01M8CBP69TC1K7P5GCSC38FHCZ', space: 2, k: 663 },
  { id: 'pvma__01M8CBN8YJAJHP0CEEEKMNR1TD', space: 3, k: 1215 },
  { id: 'disc_01M8CBNFTS0D10GRSH25885GXX', space: 7, k: 20000 },
  { id: 'cus_01M8CBN763H2TTRRC58X3B803J', space: MAX_SPACE, k: MAX_COPY },
]
