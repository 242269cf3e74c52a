/**
 * A tiny in-browser event bus between the places where things happen (the palette's command runner,
 * the app's error boundary) and the app's telemetry (src/app/telemetry), which decides whether
 * anything leaves the browser. The palette may not import the app, so both meet here.
 *
 * Events carry only what telemetry may use: a command's id, never its argument values. A failed
 * command carries its error for error reporting, which scrubs it before sending.
 */

export type TelemetryEvent =
  | { type: 'command-run'; command: string }
  | { type: 'command-failed'; command: string; error?: unknown }
  | { type: 'render-error'; error: unknown; componentStack?: string }

export type TelemetryListener = (event: TelemetryEvent) => void

const listeners = new Set<TelemetryListener>()

/** Listens to every event from now on; returns the unsubscribe. */
export function subscribeTelemetry(listener: TelemetryListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Tells the listeners (none when telemetry is not mounted). A listener that throws never breaks the caller. */
export function emitTelemetry(event: TelemetryEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event)
    } catch {
      // Telemetry must never break the console.
    }
  }
}
