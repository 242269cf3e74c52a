import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commandContextAtom } from '@/atoms/core/context'
import type { RecordHit } from '@/commands/core/records'
import { registry } from '@/commands/index'
import { buildGroups } from '@/palette/RootPage'
import { withMockDb } from '../mocks/handlers'
import { openPalette, palette, renderHost } from './host'

withMockDb()

const options = () => within(palette()).getAllByRole('option')
const selected = () => options().filter((o) => o.getAttribute('aria-selected') === 'true')
const activeOption = () => {
  const id = within(palette()).getByRole('combobox').getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

describe('the root list, by keyboard', () => {
  it('moves the selection with the arrows (looping), Home and End, and the field names the selected option', async () => {
    const user = userEvent.setup({ delay: null })
    renderHost()
    await openPalette(user)
    await user.keyboard('product')
    const all = options()
    expect(all.length).toBeGreaterThan(3)
    expect(selected()).toEqual([all[0]])
    expect(activeOption()).toBe(all[0])

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(selected()).toEqual([all[2]])
    expect(activeOption()).toBe(all[2])
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(activeOption()).toBe(all.at(-1))
    await user.keyboard('{ArrowDown}')
    expect(activeOption()).toBe(all[0])
    await user.keyboard('{End}')
    expect(activeOption()).toBe(all.at(-1))
    await user.keyboard('{Home}')
    expect(activeOption()).toBe(all[0])
  })

  it('jumps to the next group with alt+ArrowDown, and a new query selects its best match again', async () => {
    const user = userEvent.setup({ delay: null })
    renderHost()
    await openPalette(user)
    const [first, second] = within(palette()).getAllByRole('group')
    if (!first || !second) throw new Error('the list has fewer than two groups')
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    expect(activeOption()).toBe(within(second).getAllByRole('option')[0])
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true')

    await user.keyboard('crt prod')
    expect(activeOption()?.firstElementChild?.textContent).toBe('Create product')
    expect(selected()).toEqual([options()[0]])
  })

  it('lists every available command when nothing is typed', async () => {
    const user = userEvent.setup({ delay: null })
    const { store } = renderHost()
    await openPalette(user)
    const available = registry.available(store.get(commandContextAtom))
    expect(available.length).toBeGreaterThan(100)
    // Grouped: each group where its first command is in the registry.
    const titles = options().map((o) => o.firstElementChild?.textContent)
    expect([...titles].sort()).toEqual(available.map((c) => c.title).sort())
  })
})

describe('buildGroups', () => {
  const hit = (key: string, exact: boolean): RecordHit => ({ key, noun: 'Discount', label: key, path: `/a/discounts/${key}`, exact })

  it('puts an exact record first, the commands next and other records last', () => {
    const groups = buildGroups(registry.all, [], 'summer', [hit('SUMMER', true), hit('SUMMER15', false)])
    expect(groups[0]).toMatchObject({ heading: 'Records', rows: [{ hit: { key: 'SUMMER' } }] })
    expect(groups.at(-1)).toMatchObject({ heading: 'More records', rows: [{ hit: { key: 'SUMMER15' } }] })
  })

  it('lists recent commands first only while nothing is typed', () => {
    expect(buildGroups(registry.all, ['products.create'], '', [])[0]).toMatchObject({ heading: 'Recent', rows: [{ command: { id: 'products.create' } }] })
    expect(buildGroups(registry.all, ['products.create'], 'prod', []).some((g) => g.heading === 'Recent')).toBe(false)
  })
})
