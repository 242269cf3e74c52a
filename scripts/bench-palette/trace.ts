// With BENCH_TRACE set, the bench scripts print where the renderer's main thread spent its CPU.
import type { Page } from 'playwright-core'

type TraceEvent = { name: string; ph: string; tid: number; pid: number; dur?: number; tdur?: number; args?: { name?: string } }

/** With BENCH_TRACE set: the renderer main thread's CPU time (thread time, blind to other processes) by kind of work. */
export async function startTrace(page: Page): Promise<() => Promise<void>> {
  if (!process.env.BENCH_TRACE) return async () => {}
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8', transferMode: 'ReportEvents' })
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const own = events.filter((e) => e.ph === 'X' && e.tid === main?.tid && e.pid === main?.pid)
    const total = new Map<string, number>()
    for (const e of own) total.set(e.name, (total.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000)
    const top = [...total].sort((a, b) => b[1] - a[1]).slice(0, 16)
    console.log(top.map(([name, value]) => `${value.toFixed(0).padStart(7)} ms  ${name}`).join('\n'))
  }
}

