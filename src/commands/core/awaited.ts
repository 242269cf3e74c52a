import { sendRead, sendWrite } from '@/atoms/core/running'
import type { ToastInput } from '@/atoms/core/toasts'
import type { CommandTools } from './define'
import type { RunOutcome } from './run'

/**
 * A run's tools with its requests counted while they await an answer (the tray offers Retry now
 * only for reads), and each read sent again when the operator asks for it.
 */
export function watchRequests(key: number, tools: CommandTools): CommandTools {
  const { queryClient, store } = tools
  return {
    ...tools,
    fetch: (options) =>
      sendRead(store, key, () => queryClient.fetchQuery(options), () => queryClient.cancelQueries({ queryKey: options.queryKey, exact: true })),
    mutate: (def, vars) => sendWrite(store, key, () => tools.mutate(def, vars)),
  }
}

/** What a run the operator stopped waiting for says: it may still land, and how to go on. */
export function stoppedWaiting(title: string): string {
  return `You stopped waiting for ${title}: the request may still reach the server, and its answer is told here if it comes. Your input is kept: check before you run it again.`
}

/** The answer of a run the operator stopped waiting for, told when it comes: not lost, not mistaken for a new one. */
export function tellLate(title: string, outcome: RunOutcome, notify: (toast: ToastInput) => void): void {
  if (outcome.status === 'failed') return notify({ title: `${title} failed after all`, message: outcome.message, tone: 'error' })
  if (outcome.status === 'bulk') {
    const { result, failed } = outcome
    return notify({ title: `${result.type === 'toast' ? result.title : title} (after all)`, message: result.type === 'toast' ? result.message : undefined, tone: failed.length ? 'error' : 'success' })
  }
  const said = outcome.result?.type === 'toast' ? outcome.result.title : undefined
  notify({ title: `${title}: done after all`, message: said, tone: 'success' })
}
