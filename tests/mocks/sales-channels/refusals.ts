import type { AdminPostSalesChannelsReq } from '@medusajs/client-types'
import type { salesChannels as channelsApi } from '@/api/admin/sales-channels'
import { defineRefusals, invalidData, notAllowed, notFound } from '../../support/refusals'

// Every refusal the sales-channels mock imitates, one row each (tests/support/refusals.ts): run against
// msw with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/sales-channels.ts.

export interface ChannelRefusalContext {
  api: typeof channelsApi
  /** The store's default channel. */
  defaultChannelId: string
  /** A product that exists. */
  productId: string
}

const unknownChannel = notFound('Sales channel with id: sc_missing was not found')

export const refusals = defineRefusals<ChannelRefusalContext>({
  mock: 'sales-channels',
  about: "Each row acts on the store's default channel, any product, or an id no channel has: none changes a channel.",
  cases: [
    { route: 'GET /admin/sales-channels/{id}', when: 'an unknown channel', call: ({ api }) => api.retrieve('sc_missing'), expected: unknownChannel },
    { route: 'POST /admin/sales-channels/{id}', when: 'an unknown channel', call: ({ api }) => api.update('sc_missing', { name: 'x' }), expected: unknownChannel },
    {
      route: 'DELETE /admin/sales-channels/{id}/products/batch',
      when: 'an unknown channel',
      call: ({ api }) => api.removeProducts('sc_missing', { product_ids: [{ id: 'prod_missing' }] }),
      expected: unknownChannel,
    },
    {
      route: 'POST /admin/sales-channels/{id}/products/batch',
      when: "unknown products (the middleware's errors list names them, before the channel is looked up)",
      call: ({ api }) => api.addProducts('sc_missing', { product_ids: [{ id: 'prod_missing' }, { id: 'prod_gone' }] }),
      expected: {
        status: 400,
        type: undefined,
        message: 'Provided request body contains errors. Please check the data and retry the request',
        errors: ['Products prod_missing, prod_gone do not exist'],
      },
    },
    {
      route: 'POST /admin/sales-channels/{id}/products/batch',
      when: "an unknown channel (the join table's foreign key)",
      call: ({ api, productId }) => api.addProducts('sc_missing', { product_ids: [{ id: productId }] }),
      expected: notFound('Sales_channel with sales_channel_id sc_missing does not exist.'),
    },
    {
      route: 'DELETE /admin/sales-channels/{id}',
      when: "the store's default channel",
      call: ({ api, defaultChannelId }) => api.delete(defaultChannelId),
      expected: notAllowed('You cannot delete the default sales channel'),
    },
    {
      route: 'POST /admin/sales-channels',
      when: 'no name (an empty or repeated one is taken)',
      call: ({ api }) => api.create({} as AdminPostSalesChannelsReq),
      expected: invalidData('name must be a string'),
    },
  ],
})
