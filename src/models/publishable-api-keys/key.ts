import type { PublishableApiKey } from '@medusajs/client-types'
import { publishableKeyQueries } from '@/atoms/publishable-api-keys/keys'
import { defineEntity, sameText } from '@/models/core/entity'
import { defineSettingsSection } from '@/models/core/nav'
import { rule } from '@/models/core/rules'
import { day } from '@/models/core/text'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'publishable-api-key': PublishableApiKey
  }
}

/**
 * Publishable API keys (Settings): what a storefront sends as `x-publishable-api-key` to be answered
 * within the key's sales channels. The key's token is its id (`pk_…`): the one id an operator sees,
 * copied to paste into a storefront. Everywhere else a key is named by its title.
 */
export const publishableKeysSettings = defineSettingsSection({
  section: 'publishable-api-keys',
  label: 'Publishable API keys',
  keywords: ['storefront', 'api key', 'token', 'pk', 'publishable key', 'sales channel scope'],
})

/** 'active' or 'revoked', as the status badge says it. */
export const keyStatus = (key: PublishableApiKey) => (key.revoked_at ? 'revoked' : 'active')

export const publishableKeyEntity = defineEntity<PublishableApiKey>({
  noun: 'publishable API key',
  focus: 'publishable-api-key',
  label: (key) => key.title,
  // Titles need not be unique: the status and the day tell two of the same title apart.
  hint: (key) => (key.revoked_at ? `revoked ${day(key.revoked_at)}` : `created ${day(key.created_at)}`),
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(publishableKeyQueries.search(q.trim()))).publishable_api_keys,
  exact: (key, q) => sameText(key.title, q),
})

/** Medusa revokes a key once ("PublishableApiKey has already been revoked."). */
export const notRevoked = rule<PublishableApiKey>(
  (key) => !key.revoked_at,
  (key) => `${key.title} is already revoked`,
)

/** A revoked key's token is not handed out again for a storefront. */
export const usableToken = rule<PublishableApiKey>(
  (key) => !key.revoked_at,
  (key) => `${key.title} is revoked: its token is not for a storefront any more`,
)
