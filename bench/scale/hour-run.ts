// The scripted hour (hour.ts) by itself, on the development backend as it is (the large store after
// npm run backend:large). Hold its lock: `flock -o /tmp/large.lock npx tsx bench/scale/hour-run.ts`
// (HOUR_COMMANDS, 500).
import { serveConsole } from './browser'
import { scriptedHour } from './hour'
import { BACKEND_URL, signIn } from './runner'
import { readSamples } from './tasks'

await signIn()
const samples = await readSamples()
const served = await serveConsole(BACKEND_URL)
try {
  await scriptedHour(served.base, samples)
} finally {
  await served.close()
}
