import { describe, expect, it } from 'vitest'
import { registry } from '@/commands/index'
import { commandOf } from '../harness'
import { FAILURE_GROUPS } from './groups'

/** Groups whose commands send no request, so no server failure can reach them: each with its reason. */
const NO_REQUEST_GROUPS: Readonly<Record<string, string>> = {
  Activity: 'the journal is kept in this browser (IndexedDB): going there and exporting it ask Medusa nothing',
  Queues: 'going to the queues or opening one is navigation: the queue panel reads its records (tests/panels/queues)',
}

// The failure table covers every palette group: a group added to the registry needs its case here.
describe('the failure table', () => {
  it('has a case for every palette group of the registry, each with a command of that group', () => {
    const groups = new Set(registry.all.map((command) => command.group))
    expect([...groups].filter((group) => !FAILURE_GROUPS.some((f) => f.group === group) && !(group && group in NO_REQUEST_GROUPS))).toEqual([])
    // An exemption names a group the registry has: a stale one is taken out, not kept.
    for (const group of Object.keys(NO_REQUEST_GROUPS)) expect(groups.has(group), group).toBe(true)
    for (const failure of FAILURE_GROUPS) expect(commandOf(failure.command).group, failure.command).toBe(failure.group)
  })
})
