import type { AdminPostAppsReq } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { atomWithQuery } from 'jotai-tanstack-query'
import { apps } from '@/api/admin/apps'
import { mutation } from '@/atoms/core/query'

/** Installed OAuth apps (GET /admin/apps, not paged): plugins register them; a bare store has none. */
export const appQueries = {
  all: ['apps'] as const,
  list: () => queryOptions({ queryKey: [...appQueries.all, 'list'] as const, queryFn: () => apps.list() }),
}

export const appListAtom = atomWithQuery(() => appQueries.list())

/** Completes an app's OAuth flow with the code and state it handed back. */
export const authorizeAppMutation = mutation({
  mutationFn: (body: AdminPostAppsReq) => apps.authorize(body),
  invalidates: [appQueries.all],
})
