// Starts the Medusa instances of the contract suite and the end-to-end suite's two shards (npm test
// runs this beside the unit tests, so the suites find their backends up). The first fresh database
// seeds and saves the seeded template; the others are cloned from it.
import { CONTRACT_INSTANCE, e2eInstance, startInstance } from '../tests/support/medusaInstance'

for (const instance of [CONTRACT_INSTANCE, e2eInstance(1), e2eInstance(2)]) startInstance(instance)
