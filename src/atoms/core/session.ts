import type {
  AdminPostAuthReq,
  AdminResetPasswordRequest,
  AdminResetPasswordTokenRequest,
  User,
} from '@medusajs/client-types'
import { atom, type Getter, type Setter } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { auth } from '@/api/admin/auth'
import { invites } from '@/api/admin/invites'
import { users } from '@/api/admin/users'
import { isMedusaApiError, MedusaApiError } from '@/api/client'
import { releaseRecordFirst } from './recordFirst'

/** SPEC §3/§4: the logged-in user as the console holds it. */
export interface Session {
  isLoggedIn: boolean
  id: string
  /** first + last name, or the email when both are empty. */
  name: string
  first_name: string
  last_name: string
  email: string
}

export type SessionStatus = 'checking' | 'logged-in' | 'logged-out'

export type SessionUser = Pick<User, 'id' | 'email' | 'first_name' | 'last_name'>

export const EMPTY_SESSION: Readonly<Session> = Object.freeze({
  isLoggedIn: false,
  id: '',
  name: '',
  first_name: '',
  last_name: '',
  email: '',
})

export function sessionFromUser(user: SessionUser): Session {
  const first_name = user.first_name?.trim() ?? ''
  const last_name = user.last_name?.trim() ?? ''
  const fullName = [first_name, last_name].filter(Boolean).join(' ')
  return { isLoggedIn: true, id: user.id, name: fullName || user.email, first_name, last_name, email: user.email }
}

interface SessionState {
  session: Session
  status: SessionStatus
}

// SPEC §4: starts logged out; the status stays 'checking' until the first check has an answer.
const sessionStateAtom = atom<SessionState>({ session: EMPTY_SESSION, status: 'checking' })
// Bumped by every login, logout and reset: a session check that started earlier must not overwrite them.
const sessionEpochAtom = atom(0)
const checkInFlightAtom = atom<Promise<Session> | null>(null)
const checkErrorAtom = atom<MedusaApiError | null>(null)

/** The user of the session; EMPTY_SESSION when logged out or not yet known. */
export const sessionAtom = atom((get) => get(sessionStateAtom).session)
export const sessionStatusAtom = atom((get) => get(sessionStateAtom).status)
/** Why the last session check failed (not a 401: the server was unreachable or broken); null otherwise. */
export const sessionErrorAtom = atom((get) => get(checkErrorAtom))

function toApiError(failure: unknown): MedusaApiError {
  return isMedusaApiError(failure)
    ? failure
    : new MedusaApiError({ kind: 'connection', message: failure instanceof Error ? failure.message : String(failure), cause: failure })
}

function setLoggedIn(set: Setter, user: SessionUser): Session {
  const session = sessionFromUser(user)
  set(sessionEpochAtom, (n) => n + 1)
  set(checkErrorAtom, null)
  set(sessionStateAtom, { session, status: 'logged-in' })
  return session
}

function setLoggedOut(set: Setter): void {
  set(sessionEpochAtom, (n) => n + 1)
  set(checkErrorAtom, null)
  set(sessionStateAtom, { session: EMPTY_SESSION, status: 'logged-out' })
}

function clearQueryCache(get: Getter): void {
  get(queryClientAtom).clear()
  // A record linked under the last session will not be shown: nothing waits for it any more.
  releaseRecordFirst()
}

/**
 * GET /admin/auth. A 401 means logged out; any other failure is kept in sessionErrorAtom and rethrown.
 * Concurrent calls share one request.
 */
export const checkSessionAtom = atom(null, (get, set): Promise<Session> => {
  const inFlight = get(checkInFlightAtom)
  if (inFlight) return inFlight
  const epoch = get(sessionEpochAtom)
  const current = () => get(sessionEpochAtom) === epoch
  const run = (async () => {
    try {
      const { user } = await auth.session()
      if (!current()) return get(sessionAtom)
      return setLoggedIn(set, user)
    } catch (failure) {
      if (!current()) return get(sessionAtom)
      const error = toApiError(failure)
      if (error.status === 401) {
        setLoggedOut(set)
        return EMPTY_SESSION
      }
      set(checkErrorAtom, error)
      throw error
    } finally {
      set(checkInFlightAtom, null)
    }
  })()
  set(checkInFlightAtom, run)
  return run
})

/**
 * The gate's check: GET /admin/auth only while the session is still unknown and no check failed.
 * It reads the state when called, not when the gate last rendered: the boot's check (main.tsx) can
 * answer between the gate's render and its effect, and must not be asked a second time.
 */
export const ensureSessionCheckedAtom = atom(null, (get, set): Promise<Session> => {
  if (get(sessionStateAtom).status !== 'checking' || get(checkErrorAtom)) return Promise.resolve(get(sessionAtom))
  return set(checkSessionAtom)
})

/**
 * POST /admin/auth. Clears the query cache first: nothing cached under an earlier session (another
 * operator, another server) may show to this one.
 */
