// The group run and its undo on the large store by themselves (undo.ts), without the rest of
// npm run bench:scale. Hold the development backend's lock for the whole of it:
//   flock -o /tmp/large.lock npx tsx bench/scale/undo-run.ts
// It turns the development store into the large one (npm run backend:large, without its checks),
// measures, and makes it the demo store again (SCALE_KEEP=large leaves the large one; SCALE_STORE=as-is
// measures the store as it is and leaves it).
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { auth } from '../../src/api/admin/auth'
import { configureClient } from '../../src/api/client'
import { groupRunAndUndo } from './undo'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BACKEND_URL = process.env.MEDUSA_BACKEND_URL ?? 'http://127.0.0.1:9000'

const backend = (script: string, env: Record<string, string> = {}) =>
  execFileSync('bash', [`backend/scripts/${script}`], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })

if (process.env.SCALE_STORE !== 'as-is') backend('large.sh', { LARGE_VERIFY: '0' })
try {
  configureClient({ baseUrl: BACKEND_URL, apiKey: undefined })
  const token = () => auth.token({ email: 'admin@medusa-test.com', password: 'supersecret' })
  // The first request after a restart can meet the connection the stopped server closed: once more.
  const { access_token } = await token().catch(token)
  configureClient({ apiKey: access_token })
  console.log((await groupRunAndUndo()).join('\n'))
} finally {
  if (process.env.SCALE_KEEP !== 'large' && process.env.SCALE_STORE !== 'as-is') backend('reset.sh')
}
