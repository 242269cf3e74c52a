/**
 * GETs that index.html started before the console's code arrived (src/app/boot/earlyGets.ts), by URL.
 * The client's first identical GET takes the answer instead of asking the server a second time.
 */
export const EARLY_GETS_GLOBAL = '__consoleEarlyGets'

type EarlyGets = Record<string, Promise<Response> | undefined>

export function takeEarlyGet(url: string): Promise<Response> | undefined {
  const early = (globalThis as { [EARLY_GETS_GLOBAL]?: EarlyGets })[EARLY_GETS_GLOBAL]
  const answer = early?.[url]
  if (answer) delete early[url]
  return answer
}
