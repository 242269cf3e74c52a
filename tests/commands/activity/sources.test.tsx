import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { getClientConfig } from '@/api/client'
import type { RunSource } from '@/atoms/activity/entry'
import { activityJournal } from '@/atoms/activity/journal'
import { CommandButton } from '@/panels/shared/CommandButton'
import { openPalette, palette, renderHost } from '../../palette/host'

// Every way of starting a run leaves its source on the journal entry ("Started from" in the Activity
// detail, `started_from` in the CSV): here one command, "Undo last change", from each entry point.
// With nothing to undo it fails at once, without a request, and is journalled all the same.

beforeAll(() => import('@/palette/Palette'))

const page = <CommandButton command="activity.undo-last" label="Undo" />

/** The source of the newest run of the undo command, once one more than `before` was journalled. */
async function newestSource(before: number): Promise<RunSource | undefined> {
  const runs = async () => (await activityJournal.entries('', getClientConfig().baseUrl)).filter((e) => e.command.id === 'activity.undo-last')
  await waitFor(async () => expect((await runs()).length).toBe(before + 1))
  return (await runs())[0]?.source
}
const undoRuns = async () => (await activityJournal.entries('', getClientConfig().baseUrl)).filter((e) => e.command.id === 'activity.undo-last').length

describe('the source of a run', () => {
  it('is the palette for a command picked in it', async () => {
    const before = await undoRuns()
    renderHost('/a/orders', page)
    const user = userEvent.setup({ delay: null })
    await openPalette(user)
    await user.keyboard('Undo last change')
    await waitFor(() => expect(within(palette()).getAllByRole('option')[0]?.textContent).toContain('Undo last change'))
    await user.keyboard('{Enter}')
    expect(await newestSource(before)).toBe('palette')
  })

  it('is a hotkey for a command started by its key', async () => {
    const before = await undoRuns()
    renderHost('/a/orders', page)
    const user = userEvent.setup({ delay: null })
    await user.keyboard('{Control>}z{/Control}')
    expect(await newestSource(before)).toBe('hotkey')
  })

  it('is a button for a command a panel’s button ran', async () => {
    const before = await undoRuns()
    renderHost('/a/orders', page)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Undo last change' }))
    expect(await newestSource(before)).toBe('button')
  })
})
