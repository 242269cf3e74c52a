import { publishableApiKeys } from '@/api/admin/publishable-api-keys'
import type { MswRefusalSide } from '../refusals.test'
import { makeKeys, type KeyRefusalContext } from './refusals'

let serial = 0

/** The publishable API keys mock's side of its refusal table: two keys made in a fresh db, its seeded channel. */
export const msw: MswRefusalSide<KeyRefusalContext> = {
  context: () => makeKeys({ api: publishableApiKeys, channelId: 'sc_2', title: (prefix) => `${prefix}-${(serial += 1)}` }),
}
