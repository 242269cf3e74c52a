import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { defineCommand, erase, openPanel } from '@/commands/core/define'
import { createRegistry, type Runner } from '@/commands/index'
import { renderHost } from './host'

// A command that opens what it made (a new product) opens it only if the operator is still on the
// page they ran it from: a slow answer does not take them from a page they went to meanwhile.

/** Ends the run in flight: set once the command has started. */
let finish: (() => void) | undefined
const registry = createRegistry(
  [
    defineCommand({
      id: 'test.create',
      title: 'Create thing',
      group: 'Test',
      run: async () => {
        await new Promise<void>((resolve) => (finish = resolve))
        return openPanel('/a/things/thing_9')
      },
    }),
  ].map(erase),
)

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>
}

/** The host with this file's command, a link to another page, and the router's location. */
function renderAt(path: string) {
  return renderHost(
    path,
    <>
      <Link to="/a/customers">Customers</Link>
      <Link to="/a/things">Things</Link>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    registry,
  )
}
const location = () => screen.getByRole('status', { name: 'Location' }).textContent

/** Runs the command as a button does, and waits until its run is on its way. */
async function startCreate(runner: Runner): Promise<() => void> {
  finish = undefined
  act(() => runner.run('test.create'))
  await waitFor(() => expect(finish).toBeDefined())
  return () => act(() => finish?.())
}

describe('what a run opens once it is done', () => {
  it('opens it when the operator is still where they ran it', async () => {
    const { runner } = renderAt('/a/things?q=mug')
    const end = await startCreate(runner)
    end()
    await waitFor(() => expect(location()).toBe('/a/things/thing_9'))
  })

  it('starts from the page the operator just went to, before the router has rendered it', async () => {
    // Escape closes a record and `g p` follows 30 ms later: the router renders navigations in a
    // transition, so the run starts while the rendered page is still the record's.
    const { runner } = renderAt('/a/things/thing_1')
    finish = undefined
    act(() => {
      screen.getByRole('link', { name: 'Things' }).click()
      runner.run('test.create')
    })
    await waitFor(() => expect(finish).toBeDefined())
    act(() => finish?.())
    await waitFor(() => expect(location()).toBe('/a/things/thing_9'))
    expect(screen.queryByText('Not opened: you had moved on while it ran.')).toBeNull()
  })

  it('leaves a page the operator went to while it ran, and says it is done', async () => {
    const { runner } = renderAt('/a/things')
    const end = await startCreate(runner)
    await userEvent.click(screen.getByRole('link', { name: 'Customers' }))
    expect(location()).toBe('/a/customers')
    end()
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }))
    expect(await toasts.findByText('Create thing: done')).toBeTruthy()
    expect(toasts.getByText('Not opened: you had moved on while it ran.')).toBeTruthy()
    expect(location()).toBe('/a/customers')
  })
})
