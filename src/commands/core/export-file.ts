import { isSameRun, runningCommandsAtom } from '@/atoms/core/running'
import { grouped } from '@/models/core/text'
import { toCsv } from './csv'
import { download, type CommandResult, type CommandTools } from './define'
import { CANCELED_TEXT, pausableRun } from './outages'
import { errorMessage } from './run'
import type { TakePage } from './export-walk'

/**
 * The console's own CSV exports at size (issue #32: customers, a dynamic discount's codes, gift cards):
 * a walk (core/export-walk.ts) hands pages over, each page becomes CSV text at once and a Blob part
 * (no list of every record is kept), told every EXPORT_PROGRESS_MS, paused on the page it was reading
 * by an outage, stopped by the tray's Stop, and saved as one file only once every page is written.
 */

/** How often a running export tells how far it got: a toast lasts 3 s, so at most two are on screen. */
export const EXPORT_PROGRESS_MS = 2000

type Cell = string | number | boolean | null | undefined
export type CsvRecord = Record<string, Cell>

/** Sends one request of the walk: refused once the operator stopped waiting, held through an outage. */
export type SendPage = <R>(request: () => Promise<R>) => Promise<R>

export interface CsvExport<T> {
  /** The command and arguments the runner awaits (atoms/core/running): the tray's Stop ends the walk. */
  command: { id: string; args: Readonly<Record<string, unknown>> }
  /** 'Exporting customers': the tray line and the progress toasts. */
  title: string
  /** What the walk reads: 'customers' in '1,500 of 100,058 customers', 'customer' in 'run it again for every customer'. */
  noun: { one: string; many: string }
  columns: readonly string[]
  /** A page's records as lines of the file (a filter the server cannot apply drops some here). */
  lines: (records: T[]) => CsvRecord[]
  /** Walks every record, each request through `send`. */
  walk: (send: SendPage, take: TakePage<T>) => Promise<void>
  filename: string
  /** Said when no line was written: 'No customer matches these filters: nothing to export'. */
  nothing: string
}

/** The run of this command the runner awaits (none in a test harness): true once the operator stops waiting for it. */
function stopWatch(store: CommandTools['store'], { id, args }: CsvExport<unknown>['command']): () => boolean {
  const key = store.get(runningCommandsAtom).find((run) => isSameRun(run, id, args))?.key
  return () => key !== undefined && !store.get(runningCommandsAtom).some((run) => run.key === key)
}

/** Runs the export's walk into a CSV file (a BOM, one header, lines in the walk's order) and hands it over as a download. */
export async function exportCsv<T>(spec: CsvExport<T>, tools: CommandTools): Promise<CommandResult> {
  const stopped = stopWatch(tools.store, spec.command)
  const header = toCsv(spec.columns, [])
  const parts: Blob[] = []
  let [read, written, total] = [0, 0, 0]
  let toldAt = Date.now()
  const howFar = () => `${grouped(read)} of ${grouped(total)} ${spec.noun.many}`
  const run = pausableRun(tools, spec.title, howFar())
  const send: SendPage = async (request) => {
    if (stopped()) throw new Error('You stopped waiting for it')
    const sent = await run.send(request)
    if (!sent.sent) throw new Error(CANCELED_TEXT)
    return sent.value
  }
  const take: TakePage<T> = (records, all) => {
    total = all
    read += records.length
    const lines = spec.lines(records)
    // Each page's text without the header, the line break before it unless it is the first.
    if (lines.length) parts.push(new Blob([written ? '\r\n' : '', toCsv(spec.columns, lines).slice(header.length)]))
    written += lines.length
    run.progress(howFar())
    if (Date.now() - toldAt < EXPORT_PROGRESS_MS) return
    toldAt = Date.now()
    tools.notify({ title: `${spec.title}: ${howFar()}…`, message: `${grouped(written)} written to the file`, tone: 'info' })
  }
  try {
    await spec.walk(send, take)
  } catch (error) {
    throw new Error(`The export stopped after ${howFar()}: ${errorMessage(error).replace(/\.$/, '')}. No file was saved: run it again for every ${spec.noun.one}.`, { cause: error })
  } finally {
    run.end()
  }
  if (!written) throw new Error(spec.nothing)
  // A BOM first, so spreadsheets read accents as UTF-8 (as csvDownload writes it).
  const file = new Blob(['\uFEFF', header, ...parts], { type: 'text/csv;charset=utf-8' })
  return download(spec.filename, URL.createObjectURL(file))
}