export const loginAtom = atom(null, async (get, set, credentials: AdminPostAuthReq): Promise<Session> => {
  const { user } = await auth.login({ email: credentials.email, password: credentials.password })
  clearQueryCache(get)
  return setLoggedIn(set, user)
})

/**
 * DELETE /admin/auth, then resets the session and clears the query cache whatever the server said.
 * A 401 (the session had already ended) is not an error; any other failure is rethrown afterwards.
 */
export const logoutAtom = atom(null, async (get, set): Promise<void> => {
  let failure: MedusaApiError | null = null
  try {
    await auth.logout()
  } catch (caught) {
    const error = toApiError(caught)
    if (error.status !== 401) failure = error
  }
  setLoggedOut(set)
  clearQueryCache(get)
  if (failure) throw failure
})

/**
 * The session ended without a logout (a 401 from some call): logged out, no request sent.
 * The cache is left alone here (queries may be mid-flight); the next login clears it.
 */
export const expireSessionAtom = atom(null, (get, set): void => {
  if (get(sessionStatusAtom) === 'logged-out' && !get(checkErrorAtom)) return
  setLoggedOut(set)
})

/** Profile update: applies the updated user when it is the one logged in. Returns whether it applied. */
export const setSessionUserAtom = atom(null, (get, set, user: SessionUser): boolean => {
  const current = get(sessionAtom)
  if (!current.isLoggedIn || current.id !== user.id) return false
  set(sessionStateAtom, { session: sessionFromUser(user), status: 'logged-in' })
  return true
})

// ---------------------------------------------------------------------------------------------
// Tokens: invite and password-reset links carry JWTs whose payload the pages read (never verify).

/** The payload of a JWT, or null when the text is not one. No signature check: display only. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.trim().split('.')
  if (parts.length !== 3 || !parts[1]) return null
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/')
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
    const binary = atob(padded)
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

export interface TokenInfo {
  email: string
  /** From the JWT's `exp` when it has one (reset tokens do; Medusa's invite tokens do not). */
  expiresAt: Date | null
}

function tokenInfo(token: string, emailKeys: readonly string[]): TokenInfo | null {
  const payload = decodeJwtPayload(token)
  if (!payload) return null
  const email = emailKeys.map((key) => payload[key]).find((value): value is string => typeof value === 'string' && !!value)
  if (!email) return null
  const exp = payload.exp
  return { email, expiresAt: typeof exp === 'number' ? new Date(exp * 1000) : null }
}

/** Medusa v1 signs invites as { invite_id, role, user_email }. */
export function decodeInviteToken(token: string): TokenInfo | null {
  return tokenInfo(token, ['user_email', 'email'])
}

/** Medusa v1 signs reset tokens as { user_id, email, exp }. */
export function decodeResetToken(token: string): TokenInfo | null {
  return tokenInfo(token, ['email'])
}

export function isTokenExpired(info: TokenInfo, now: Date = new Date()): boolean {
  return info.expiresAt !== null && info.expiresAt.getTime() <= now.getTime()
}

/** The invite was accepted (the account exists) but the sign-in after it failed. */
export class InviteAcceptedSignInError extends Error {
  override readonly name = 'InviteAcceptedSignInError'
  readonly email: string
  constructor(email: string, cause: unknown) {
    super(isMedusaApiError(cause) ? cause.message : 'Signing in failed.', { cause })
    this.email = email
  }
}

export interface AcceptInviteInput {
  token: string
  first_name: string
  last_name: string
  password: string
}

/**
 * POST /admin/invites/accept (answers the text 'OK'), then signs in with the invite's email and the
 * chosen password. A token without an email is refused before anything is sent.
 */
export const acceptInviteAtom = atom(null, async (_get, set, input: AcceptInviteInput): Promise<Session> => {
  const info = decodeInviteToken(input.token)
  if (!info) {
    throw new MedusaApiError({ kind: 'invalid_request', type: 'invalid_data', message: 'Token is not valid' })
  }
  await invites.accept({
    token: input.token,
    user: { first_name: input.first_name, last_name: input.last_name, password: input.password },
  })
  try {
    return await set(loginAtom, { email: info.email, password: input.password })
  } catch (failure) {
    throw new InviteAcceptedSignInError(info.email, failure)
  }
})

/** POST /admin/users/password-token: the server answers 204 whether or not the email is known. */
export const requestPasswordResetAtom = atom(null, async (_get, _set, body: AdminResetPasswordTokenRequest) => {
  await users.sendResetPasswordToken({ email: body.email })
})

/** POST /admin/users/reset-password. Starts no session: the operator signs in afterwards. */
export const resetPasswordAtom = atom(null, async (_get, _set, body: AdminResetPasswordRequest) => {
  const { user } = await users.resetPassword({
    token: body.token,
    password: body.password,
    ...(body.email ? { email: body.email } : {}),
  })
  return user
})
