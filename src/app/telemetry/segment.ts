import type { SegmentTracker } from './segment-client'

/**
 * Usage data (SPEC §4/§6/§9) through Segment. This module (part of the lazy ./runtime.ts chunk)
 * decides; ./segment-client.ts and @segment/analytics-next are fetched with a dynamic import() only
 * once tracking is allowed (flag on, a config, not opted out), so they are never in the first load and
 * never fetched for an operator who opted out or has not answered the consent screen. What is sent:
 * page views (the route, ids replaced by ':id', no query string) and command runs and failures by
 * command id only, never argument values. With anonymize on, nobody is identified.
 *
 * The write key: SPEC §9 says "a fixed analytics write key is embedded". It is the build's
 * VITE_SEGMENT_WRITE_KEY, embedded in the bundle (a Segment write key is public by design: it can only
 * send events), and the content policy then allows Segment's hosts (scripts/cspPolicy.ts). A build
 * without one sends nothing: the consent screen and the operator's choice work as usual, but no SDK is
 * fetched, so no request to a third party goes out that no workspace would accept and the policy blocks.
 */
export function segmentWriteKey(): string | undefined {
  const value: unknown = import.meta.env?.VITE_SEGMENT_WRITE_KEY
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

export const COMMAND_RUN_EVENT = 'command_run'
export const COMMAND_FAILED_EVENT = 'command_failed'

export interface Identity {
  userId: string
  email: string
}

let enabled = false
let loading: Promise<SegmentTracker | null> | null = null
/** The identity last sent: undefined before any decision, null after a reset. */
let identified: string | null | undefined

async function load(writeKey: string): Promise<SegmentTracker | null> {
  try {
    const { startSegment } = await import('./segment-client')
    return startSegment(writeKey, () => enabled)
  } catch {
    // A chunk that fails to load must not break the console.
    return null
  }
}

function withSegment(send: (tracker: SegmentTracker) => Promise<unknown>): void {
  if (!enabled || !loading) return
  void loading.then((tracker) => {
    if (tracker && enabled) send(tracker).catch(() => undefined)
  })
}

/** Turns usage tracking on (loading Segment the first time, when the build has a key) or off. */
export function setUsageTracking(on: boolean, writeKey: string | undefined = segmentWriteKey()): void {
  enabled = on
  // Turned on again later: identify (or reset) afresh.
  if (!on) identified = undefined
  if (on && !loading && writeKey) loading = load(writeKey)
}

/** A page view: the route only. */
export function trackPage(pathname: string): void {
  withSegment((tracker) => tracker.page(pathname))
}

/** A command finished: its id, nothing of its arguments. */
export function trackCommand(commandId: string, outcome: 'run' | 'failed'): void {
  withSegment((tracker) => tracker.track(outcome === 'run' ? COMMAND_RUN_EVENT : COMMAND_FAILED_EVENT, { command: commandId }))
}

/**
 * Identifies the user (id and email) when anonymize is off; with anonymize on (identity null) nobody
 * is identified, and an identity the SDK stored earlier (in this browser) is cleared.
 */
export function identifyUser(identity: Identity | null): void {
  if (!enabled) return
  const key = identity ? `${identity.userId}\n${identity.email}` : null
  if (key === identified) return
  identified = key
  withSegment((tracker) => (identity ? tracker.identify(identity.userId, { email: identity.email }) : tracker.reset()))
}

/** Tests only: forget the loaded SDK and what was identified. */
export function resetUsageTrackingForTests(): void {
  enabled = false
  loading = null
  identified = undefined
}
