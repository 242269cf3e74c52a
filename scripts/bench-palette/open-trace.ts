// BENCH: where the palette's opening key spends its frame. Builds the console, signs in to the orders
// table, and for each of OPEN_RUNS opens the palette with ctrl+k under a Chromium trace: prints the
// renderer main thread's tasks from the keydown to the frame that shows the dialog, with their parts
// (thread time, so other processes on a busy machine do not count). Hold the e2e lock:
//   flock -o /tmp/e2e.lock npx tsx scripts/bench-palette/open-trace.ts
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { build, preview } from 'vite'
import { e2eInstance, ROOT, startInstance, stopInstance } from '../../tests/support/medusaInstance'
import { signIn } from '../bench-browser/flows'
import { closeContext, openContext } from '../bench-page'
import { startCpuProfile } from '../bench-profile'
import { timeKeys } from './keys'
import { recordTrace } from './trace'

type Ev = { name: string; ph: string; tid: number; pid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; data?: { type?: string; functionName?: string; url?: string } } }

/** With BENCH_PROFILE: the call tree of what follows (inclusive ms, branches over 0.5 ms), from the key's handlers down. */
async function profileTree(page: Page): Promise<() => Promise<void>> {
  if (!process.env.BENCH_PROFILE) return async () => {}
  const stop = await startCpuProfile(page)
  return async () => {
    const profile = await stop()
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    const self = new Map<number, number>()
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000))
    const total = (id: number): number => (self.get(id) ?? 0) + (byId.get(id)?.children ?? []).reduce((sum, c) => sum + total(c), 0)
    const lines: string[] = []
    const walk = (id: number, depth: number) => {
      const node = byId.get(id)
      if (!node || depth > 40) return
      const t = total(id)
      if (t < 0.5) return
      const f = node.callFrame
      // React's fiber walk repeats a few frames per level of the tree: shown once.
      const walkFrame = /^(recursivelyTraverse|commit\w*OnFiber$|commitReconciliationEffects)/.test(f.functionName)
      if (walkFrame) return (node.children ?? []).forEach((c) => walk(c, depth))
      if (!['(root)', '(program)', '(idle)'].includes(f.functionName)) lines.push(`${'  '.repeat(Math.min(depth, 30))}${t.toFixed(1)} ${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`)
      for (const c of node.children ?? []) walk(c, depth + 1)
    }
    walk(profile.nodes[0]?.id ?? 1, 0)
    console.log(lines.join('\n'))
  }
}

