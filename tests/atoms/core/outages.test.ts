import { afterEach, describe, expect, it, vi } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { outageGate, outlasting, PROBE_FIRST_DELAY_MS, PROBE_MAX_DELAY_MS, waitForServer } from '@/atoms/core/outages'

const noAnswer = () => new MedusaApiError({ kind: 'connection', message: 'Failed to fetch' })
const status = (code: number) => new MedusaApiError({ kind: code >= 500 ? 'api' : 'invalid_request', status: code, message: `HTTP ${code}` })

/** A probe whose answers the test decides; it records the fake clock at each call. */
function scriptedProbe(up: () => boolean) {
  const at: number[] = []
  const probe = async () => {
    at.push(Date.now())
    return up()
  }
  return { probe, at }
}

describe('waitForServer', () => {
  afterEach(() => vi.useRealTimers())

  it('probes on a doubling backoff capped at 10 s, and resolves once the server answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 })
    let up = false
    const { probe, at } = scriptedProbe(() => up)
    const waiting = waitForServer(new AbortController().signal, probe)
    await vi.advanceTimersByTimeAsync(60_000)
    const gaps = at.map((t, i) => t - (at[i - 1] ?? 0))
    expect(gaps.slice(0, 6)).toEqual([PROBE_FIRST_DELAY_MS, 1000, 2000, 4000, 8000, PROBE_MAX_DELAY_MS])
    expect(Math.max(...gaps)).toBe(PROBE_MAX_DELAY_MS)
    up = true
    await vi.advanceTimersByTimeAsync(PROBE_MAX_DELAY_MS)
    await expect(waiting).resolves.toBe(true)
  })

  it('stops at once when the run is canceled, without waiting for the next probe', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const controller = new AbortController()
    const { probe, at } = scriptedProbe(() => false)
    const waiting = waitForServer(controller.signal, probe)
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS)
    controller.abort()
    await expect(waiting).resolves.toBe(false)
    expect(at).toHaveLength(1)
  })
})

describe('outlasting', () => {
  afterEach(() => vi.useRealTimers())

  it('pauses once for every request that met the outage, and sends each again told its answer was lost', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let up = false
    const told: string[] = []
    const gate = outageGate({
      signal: new AbortController().signal,
      onPause: () => told.push('paused'),
      onResume: () => told.push('resumed'),
      probe: async () => up,
    })
    const calls: Array<[string, boolean]> = []
    const send = (name: string) =>
      outlasting(gate, async (unanswered) => {
        calls.push([name, unanswered])
        if (!up) throw noAnswer()
        return name
      })
    const both = Promise.all([send('a'), send('b')])
    await vi.advanceTimersByTimeAsync(5_000)
    expect(told).toEqual(['paused'])
    up = true
    await vi.advanceTimersByTimeAsync(PROBE_MAX_DELAY_MS)
    await expect(both).resolves.toEqual([{ sent: true, value: 'a' }, { sent: true, value: 'b' }])
    expect(told).toEqual(['paused', 'resumed'])
    expect(calls).toEqual([['a', false], ['b', false], ['a', true], ['b', true]])
  })

  it('pauses on 502, 503 and 504 too, but a refusal (4xx) or a 500 is the record’s own failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const gate = outageGate({ signal: new AbortController().signal, onPause: () => undefined, onResume: () => undefined, probe: async () => true })
    for (const code of [502, 503, 504]) {
      let tries = 0
      const sent = outlasting(gate, async () => {
        tries += 1
        if (tries === 1) throw status(code)
        return tries
      })
      await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS)
      await expect(sent).resolves.toEqual({ sent: true, value: 2 })
    }
    await expect(outlasting(gate, async () => Promise.reject(status(422)))).rejects.toMatchObject({ status: 422 })
    await expect(outlasting(gate, async () => Promise.reject(status(500)))).rejects.toMatchObject({ status: 500 })
  })

  it('gives up the record (not sent) when the run is canceled while paused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const controller = new AbortController()
    const gate = outageGate({ signal: controller.signal, onPause: () => undefined, onResume: () => undefined, probe: async () => false })
    let calls = 0
    const sent = outlasting(gate, async () => {
      calls += 1
      throw noAnswer()
    })
    await vi.advanceTimersByTimeAsync(30_000)
    controller.abort()
    await expect(sent).resolves.toEqual({ sent: false })
    expect(calls).toBe(1)
    // A record that starts after the cancel is not sent at all.
    await expect(outlasting(gate, async () => 'late')).resolves.toEqual({ sent: false })
  })
})
