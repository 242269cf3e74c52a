import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppStore } from '@/atoms/core/query'
import { CommandHost } from '@/palette/CommandHost'
import { EARLY_KEYS_GLOBAL, recordEarlyKeys, takeEarlyPalette, typedInto } from '@/palette/earlyKeys'
import { PaletteKey } from '@/palette/PaletteKey'
import { paletteAtom } from '@/palette/state'
import { withMockDb } from '../mocks/handlers'

// Keys pressed on a dashboard page before the dashboard has painted (index.html records them, as
// scripts/earlyGetsPlugin.ts inlines recordEarlyKeys): a ctrl+k among them opens the palette once the
// palette key is bound, with what was typed after it.

const startRecording = () => Object.assign(globalThis, { [EARLY_KEYS_GLOBAL]: recordEarlyKeys(document, typedInto) })

function renderDashboardKeys(store = createAppStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/a/products']}>
        <PaletteKey />
        <CommandHost />
      </MemoryRouter>
    </Provider>,
  )
}

describe('a ctrl+k pressed before the dashboard painted', () => {
  withMockDb()
  // The files after this one share its module graph: no recording is left running.
  afterEach(() => void takeEarlyPalette())

  it('opens the palette when the palette key is bound, the query typed after it kept and run', async () => {
    const user = userEvent.setup({ delay: null })
    startRecording()
    // Before anything of the dashboard is there: nothing else listens to these.
    await user.keyboard('g{Control>}k{/Control}create prox{Backspace}d{Enter}')
    renderDashboardKeys()
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('h2')?.textContent).toBe('Create product › Title'))
    // The recording ended with the palette key's binding: keys from now on are the palette's own.
    expect(EARLY_KEYS_GLOBAL in globalThis).toBe(false)
  })

  it('leaves the palette closed for a ctrl+k typed into a field or closed again with Escape', async () => {
    const user = userEvent.setup({ delay: null })
    const field = document.body.appendChild(document.createElement('input'))
    startRecording()
    field.focus()
    // Typed into the sign-in form: not the palette's.
    await user.keyboard('{Control>}k{/Control}secret')
    field.remove()
    await user.keyboard('gp')
    // A ctrl+k taken back with Escape before the palette was there.
    await user.keyboard('{Control>}k{/Control}or{Escape}')
    const store = createAppStore()
    renderDashboardKeys(store)
    // The keys were taken (the palette key is bound) and the palette was not asked to open.
    expect(EARLY_KEYS_GLOBAL in globalThis).toBe(false)
    expect(store.get(paletteAtom).open).toBe(false)
  })
})
