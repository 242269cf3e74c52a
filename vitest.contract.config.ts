import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

/** The coverage check reads what every other file called, so it runs last. */
class CoverageLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isCoverage = (file: TestSpecification) => file.moduleId.endsWith('/coverage.test.ts')
    return [...sorted.filter((file) => !isCoverage(file)), ...sorted.filter(isCoverage)]
  }
}

// Contract tests: the API functions against a real Medusa 1.20 (npm run test:contract).
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'contract',
    environment: 'node',
    include: ['tests/contract/**/*.test.ts'],
    globalSetup: ['tests/contract/setup.ts'],
    fileParallelism: false,
    // One module graph for every file (each signs in and names its data on its own): re-importing the
    // whole API per file cost a third of the suite's own CPU.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    sequence: { sequencer: CoverageLastSequencer },
  },
})
