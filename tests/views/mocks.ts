import { http, HttpResponse, type JsonBodyType } from 'msw'
import { BASE } from '../mocks/http'

/** The two metadata copies Medusa keeps views in, as the server holds them (tests change them at will). */
export interface ViewsServer {
  user: { id: string; email: string; metadata: Record<string, unknown> | null }
  store: { id: string; name: string; metadata: Record<string, unknown> | null }
  /** Every POST body, in order. */
  writes: Array<{ path: string; body: unknown }>
  /** Called after each GET answer is built, before it is sent (another operator writing meanwhile). */
  afterRead?: (path: string) => void
}

export const OPERATOR = { id: 'usr_views', email: 'views@example.com' }

export function viewsServer(): ViewsServer {
  return { user: { ...OPERATOR, metadata: null }, store: { id: 'store_1', name: 'Medusa Store', metadata: null }, writes: [] }
}

/** Medusa's setMetadata: keys merge into what is there; an empty string deletes its key. */
function setMetadata(current: Record<string, unknown> | null, change: Record<string, unknown>): Record<string, unknown> {
  const next = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(change)) {
    if (value === '') delete next[key]
    else next[key] = value
  }
  return next
}

const copy = <T>(value: T): T => structuredClone(value)

/** GET/POST /admin/users/:id and /admin/store (metadata only) and GET /admin/auth for the operator. */
export function viewsHandlers(server: ViewsServer) {
  const answer = <T extends JsonBodyType>(path: string, body: T) => {
    const sent = copy(body)
    server.afterRead?.(path)
    return HttpResponse.json(sent)
  }
  return [
    http.get(`${BASE}/admin/auth`, () => HttpResponse.json({ user: { ...server.user, first_name: 'Vera', last_name: 'Views' } })),
    http.get(`${BASE}/admin/users/:id`, ({ params }) =>
      params.id === server.user.id ? answer('user', { user: server.user }) : HttpResponse.json({ type: 'not_found', message: 'User not found' }, { status: 404 }),
    ),
    http.post(`${BASE}/admin/users/:id`, async ({ request }) => {
      const body = (await request.json()) as { metadata?: Record<string, unknown> }
      server.writes.push({ path: 'user', body })
      if (body.metadata) server.user.metadata = setMetadata(server.user.metadata, body.metadata)
      return HttpResponse.json({ user: copy(server.user) })
    }),
    http.get(`${BASE}/admin/store`, () => answer('store', { store: server.store })),
    http.post(`${BASE}/admin/store`, async ({ request }) => {
      const body = (await request.json()) as { metadata?: Record<string, unknown> }
      server.writes.push({ path: 'store', body })
      if (body.metadata) server.store.metadata = setMetadata(server.store.metadata, body.metadata)
      return HttpResponse.json({ store: copy(server.store) })
    }),
  ]
}
