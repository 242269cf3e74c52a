// npm test's check of the large store's generator (issue #32): a slice of it (a few copies of each
// family, backend/seed/large/plan.ts with LARGE_SLICE=1) built in its own database, Medusa started on
// it and the store checked through the admin API, then stopped. The full large store is not built in CI.
import { startLargeSlice } from '../tests/support/medusaInstance'

try {
  const output = startLargeSlice()
  console.log(output.split('\n').filter((line) => /^what| {2}(ok|NO) {2}|checks passed|built the large store/.test(line)).join('\n'))
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
