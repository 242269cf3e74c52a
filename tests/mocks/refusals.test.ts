// The msw side of every refusal table (tests/support/refusals.ts): each tests/mocks/<mock>/refusals.ts
// row run against the mocks, its context built by refusals.msw.ts beside it. The contract side,
// tests/contract/refusals.test.ts, runs the same rows against Medusa 1.20 with the same test body.
import type { HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { runRefusals, type RefusalTable, type RefusalTableModule } from '../support/refusals'
import { withMockDb, type MockDb } from './handlers'
import { server } from './server'

/** tests/mocks/<mock>/refusals.msw.ts: how the mock side builds a table's context. */
export interface MswRefusalSide<Ctx> {
  context: (db: MockDb) => Ctx | Promise<Ctx>
  /** Handlers beyond the shared ones the table's requests need. */
  handlers?: (db: MockDb) => HttpHandler[]
}
interface MswSideModule {
  msw: MswRefusalSide<never>
}

const tables = import.meta.glob<RefusalTableModule>('./*/refusals.ts', { eager: true })
const sides = import.meta.glob<MswSideModule>('./*/refusals.msw.ts', { eager: true })
const mock = withMockDb()

describe('every refusal table has an msw side', () => {
  it.each(Object.keys(tables))('%s', (path) => {
    expect(Object.keys(sides)).toContain(path.replace(/\.ts$/, '.msw.ts'))
  })
})

for (const [path, { refusals }] of Object.entries(tables)) {
  const side = sides[path.replace(/\.ts$/, '.msw.ts')]?.msw
  if (!side) continue
  runRefusals(refusals as RefusalTable<unknown>, {
    name: 'msw',
    context: async () => {
      if (side.handlers) server.use(...side.handlers(mock.db))
      return side.context(mock.db)
    },
  })
}
