// The token Medusa 1.20 emails for a password reset. It only reaches subscribers of the
// user.password_reset / customer.password_reset events, and the test backends have none: it is an
// HS256 JWT signed with the account's password hash, made here the same way from the instance's database.
import { spawnSync } from 'node:child_process'
import { createHmac } from 'node:crypto'

function signHs256(payload: object, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

/** One row of the database, as `id|password_hash`, looked up by email. */
function idAndHash(databaseUrl: string, table: '"user"' | 'customer', email: string): [string, string] {
  const result = spawnSync('psql', ['-X', '-q', '-tA', '-v', 'ON_ERROR_STOP=1', '-v', `email=${email}`, '-d', databaseUrl], {
    input: `SELECT id || '|' || password_hash FROM ${table} WHERE email = :'email' AND password_hash IS NOT NULL AND deleted_at IS NULL;`,
    encoding: 'utf8',
  })
  const [id = '', hash = ''] = result.stdout.trim().split('|')
  if (result.status !== 0 || !id || !hash) throw new Error(`no ${table} ${email} with a password: ${result.stderr}`)
  return [id, hash]
}

/** A reset token for a user or customer of the database at `databaseUrl`, valid 15 minutes as Medusa makes it. */
export function passwordResetToken(databaseUrl: string, kind: 'user' | 'customer', email: string): string {
  const exp = Math.floor(Date.now() / 1000) + 15 * 60
  if (kind === 'user') {
    const [userId, hash] = idAndHash(databaseUrl, '"user"', email)
    return signHs256({ user_id: userId, email, exp }, hash)
  }
  const [customerId, hash] = idAndHash(databaseUrl, 'customer', email)
  return signHs256({ customer_id: customerId, exp }, hash)
}
