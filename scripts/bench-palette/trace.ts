// With BENCH_TRACE set, the bench scripts print where the renderer's main thread spent its CPU.
import type { Page } from 'playwright-core'

type TraceEvent = { name: string; ph: string; tid: number; pid: number; dur?: number; tdur?: number; args?: { name?: string } }

const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8'

/** Records a Chromium trace of these categories from now on; the returned function ends it with its events. */
export async function recordTrace<E>(page: Page, categories: string): Promise<() => Promise<E[]>> {
  const cdp = await page.context().newCDPSession(page)
  const events: E[] = []
  cdp.on('Tracing.dataCollected', (data) => void events.push(...(data.value as unknown as E[])))
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' })
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    return events
  }
}

/** With BENCH_TRACE set: the renderer main thread's CPU time (thread time, blind to other processes) by kind of work. */
export async function startTrace(page: Page): Promise<() => Promise<void>> {
  if (!process.env.BENCH_TRACE) return async () => {}
  const stop = await recordTrace<TraceEvent>(page, CATEGORIES)
  return async () => {
    const events = await stop()
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const own = events.filter((e) => e.ph === 'X' && e.tid === main?.tid && e.pid === main?.pid)
    const total = new Map<string, number>()
    for (const e of own) total.set(e.name, (total.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000)
    const top = [...total].sort((a, b) => b[1] - a[1]).slice(0, 16)
    console.log(top.map(([name, value]) => `${value.toFixed(0).padStart(7)} ms  ${name}`).join('\n'))
  }
}

type TimedEvent = TraceEvent & { ts: number; args?: { name?: string; data?: { url?: string; functionName?: string } } }

/**
 * With BENCH_TRACE set: the renderer main thread's tasks over 3 ms in time order (ms from the first
 * navigation mark), each named by its largest kinds of work: where a page load waits on the CPU.
 */
export async function startTimeline(page: Page): Promise<(until?: number) => Promise<void>> {
  if (!process.env.BENCH_TRACE) return async () => {}
  const stop = await recordTrace<TimedEvent>(page, `${CATEGORIES},blink.user_timing,loading`)
  return async (until?: number) => {
    const events = await stop()
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const busiest = mains
      .map((m) => ({ m, n: events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length }))
      .sort((a, b) => b.n - a.n)[0]?.m
    const own = events.filter((e) => e.ph === 'X' && e.tid === busiest?.tid && e.pid === busiest?.pid)
    const zero = events.find((e) => e.name === 'navigationStart' && e.pid === busiest?.pid)?.ts ?? Math.min(...own.map((e) => e.ts))
    const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 3000)
    if (until !== undefined) {
      // Thread time, blind to other processes on a busy machine: what the page itself spent until then.
      const before = own.filter((e) => e.name === 'RunTask' && e.ts >= zero && e.ts - zero <= until * 1000)
      const cpu = before.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
      console.log(`    main thread until ${until.toFixed(0)} ms: ${cpu.toFixed(0)} ms of CPU in ${before.length} tasks`)
    }
    const answers = events.filter((e) => e.name === 'ResourceFinish' && e.pid === busiest?.pid)
    const urls = new Map(events.filter((e) => e.name === 'ResourceSendRequest').map((e) => [(e.args?.data as { requestId?: string })?.requestId, e.args?.data?.url ?? '']))
    for (const answer of answers) {
      const url = urls.get((answer.args?.data as { requestId?: string })?.requestId) ?? ''
      if (url.includes('/admin/')) console.log(`    ${((answer.ts - zero) / 1000).toFixed(0).padStart(5)}  answered ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)}`)
    }
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0)
      const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      const kinds = new Map<string, number>()
      for (const e of inside) {
        const args = e.args as { data?: { url?: string; fileName?: string }; fileName?: string; url?: string } | undefined
        const script = args?.data?.url ?? args?.data?.fileName ?? args?.fileName ?? args?.url ?? ''
        const label = script ? `${e.name}(${script.split('/').pop()})` : e.name
        kinds.set(label, Math.max(kinds.get(label) ?? 0, (e.dur ?? 0) / 1000))
      }
      const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`)
      console.log(`    ${((task.ts - zero) / 1000).toFixed(0).padStart(5)} +${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${top.join(', ')}`)
    }
  }
}
