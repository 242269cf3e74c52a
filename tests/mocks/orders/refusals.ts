import { defineRefusals } from '../../support/refusals'
import { exchangeRows } from './refusal-rows-exchanges'
import { orderRows } from './refusal-rows-orders'
import { returnRows } from './refusal-rows-returns'
import type { OrderRefusalContext } from './refusals-context'

// Every refusal the orders mock imitates (orders, notes, returns, swaps, claims), one row each
// (tests/support/refusals.ts): run against msw with the context of refusals.msw.ts and against
// Medusa 1.20 with tests/contract/refusals/orders.ts. The rows live in refusal-rows-*.ts by route family,
// each one call of a row-maker (refusal-rows-make.ts).

export const refusals = defineRefusals<OrderRefusalContext>({
  mock: 'orders',
  about:
    'Each row makes the orders it acts on: paid (a draft order marked paid, two of one variant), shipped (paid, all fulfilled and shipped), ' +
    'pending (payment awaiting capture) or canceled (pending, then canceled), in the EUR region.',
  cases: [...orderRows, ...returnRows, ...exchangeRows],
})
