// Runs last (see vitest.contract.config.ts): every function exported by src/api/admin and src/api/store
// must have been called by some contract test in this run. A new API function without a contract
// test fails here, and so does a module api.ts does not wrap.
import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { callName } from './api'

const modules = import.meta.glob<Record<string, unknown>>(['../../src/api/admin/*.ts', '../../src/api/store/*.ts'], {
  eager: true,
})

/** `admin/products:products.create` for every function of every exported object. */
function exportedFunctions(): string[] {
  const names: string[] = []
  for (const [path, namespace] of Object.entries(modules)) {
    const module = path.replace(/^.*\/src\/api\//, '').replace(/\.ts$/, '')
    for (const [exportName, value] of Object.entries(namespace)) {
      if (typeof value === 'function') names.push(callName(module, exportName, '(call)'))
      if (!value || typeof value !== 'object') continue
      for (const [fn, member] of Object.entries(value)) {
        if (typeof member === 'function') names.push(callName(module, exportName, fn))
      }
    }
  }
  return names.sort()
}

describe('coverage of src/api by the contract tests', () => {
  const exported = exportedFunctions()
  const called = new Set(readFileSync(inject('contractCallLog'), 'utf8').split('\n').filter(Boolean))

  it('finds the API modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(40)
    expect(exported.length).toBeGreaterThanOrEqual(250)
  })

  it('called every exported API function at least once against the real server', () => {
    expect(exported.filter((name) => !called.has(name))).toEqual([])
  })

  it('recorded no call under a name the modules do not export', () => {
    const known = new Set(exported)
    expect([...called].filter((name) => !known.has(name))).toEqual([])
  })
})
