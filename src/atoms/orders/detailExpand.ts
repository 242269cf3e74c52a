/**
 * What the order panel's first paint shows, in one request: Medusa's default admin order relations
 * (which an `expand` replaces) up to the fulfillments, plus the sales channel. Totals are always
 * computed on retrieve (retrieveWithTotals). On its own, without imports: index.html's early request
 * for a linked order is built from it (vite.config.ts).
 */
export const ORDER_DETAIL_EXPAND = [
  'customer',
  'billing_address',
  'shipping_address',
  'region',
  'sales_channel',
  'items',
  'items.variant',
  'discounts',
  'discounts.rule',
  'gift_cards',
  'gift_card_transactions',
  'shipping_methods',
  'shipping_methods.shipping_option',
  'payments',
  'refunds',
  'fulfillments',
  'fulfillments.items',
  'fulfillments.tracking_links',
].join(',')

/**
 * The rest of Medusa's default relations, and the order edits (order_editing flag): returns, swaps,
 * claims and edits, asked for once the order has painted. Medusa answers an order with them in about
 * twice the time (one query per relation group, and totals for each exchange), and most orders have
 * none: the panel's first paint does not wait for them.
 */
export const ORDER_EXCHANGES_EXPAND = [
  'returns',
  'returns.items',
  'returns.items.reason',
  'returns.shipping_method',
  'returns.shipping_method.shipping_option',
  'swaps',
  'swaps.additional_items',
  'swaps.fulfillments',
  'swaps.fulfillments.tracking_links',
  'swaps.payment',
  'swaps.return_order',
  'swaps.shipping_methods',
  'claims',
  'claims.claim_items',
  'claims.claim_items.item',
  'claims.claim_items.images',
  'claims.additional_items',
  'claims.fulfillments',
  'claims.fulfillments.tracking_links',
  'claims.return_order',
  'claims.shipping_methods',
  'edits',
].join(',')
