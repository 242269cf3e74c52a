import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { arg, defineCommand, erase } from '@/commands/core/define'
import { emptyContext } from '@/models/core/context'
import { answer, back, begin, MORE, openExtra, retry, type Prompt, type Step } from '@/palette/flow'
import { seedCustomerGroups } from '../mocks/customer-groups/groups'
import { withMockDb } from '../mocks/handlers'
import { expectNoSeriousA11yViolations } from '../ui/axe'
import { field, openPalette, optionLabels, pageTitle, palette, renderHost } from './host'

// Issue #31: create asks only what is required. Optional extras (metadata, a description, a handle
// made from the title) are one "More fields…" page that Enter passes; a multi-line field left empty
// is left with Enter.

const mock = withMockDb()
beforeEach(() => localStorage.clear())

const makeGroup = (confirm?: boolean) =>
  erase(
    defineCommand({
      id: 'test.create',
      title: 'Create thing',
      group: 'Test',
      args: {
        name: arg.text({ label: 'Name' }),
        note: arg.text({ label: 'Note', optional: true, more: true }),
        kind: arg.text({ label: 'Kind' }),
        metadata: arg.metadata({ label: 'Metadata', optional: true, more: true }),
      },
      ...(confirm ? { confirm: ({ name }: { name: string }) => `Create ${name}?` } : {}),
      run: async () => undefined,
    }),
  )

function prompt(step: Step): Prompt {
  if (step.kind !== 'prompt') throw new Error(`expected a prompt, got a run with ${JSON.stringify(step.args)}`)
  return step.prompt
}

describe('the flow of a command with extras', () => {
  const command = makeGroup()

  it('asks the required arguments (an extra between them is not a step), then More fields; Enter there runs without the extras', () => {
    const name = prompt(begin(command, emptyContext))
    expect(name.current).toBe('name')
    const kind = prompt(answer(command, emptyContext, name, 'Gold'))
    expect(kind.current).toBe('kind')
    const more = prompt(answer(command, emptyContext, kind, 'tier'))
    expect(more).toMatchObject({ current: MORE, onMore: true })
    const run = answer(command, emptyContext, more, true)
    expect(run.kind).toBe('run')
    if (run.kind === 'run') expect(run.args).toEqual({ name: 'Gold', kind: 'tier' })
  })

  it('sets an extra picked on More fields and comes back to the list; Back walks extra → list → last required page', () => {
    const more = prompt(answer(command, emptyContext, prompt(answer(command, emptyContext, prompt(begin(command, emptyContext)), 'Gold')), 'tier'))
    const note = openExtra(more, 'note')
    expect(back(note, command)).toMatchObject({ current: MORE })
    const again = prompt(answer(command, emptyContext, note, 'Top customers'))
    expect(again.current).toBe(MORE)
    // An extra is not on the trail Back walks: from the list, Back is the last required page.
    expect(again.history).toEqual(['name', 'kind'])
    expect(back(again, command)?.current).toBe('kind')
    const run = answer(command, emptyContext, again, true)
    if (run.kind !== 'run') throw new Error('expected a run')
    expect(run.args).toEqual({ name: 'Gold', kind: 'tier', note: 'Top customers' })
  })

  it('confirms after More fields (Back from the confirm returns to them), and a failed run reopens on them with the extras still editable', () => {
    const confirmed = makeGroup(true)
    const more = prompt(answer(confirmed, emptyContext, prompt(answer(confirmed, emptyContext, prompt(begin(confirmed, emptyContext)), 'Gold')), 'tier'))
    const withNote = prompt(answer(confirmed, emptyContext, openExtra(more, 'note'), 'VIP'))
    const confirm = prompt(answer(confirmed, emptyContext, withNote, true))
    expect(confirm.current).toBe('confirm')
    expect(back(confirm, confirmed)?.current).toBe(MORE)
    const run = answer(confirmed, emptyContext, confirm, true)
    if (run.kind !== 'run') throw new Error('expected a run')

    const plain = makeGroup()
    const reopened = retry(plain, withNote, 'Name taken', run.args)
    expect(reopened).toMatchObject({ current: MORE, error: 'Name taken', given: {} })
    expect(reopened.values.note).toBe('VIP')
  })

  it('never offers an extra the caller handed in', () => {
    const more = prompt(answer(command, emptyContext, prompt(begin(command, emptyContext, { note: 'from a button' })), 'Gold'))
    const run = answer(command, emptyContext, prompt(answer(command, emptyContext, more, 'tier')), true)
    if (run.kind !== 'run') throw new Error('expected a run')
    expect(run.args).toEqual({ note: 'from a button', name: 'Gold', kind: 'tier' })
  })
})

describe('More fields in the palette', () => {
  it('Create collection: the title, then Enter creates at once (the handle made from the title, no metadata step)', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderHost()
    await openPalette(user)
    await user.keyboard('Create collection{Enter}')
    expect(pageTitle()).toBe('Create collection › Title')
    await user.keyboard('Winter 2026{Enter}')
    expect(pageTitle()).toBe('Create collection › More fields…')
    expect(optionLabels()).toEqual(['Create collectionEnter', 'Handleoptional', 'Metadata (key: value per line)optional'])
    await expectNoSeriousA11yViolations()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location()).toMatch(/^\/a\/collections\/pcol_/))
    expect(mock.db.collections.find((c) => c.title === 'Winter 2026')).toMatchObject({ handle: 'winter-2026' })
  })

  it('Create customer group: metadata picked on More fields is typed over lines, then Enter creates with it', async () => {
    const groups = seedCustomerGroups(mock.db).customerGroups
    const user = userEvent.setup({ delay: null })
    const { location } = renderHost()
    await openPalette(user)
    await user.keyboard('Create customer group{Enter}')
    await user.keyboard('Gold{Enter}')
    expect(pageTitle()).toBe('Create customer group › More fields…')
    await user.keyboard('meta{Enter}')
    expect(pageTitle()).toBe('Create customer group › Metadata (key: value per line)')
    expect(field().tagName).toBe('TEXTAREA')
    expect(within(palette()).getByText(/Enter too while empty/)).toBeDefined()
    // Enter adds a line while there is text; ctrl+Enter goes on.
    await user.keyboard('tier: 1{Enter}source: fair{Control>}{Enter}{/Control}')
    expect(pageTitle()).toBe('Create customer group › More fields…')
    expect(optionLabels()).toContain('Metadata (key: value per line)tier: 1, source: fair')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location()).toMatch(/^\/a\/customer-groups\/cgrp_/))
    expect(groups.find((g) => g.name === 'Gold')?.metadata).toEqual({ tier: '1', source: 'fair' })
  })

  it('a multi-line field left empty is left with Enter: back to the list, and a Backspace there returns to the last required page', async () => {
    const user = userEvent.setup({ delay: null })
    renderHost()
    await openPalette(user)
    await user.keyboard('Create collection{Enter}Spring{Enter}meta{Enter}')
    expect(field().tagName).toBe('TEXTAREA')
    await user.keyboard('{Enter}')
    expect(pageTitle()).toBe('Create collection › More fields…')
    await user.keyboard('{Backspace}')
    expect(pageTitle()).toBe('Create collection › Title')
    expect(field().value).toBe('Spring')
    expect(screen.getByRole('dialog')).toBeDefined()
  })
})
