import { describe, expect, it } from 'vitest'
import { matchCommands, rankCommand } from '@/palette/RootPage'

describe('palette ranking', () => {
  it('ranks a title match above letters scattered across keywords', () => {
    const create = rankCommand('x', 'create prod', ['Create product', 'new', 'add', 'Products'])
    const open = rankCommand('y', 'create prod', ['Open order…', 'find', 'search', 'email', 'customer', 'display id', 'Orders'])
    expect(create).toBeGreaterThan(open)
  })

  it('still finds a command by a keyword its title lacks', () => {
    expect(rankCommand('x', 'sign out', ['Log out', 'sign out', 'exit'])).toBeGreaterThan(0)
    expect(rankCommand('x', 'zzz', ['Log out', 'sign out'])).toBe(0)
  })
})

describe('matchCommands', () => {
  const cmd = (id: string, title: string, group: string, keywords: string[] = []) => ({ id, title, group, keywords, run: async () => undefined })
  const commands = [
    cmd('orders.open', 'Open order…', 'Orders', ['find', 'search', 'email', 'customer', 'display id']),
    cmd('products.create', 'Create product', 'Products', ['new', 'add']),
    cmd('products.delete', 'Delete product', 'Products', ['remove']),
  ]

  it('orders groups and items by their best match', () => {
    const groups = matchCommands(commands, 'create prod')
    expect(groups[0]?.[0]).toBe('Products')
    expect(groups[0]?.[1][0]?.id).toBe('products.create')
  })

  it('keeps only the best few of a typed query, still grouped', () => {
    const groups = matchCommands(commands, 'product', 1)
    expect(groups.map(([group, list]) => [group, list.map((c) => c.id)])).toEqual([['Products', ['products.create']]])
    expect(matchCommands(commands, '', 1).flatMap(([, list]) => list)).toHaveLength(3)
  })

  it('drops commands that do not match at all and keeps registry order for an empty query', () => {
    expect(matchCommands(commands, 'zzz')).toEqual([])
    expect(matchCommands(commands, '').map(([g]) => g)).toEqual(['Orders', 'Products'])
  })
})
