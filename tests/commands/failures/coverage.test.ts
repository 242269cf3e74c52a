import { describe, expect, it } from 'vitest'
import { registry } from '@/commands/index'
import { commandOf } from '../harness'
import { FAILURE_GROUPS } from './groups'

// The failure table covers every palette group: a group added to the registry needs its case here.
describe('the failure table', () => {
  it('has a case for every palette group of the registry, each with a command of that group', () => {
    const groups = new Set(registry.all.map((command) => command.group))
    expect([...groups].filter((group) => !FAILURE_GROUPS.some((f) => f.group === group))).toEqual([])
    for (const failure of FAILURE_GROUPS) expect(commandOf(failure.command).group, failure.command).toBe(failure.group)
  })
})
