import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defineCommand, erase, toast } from '@/commands/core/define'
import { NO_UNDO_NOTE } from '@/commands/core/undoNote'
import { createRegistry } from '@/commands/index'
import { renderHost } from './host'

// A command that cannot be undone says so before it runs: the confirm page says that mod+z cannot take
// it back when the command declares no undo, unless its own question already says it cannot be undone.

const registry = createRegistry(
  [
    defineCommand({
      id: 'test.archive',
      title: 'Archive thing',
      group: 'Test',
      confirm: () => 'Archive the thing?',
      run: async () => toast('Archived'),
    }),
    defineCommand({
      id: 'test.rename',
      title: 'Rename thing',
      group: 'Test',
      confirm: () => 'Rename the thing?',
      run: async () => toast('Renamed'),
      undo: () => [],
    }),
    defineCommand({
      id: 'test.delete',
      title: 'Delete thing',
      group: 'Test',
      confirm: () => 'Delete the thing? This cannot be undone.',
      run: async () => toast('Deleted'),
    }),
  ].map(erase),
)

async function confirmPageOf(id: string, question: string): Promise<HTMLElement> {
  const { runner } = renderHost('/a/things', undefined, registry)
  act(() => runner.run(id))
  const dialog = await screen.findByRole('dialog')
  await waitFor(() => expect(within(dialog).getByText(question)).toBeDefined())
  return dialog
}

describe('the confirm page on undo', () => {
  it('says that mod+z cannot take back a command that declares no undo', async () => {
    const dialog = await confirmPageOf('test.archive', 'Archive the thing?')
    expect(within(dialog).getByText(NO_UNDO_NOTE)).toBeDefined()
  })

  it('says nothing of undo for a command with one', async () => {
    const dialog = await confirmPageOf('test.rename', 'Rename the thing?')
    expect(within(dialog).queryByText(NO_UNDO_NOTE)).toBeNull()
  })

  it('does not repeat a question that says it cannot be undone', async () => {
    const dialog = await confirmPageOf('test.delete', 'Delete the thing? This cannot be undone.')
    expect(within(dialog).queryByText(NO_UNDO_NOTE)).toBeNull()
  })
})
