import type { RecordSet } from '@/atoms/activity/entry'
import { addMatching, type MatchingRecords } from './batches'
import type { CommandTools } from './define'
import { recordSets, type CurrentRecord, type Reverter } from './undo'

/**
 * Records joining or leaving a grouping that holds them by batch routes (products in a sales channel
 * or a category): what a run tells the journal, and the revert that reads the records again and sends
 * them back in one batch request per direction. Steps are records, `member` true or false, the plan's
 * target the grouping. What differs per domain (how records are read, named, sent) is handed in.
 */

/** A record joining (true) or leaving (false) `target`: what a grouping's command tells the journal. */
export function memberSet(record: { id: string }, name: string, target: { id: string; name: string }, before: boolean, after: boolean): RecordSet {
  return { id: record.id, name, field: 'member', before, after, in: target }
}

export interface Grouping<R extends { id: string }> {
  /** The records' kind: their links in the journal ('product'). */
  kind: string
  /** 'sales channel', 'category': how a sentence names the grouping. */
  noun: string
  /** The records of these ids as the server has them now (a deleted one left out). */
  read: (ids: readonly string[]) => Promise<R[]>
  name: (record: R) => string
  isMember: (record: R, targetId: string) => boolean
  join: (targetId: string, ids: string[], tools: CommandTools) => Promise<unknown>
  leave: (targetId: string, ids: string[], tools: CommandTools) => Promise<unknown>
}

export function membershipReverter<R extends { id: string }>(grouping: Grouping<R>): Reverter {
  return {
    kind: grouping.kind,
    chunk: 100,
    fieldName: (_field, plan) => `${grouping.noun} ${plan.target?.name ?? ''}`.trim(),
    read: async (ids, plan) => {
      const target = plan.target
      const now = new Map<string, CurrentRecord>()
      if (!target) return now
      for (const record of await grouping.read(ids)) {
        const member = grouping.isMember(record, target.id)
        now.set(record.id, { name: grouping.name(record), value: () => member, shown: () => (member ? `in ${target.name}` : `not in ${target.name}`) })
      }
      return now
    },
    write: async (steps, plan, tools) => {
      const target = plan.target
      if (!target) return
      const join = steps.filter((step) => step.before === true).map((step) => step.id)
      const leave = steps.filter((step) => step.before !== true).map((step) => step.id)
      if (leave.length) await grouping.leave(target.id, leave, tools)
      if (join.length) await grouping.join(target.id, join, tools)
    },
  }
}

/**
 * Every record a table's filter matches added to a grouping (addMatching), each batch that landed
 * telling the journal who joined by it: what an undo takes out again.
 */
export function addMatchingMembers<R extends { id: string }>(
  tools: Parameters<typeof addMatching>[1],
  spec: {
    matching: MatchingRecords<R>
    isMember: (record: R, targetId: string) => boolean
    target: { id: string; name: string }
    targetText: string
    send: (ids: string[]) => Promise<unknown>
  },
) {
  const names = new Map<string, string>()
  return addMatching(
    {
      ...spec.matching,
      gather: async (query) => {
        const found = await spec.matching.gather(query)
        for (const record of found) names.set(record.id, spec.matching.name(record))
        return found
      },
      target: spec.targetText,
      isMember: (record) => spec.isMember(record, spec.target.id),
      send: async (ids) => {
        await spec.send([...ids])
        recordSets(tools, ids.map((id) => memberSet({ id }, names.get(id) ?? '', spec.target, false, true)))
      },
    },
    tools,
  )
}
