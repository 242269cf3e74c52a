import type { AdminPostAppsReq, OAuth } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, notFound, readBody, req } from '../http'

/**
 * GET /admin/apps and POST /admin/apps/authorizations (routes/admin/apps, services/oauth.ts): a bare
 * store lists no app; authorizing an unknown application name is 404 (OauthService.retrieveByName's
 * words, a row of refusals.ts beside this file); a known one runs the app's plugin service
 * (here: remembered) and answers the app.
 */
export type AppsMockDb = MockDb & { apps: OAuth[]; authorized: AdminPostAppsReq[] }

export function appsDb(db: MockDb): AppsMockDb {
  const apps = db as AppsMockDb
  apps.apps ??= []
  apps.authorized ??= []
  return apps
}

export function appHandlers(mockDb: MockDb) {
  const db = appsDb(mockDb)
  return [
    http.get(`${BASE}/admin/apps`, admin(db, () => HttpResponse.json({ apps: db.apps }))),
    http.post(
      `${BASE}/admin/apps/authorizations`,
      admin(db, async ({ request }) => {
        const body = await readBody<AdminPostAppsReq>(request, { application_name: req('string'), state: req('string'), code: req('string') })
        const app = db.apps.find((a) => a.application_name === body.application_name) ?? notFound(`Oauth application ${body.application_name} not found`)
        db.authorized.push(body)
        return HttpResponse.json({ apps: app })
      }),
    ),
  ]
}
