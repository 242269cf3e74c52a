import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { arg, defineCommand, erase, openPanel, toast } from '@/commands/core/define'
import { NO_UNDO_NOTE } from '@/commands/core/undoNote'
import { createRegistry } from '@/commands/index'
import { openPalette, renderHost } from './host'

// A change undo cannot take back says so before it runs: its row in the palette, each of its prompt
// pages and its line on the '?' sheet. A command that only reads, or one with an undo, says nothing.

const registry = createRegistry(
  [
    defineCommand({
      id: 'test.create',
      title: 'Create widget',
      group: 'Test',
      hotkey: 'shift+w',
      args: { name: arg.text({ label: 'Name' }) },
      run: async ({ name }) => toast(`Created ${name}`),
    }),
    defineCommand({
      id: 'test.open',
      title: 'Open widget',
      group: 'Test',
      hotkey: 'shift+o',
      args: { name: arg.text({ label: 'Widget' }) },
      reads: true,
      run: async ({ name }) => openPanel(`/a/widgets/${name}`),
    }),
    defineCommand({
      id: 'test.rename',
      title: 'Rename widget',
      group: 'Test',
      args: { name: arg.text({ label: 'New name' }) },
      run: async ({ name }) => toast(`Renamed to ${name}`),
      undo: () => [],
    }),
  ].map(erase),
)

const option = (title: string) => within(screen.getByRole('dialog')).getByRole('option', { name: new RegExp(`^${title}`) })

describe('a command undo cannot take back', () => {
  it('is marked on its palette row, described in full; a reading or undoable command is not', async () => {
    const user = userEvent.setup({ delay: null })
    renderHost('/a/widgets', undefined, registry)
    await openPalette(user)
    await user.keyboard('widget')
    const create = await waitFor(() => option('Create widget'))
    expect(within(create).getByText('no undo')).toBeDefined()
    expect(create.getAttribute('aria-description')).toBe('Cannot be undone')
    for (const title of ['Open widget', 'Rename widget']) {
      expect(within(option(title)).queryByText('no undo')).toBeNull()
      expect(option(title).hasAttribute('aria-description')).toBe(false)
    }
  })

  it('says on its prompt page, before the last Enter, that undo cannot take it back', async () => {
    const { runner } = renderHost('/a/widgets', undefined, registry)
    act(() => runner.run('test.create'))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Create widget › Name'))
    expect(within(dialog).getByText(NO_UNDO_NOTE)).toBeDefined()
  })

  it('says nothing of undo on the prompt pages of a reading or an undoable command', async () => {
    for (const [id, heading] of [
      ['test.open', 'Open widget › Widget'],
      ['test.rename', 'Rename widget › New name'],
    ] as const) {
      const { runner, unmount } = renderHost('/a/widgets', undefined, registry)
      act(() => runner.run(id))
      const dialog = await screen.findByRole('dialog')
      await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(heading))
      expect(within(dialog).queryByText(NO_UNDO_NOTE)).toBeNull()
      unmount()
    }
  })

  it("is marked on the '?' sheet beside its key", async () => {
    const user = userEvent.setup({ delay: null })
    renderHost('/a/widgets', undefined, registry)
    await user.keyboard('?')
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const line = (title: string) => Array.from(sheet.querySelectorAll('dd')).find((dd) => dd.firstChild?.textContent === title)?.textContent
    expect(line('Create widget')).toBe('Create widget · cannot be undone')
    expect(line('Open widget')).toBe('Open widget')
  })
})
