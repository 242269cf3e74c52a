// Small helpers every seed module shares: a seeded PRNG, picking, limited concurrency and dates.

/** mulberry32: a tiny deterministic 32-bit PRNG. The same seed gives the same store every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A PRNG with the helpers the seed needs; each module makes its own, so modules stay independent. */
export class Rng {
  private readonly next: () => number

  constructor(seed: number) {
    this.next = mulberry32(seed)
  }

  float(): number {
    return this.next()
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(list: readonly T[]): T {
    return at(list, Math.floor(this.next() * list.length))
  }

  /** A new array in a random order (Fisher-Yates). */
  shuffle<T>(list: readonly T[]): T[] {
    const copy = [...list]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [at(copy, j), at(copy, i)]
    }
    return copy
  }
}

/** list[index], failing loudly instead of returning undefined (the tsconfig checks indexed access). */
export function at<T>(list: readonly T[], index: number): T {
  const value = list[index]
  if (value === undefined) throw new Error(`index ${index} out of range (length ${list.length})`)
  return value
}

/** The value for key, failing loudly when it is missing. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`)
  return value
}

/**
 * Runs task over items with at most `limit` calls in flight; results keep the items' order.
 * The server is the bottleneck: a few concurrent requests keep it busy without piling up.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(at(items, index), index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export const DAY_MS = 24 * 60 * 60 * 1000

/** Today at 00:00 UTC: every date the seed writes is relative to it, so a day's runs agree. */
export function anchorDate(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/** `days` before the anchor, then `offsetMs` later in that day. */
export function daysBefore(anchor: Date, days: number, offsetMs = 0): Date {
  return new Date(anchor.getTime() - days * DAY_MS + offsetMs)
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
