import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { registry } from '@/commands/index'

// Every command has a test that runs it or checks it by id: the registry is the list, no test keeps
// its own. A command added without a test fails here, naming it.

const testsDir = join(__dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'e2e' || entry.name === 'contract' ? [] : sources(path)
    return /\.test\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : []
  })
}

describe('the registry', () => {
  it('has a unit or component test naming each command', () => {
    const text = sources(testsDir).join('\n')
    const untested = registry.all.map((c) => c.id).filter((id) => !text.includes(`'${id}'`))
    expect(untested).toEqual([])
  })
})