const instance = e2eInstance(1)
const backend = startInstance(instance)
process.on('exit', () => stopInstance(instance))
const outDir = join(tmpdir(), `console-open-trace-${process.pid}`)
process.env.VITE_MEDUSA_BACKEND_URL = backend
await build({ root: ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false, minify: !process.env.BENCH_PROFILE } })
const server = await preview({ root: ROOT, logLevel: 'silent', build: { outDir }, preview: { port: 4173, host: '127.0.0.1', strictPort: true } })
const browser = await openContext()
try {
  const { page } = browser
  await signIn(page, 'http://127.0.0.1:4173')
  await page.keyboard.press('Enter')
  await page.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1).waitFor()
  await page.waitForLoadState('networkidle')
  const dialog = page.getByRole('dialog', { name: 'Command palette' })
  const figures: Array<{ key: number; frame: number }> = []
  for (let run = 0; run < Number(process.env.OPEN_RUNS ?? 6); run++) {
    const read = await timeKeys(page)
    const stopTrace = await recordTrace<Ev>(page, 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8,blink')
    // BENCH_PROFILE: a CPU profile of the key's press alone (its handlers and whatever ran before the press was acknowledged).
    const stopProfile = await profileTree(page)
    await page.keyboard.press('Control+k')
    await stopProfile()
    await dialog.getByRole('option').first().waitFor()
    await page.waitForTimeout(100)
    const events = await stopTrace()
    const key = (await read()).find((k) => k.key === 'k')
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    // Control+k: the second keydown is the k that opens the palette.
    const keydowns = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown').sort((a, b) => a.ts - b.ts)
    const dispatch = keydowns[1] ?? keydowns[0]
    const main = mains.find((m) => m.pid === dispatch?.pid && m.tid === dispatch?.tid)
    if (!dispatch || !main) {
      console.log('no keydown in the trace')
      continue
    }
    const own = events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts)
    const zero = dispatch.ts
    const tasks = own.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts + (e.dur ?? 0) >= zero - 1000 && e.ts <= zero + 60_000)
    // The key's own task and the frame that first shows the dialog (the first Commit after it), in thread time.
    const cpu = (e: Ev | undefined) => (e?.tdur ?? 0) / 1000
    const keyTask = tasks.find((t) => t.ts <= dispatch.ts && dispatch.ts <= t.ts + (t.dur ?? 0))
    const commit = own.find((e) => e.name === 'Commit' && e.ts > dispatch.ts)
    const frameTask = commit && tasks.find((t) => t.ts <= commit.ts && commit.ts <= t.ts + (t.dur ?? 0))
    const within = (task: Ev | undefined, name: string) => (task ? own.filter((e) => e.name === name && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0)).reduce((sum, e) => sum + cpu(e), 0) : 0)
    const figure = { key: cpu(keyTask), frame: keyTask === frameTask ? 0 : cpu(frameTask) }
    figures.push(figure)
    console.log(`run ${run}: Event Timing ${key?.split ?? '-'}; CPU: key task ${figure.key.toFixed(1)} ms (style ${within(keyTask, 'UpdateLayoutTree').toFixed(1)}, layout ${within(keyTask, 'Layout').toFixed(1)}), frame ${figure.frame.toFixed(1)} ms (paint ${within(frameTask, 'Paint').toFixed(1)})`)
    if (!process.env.OPEN_TASKS) {
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await page.waitForTimeout(300)
      continue
    }
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0)
      const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.tdur ?? 0) >= 300)
      if ((task.tdur ?? 0) < 500) continue
      const parts = inside
        .filter((e) => ['EventDispatch', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'MinorGC', 'MajorGC', 'v8.run', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'HitTest', 'IntersectionObserverController::computeIntersections', 'RunMicrotasks', 'BlinkScheduler_PerformMicrotaskCheckpoint', 'ScheduleStyleRecalculation', 'InvalidateLayout'].includes(e.name))
        .map((e) => `${e.name === 'EventDispatch' ? `EventDispatch(${e.args?.data?.type})` : e.name}@${((e.ts - zero) / 1000).toFixed(1)} ${((e.tdur ?? 0) / 1000).toFixed(1)}`)
      console.log(`  ${((task.ts - zero) / 1000).toFixed(1).padStart(6)} +${((task.tdur ?? 0) / 1000).toFixed(1).padStart(5)} ms cpu: ${parts.join(', ')}`)
      // OPEN_ALL: every event of the key's own task over 0.2 ms (wall and thread time).
      if (process.env.OPEN_ALL && inside.some((e) => e === dispatch || (e.name === 'EventDispatch' && e.args?.data?.type === 'keydown'))) {
        for (const e of own.filter((x) => x !== task && x.ts >= task.ts && x.ts <= end && (x.dur ?? 0) >= 200)) console.log(`      ${((e.ts - zero) / 1000).toFixed(1)} ${e.name} wall ${((e.dur ?? 0) / 1000).toFixed(1)} cpu ${((e.tdur ?? 0) / 1000).toFixed(1)}`)
      }
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.waitForTimeout(300)
  }
  // The first opening loads the palette's code: left out.
  const warm = figures.slice(1)
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
  console.log(`median of ${warm.length} warm openings, main thread CPU: key task ${mid(warm.map((f) => f.key)).toFixed(1)} ms, frame ${mid(warm.map((f) => f.frame)).toFixed(1)} ms, both ${mid(warm.map((f) => f.key + f.frame)).toFixed(1)} ms`)
} finally {
  await closeContext(browser)
  await server.close()
  rmSync(outDir, { recursive: true, force: true })
}
