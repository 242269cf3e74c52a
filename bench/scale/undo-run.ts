// The group run and its undo on the large store by themselves (undo.ts), without the rest of
// npm run bench:scale. Hold the development backend's lock for the whole of it:
//   flock -o /tmp/large.lock npx tsx bench/scale/undo-run.ts
// It turns the development store into the large one (npm run backend:large, without its checks),
// measures, and makes it the demo store again (SCALE_KEEP=large leaves the large one; SCALE_STORE=as-is
// measures the store as it is and leaves it).
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { groupRunAndUndo } from './undo'
import { signIn } from './runner'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

const backend = (script: string, env: Record<string, string> = {}) =>
  execFileSync('bash', [`backend/scripts/${script}`], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })

if (process.env.SCALE_STORE !== 'as-is') backend('large.sh', { LARGE_VERIFY: '0' })
try {
  await signIn()
  console.log((await groupRunAndUndo()).join('\n'))
} finally {
  if (process.env.SCALE_KEEP !== 'large' && process.env.SCALE_STORE !== 'as-is') backend('reset.sh')
}
