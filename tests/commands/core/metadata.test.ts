import { describe, expect, it } from 'vitest'
import { metadataChanges } from '@/commands/core/metadata'

describe('metadataChanges', () => {
  it('sends new and changed keys, removed keys as empty text, and leaves the rest alone', () => {
    expect(metadataChanges({ a: '1', b: 2, c: 'x' }, { a: '1', b: '3', d: 'new' })).toEqual({ b: '3', d: 'new', c: '' })
    expect(metadataChanges(null, {})).toEqual({})
  })
})
