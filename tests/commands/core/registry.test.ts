import { describe, expect, it } from 'vitest'
import { defineCommand, erase } from '@/commands/core/define'
import { allCommands, registry } from '@/commands/index'
import { createRegistry, normalizeHotkey } from '@/commands/core/registry'
import { emptyContext } from '@/models/core/context'

const command = (id: string, extra: Partial<Parameters<typeof defineCommand>[0]> = {}) =>
  erase(defineCommand({ id, title: id, group: 'Test', run: async () => undefined, ...extra }))

describe('registry', () => {
  it('throws on a duplicate id', () => {
    expect(() => createRegistry([command('a.one'), command('a.one')])).toThrow('Duplicate command id: a.one')
  })

  it('throws when two commands share a hotkey everywhere', () => {
    expect(() => createRegistry([command('a.one', { hotkey: 'shift+c' }), command('a.two', { hotkey: 'Shift+C' })])).toThrow(
      'Hotkey Shift+C of a.two is already used by a.one',
    )
  })

  it('throws when a scoped hotkey collides with a global one', () => {
    expect(() => createRegistry([command('a.one', { hotkey: 'e' }), command('a.two', { hotkey: 'e', scope: 'product' })])).toThrow(
      /already used by a.one/,
    )
  })

  it('throws when mod+k meets ctrl+k', () => {
    expect(() => createRegistry([command('a.one', { hotkey: 'mod+k' }), command('a.two', { hotkey: 'ctrl+k' })])).toThrow()
  })

  it('allows one hotkey in two scopes that never overlap', () => {
    const r = createRegistry([command('a.one', { hotkey: 'e', scope: 'product' }), command('a.two', { hotkey: 'e', scope: 'order' })])
    expect(r.all).toHaveLength(2)
  })

  it('lists only what `when` allows in the context', () => {
    const r = createRegistry([command('a.one'), command('a.two', { when: (ctx) => ctx.user !== null })])
    expect(r.available(emptyContext).map((c) => c.id)).toEqual(['a.one'])
    expect(r.get('a.two')?.id).toBe('a.two')
  })

  it('normalizes modifiers and expands mod', () => {
    expect(normalizeHotkey('Shift+Ctrl+K')).toEqual(['ctrl+shift+k'])
    expect(normalizeHotkey('mod+enter')).toEqual(['ctrl+enter', 'command+enter'])
  })

  it('the real registry builds without clashes, with dotted <area>.<verb> ids', () => {
    expect(registry.all).toBe(allCommands)
    for (const c of allCommands) expect(c.id).toMatch(/^[a-z-]+\.[a-z-]+$/)
  })

  it('gives every command its own title: the palette lists them side by side', () => {
    const titles = allCommands.map((c) => c.title)
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([])
  })
})
