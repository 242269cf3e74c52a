import type { EntityKind, ListView } from '@/models/core/context'
import { grouped } from '@/models/core/text'
import { toast, type CommandResult, type CommandTools } from '@/commands/core/define'
import { errorMessage } from '@/commands/core/run'
import { CANCELED_TEXT, pausableRun } from './outages'

/** The records a table lists, as "add every matching one" reads and names them (a model builds it). */
export interface MatchingRecords<R extends { id: string }> {
  /** The table whose filter is meant. */
  kind: EntityKind
  /** 'products': the table's records in 'Open the products table…'. */
  plural: string
  /** '3 products'. */
  count: (n: number) => string
  /** Every record the table's query matches, each once, all pages read before anything is written. */
  gather: (query: ListView['query']) => Promise<R[]>
  /** A record's name in place of its id in a server message (an operator never reads `prod_01…`). */
  name: (record: R) => string
  /** Records sent per request. */
  chunk: number
}

export interface AddMatching<R extends { id: string }> extends MatchingRecords<R> {
  /** 'collection Winter', 'sales channel Web': where the records go. */
  target: string
  /** Already there: not sent again. */
  isMember: (record: R) => boolean
  /** How records already in the target are said: 'All 3 matching are already <there>' ('members'). */
  alreadyAre?: string
  send: (ids: readonly string[]) => Promise<unknown>
}

/**
 * Adds every record matching the table's filter to a target, in chunks, each record sent once. Each
 * chunk's result is told as it lands; a failed chunk does not stop the others, and the run then fails
 * with every chunk's result, so a retry gathers again and sends only what is still missing. When the
 * server goes away the run pauses and goes on with the same chunk once it answers, after reading
 * again which of its records the unanswered request already added (commands/core/outages.ts).
 */
export async function addMatching<R extends { id: string }>(def: AddMatching<R>, tools: Pick<CommandTools, 'ctx' | 'notify' | 'store' | 'journal'>): Promise<CommandResult> {
  const list = tools.ctx.list
  if (list?.kind !== def.kind) throw new Error(`Open the ${def.plural} table to add the ${def.plural} it lists`)
  const matching = await def.gather(list.query)
  const toAdd = matching.filter((record) => !def.isMember(record))
  const already = matching.length - toAdd.length
  const alreadyText = already ? `; ${def.count(already)} already in ${def.target}` : ''
  if (!toAdd.length) return toast(`Nothing to add to ${def.target}`, `All ${def.count(already)} matching are already ${def.alreadyAre ?? 'there'}`)

  /**
   * The chunk's records an unanswered request did not add: read again through the table's filter. One
   * the filter no longer matches is not sent again (moved into the target out of a filter on where it was).
   */
  const stillMissing = async (chunk: readonly R[]) => {
    const now = new Map((await def.gather(list.query)).map((record) => [record.id, record]))
    return chunk.filter((record) => {
      const fresh = now.get(record.id)
      return fresh !== undefined && !def.isMember(fresh)
    })
  }
  const named = (message: string, chunk: readonly R[]) => chunk.reduce((text, record) => text.replaceAll(record.id, def.name(record)), message)
  const chunks: R[][] = []
  for (let i = 0; i < toAdd.length; i += def.chunk) chunks.push(toAdd.slice(i, i + def.chunk))
  const results: string[] = []
  let added = 0
  let canceled = false
  const addedText = () => `${grouped(added)} of ${def.count(toAdd.length)} added`
  // Resumable: run again (after a reload), it gathers again and sends only who is still missing.
  const run = pausableRun(tools, `Adding to ${def.target}`, addedText(), { resumable: true })
  try {
    for (const [index, chunk] of chunks.entries()) {
      const which = `Batch ${grouped(index + 1)} of ${grouped(chunks.length)} (${def.count(chunk.length)})`
      try {
        const sent = await run.send(async (unanswered) => {
          const missing = unanswered ? await stillMissing(chunk) : chunk
          if (missing.length) await def.send(missing.map((record) => record.id))
        })
        if (!sent.sent) {
          canceled = true
          break
        }
        added += chunk.length
        run.landed(addedText())
        results.push(`${which}: added`)
        tools.notify({ title: `${def.target}: ${grouped(added)} of ${grouped(toAdd.length)} added`, message: `${which} added`, tone: 'info' })
      } catch (error) {
        results.push(`${which}: failed: ${named(errorMessage(error), chunk)}`)
        tools.notify({ title: `${def.target}: batch ${grouped(index + 1)} failed`, message: named(errorMessage(error), chunk), tone: 'error' })
      }
    }
  } finally {
    run.end()
  }
  const summary = `Added ${grouped(added)} of ${def.count(toAdd.length)} to ${def.target}${alreadyText}`
  if (canceled) throw new Error(`${CANCELED_TEXT}: ${summary}; ${def.count(toAdd.length - added)} not sent. Run it again to add them.`)
  if (added < toAdd.length) throw new Error(`${summary}. ${results.join('. ')}`)
  return toast(summary, results.join('\n'))
}
