// With BENCH_PROFILE set (best with an unminified build): a CPU profile of what follows in a page,
// printed as the functions taking the most self time (BENCH_PROFILE=total: time including what they
// call, e.g. a component's whole render). Used by the browser benches.
import type { Page } from 'playwright-core'

export type CpuProfile = { nodes: Array<{ id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number } }>; samples: number[]; timeDeltas: number[] }

/** A CPU profile of what follows in a page; the returned function ends it with the profile. */
export async function startCpuProfile(page: Page): Promise<() => Promise<CpuProfile>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  // 0.1 ms samples: a 40 ms render is 400 samples, not 40.
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  return async () => ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile
}

export async function startProfile(page: Page, top = 25): Promise<() => Promise<void>> {
  if (!process.env.BENCH_PROFILE) return async () => {}
  const stop = await startCpuProfile(page)
  return async () => {
    const profile = await stop()
    const byNode = new Map(profile.nodes.map((n) => [n.id, n]))
    const parents = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id] as const)))
    const times = new Map<string, number>()
    const name = (frame: CpuProfile['nodes'][number]['callFrame'] | undefined) => `${frame?.functionName || '(anon)'} ${frame?.url.split('/').pop()}:${frame?.lineNumber}`
    const inclusive = process.env.BENCH_PROFILE === 'total'
    profile.samples.forEach((id, i) => {
      const keys = new Set<string>()
      if (inclusive) {
        for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) keys.add(name(byNode.get(at)?.callFrame))
      } else {
        const frame = byNode.get(id)?.callFrame
        // A browser built-in (no url) is named with its caller: which appendChild.
        keys.add(`${name(frame)}${frame?.url ? '' : ` <- ${name(byNode.get(parents.get(id) ?? -1)?.callFrame)}`}`)
      }
      for (const key of keys) times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
    })
    console.log([...times].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`).join('\n'))
  }
}
