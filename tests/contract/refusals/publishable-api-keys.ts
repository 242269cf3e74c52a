import { makeKeys, type KeyRefusalContext } from '../../mocks/publishable-api-keys/refusals'
import type { RefusalSide } from '../../support/refusals'
import { publishableApiKeys } from '../api'
import { defaultSalesChannelId, unique } from '../helpers'

/** The publishable API keys table against Medusa: two new keys (deleted after), the default channel. */
export const medusa: Omit<RefusalSide<KeyRefusalContext>, 'name'> = {
  context: async () => makeKeys({ api: publishableApiKeys, channelId: await defaultSalesChannelId(), title: unique }),
  async cleanUp({ active, revoked }) {
    await publishableApiKeys.delete(active.id)
    await publishableApiKeys.delete(revoked.id)
  },
}
