// The Medusa 1.20 side of every refusal table (tests/support/refusals.ts): the rows of each
// tests/mocks/<mock>/refusals.ts, their context built by tests/contract/refusals/<mock>.ts through the
// recording API, run by the same test body the msw side runs (tests/mocks/refusals.test.ts).
import { describe, expect, it } from 'vitest'
import { runRefusals, type RefusalSide, type RefusalTable, type RefusalTableModule } from '../support/refusals'
import { signInBeforeAll } from './helpers'

interface MedusaSideModule {
  medusa: Omit<RefusalSide<never>, 'name'>
}

const tables = import.meta.glob<RefusalTableModule>('../mocks/*/refusals.ts', { eager: true })
const sides = import.meta.glob<MedusaSideModule>('./refusals/*.ts', { eager: true })
const sideOf = (table: RefusalTable<never>) => sides[`./refusals/${table.mock}.ts`]?.medusa

signInBeforeAll()

describe('every refusal table has a Medusa side', () => {
  it.each(Object.values(tables).map(({ refusals }) => refusals.mock))('%s', (mock) => {
    expect(Object.keys(sides)).toContain(`./refusals/${mock}.ts`)
  })
})

for (const { refusals } of Object.values(tables)) {
  const side = sideOf(refusals)
  // A mockOnly row says why no request to Medusa can provoke it: it runs against msw alone.
  const reachable: RefusalTable<never> = { ...refusals, cases: refusals.cases.filter((refusal) => !refusal.mockOnly) }
  if (side) runRefusals(reachable as RefusalTable<unknown>, { name: 'Medusa 1.20', ...(side as Omit<RefusalSide<unknown>, 'name'>) })
}
