import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { createAppStore } from '@/atoms/core/query'
import { CommandHost } from '@/palette/CommandHost'
import { PaletteKey } from '@/palette/PaletteKey'
import { withMockDb } from '../mocks/handlers'

// The palette's code arrives late: what the operator types meanwhile must not be lost, nor reach
// the page's hotkeys.
let release: () => void = () => undefined
const arrived = new Promise<void>((resolve) => (release = resolve))
vi.mock('@/palette/Palette', async (importOriginal) => {
  await arrived
  return importOriginal()
})

describe('typing before the palette has loaded', () => {
  withMockDb()

  it('keeps the typed query and the Enter, and fires no page hotkey', async () => {
    const user = userEvent.setup({ delay: null })
    const store = createAppStore()
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/a/products']}>
          <button type="button">Before</button>
          <PaletteKey />
          <CommandHost />
        </MemoryRouter>
      </Provider>,
    )
    screen.getByRole('button', { name: 'Before' }).focus()
    await user.keyboard('{Control>}k{/Control}')
    // 'p' alone is a page hotkey (Change variant price); here it is part of the query.
    await user.keyboard('create prod{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    release()
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('h2')?.textContent).toBe('Create product › Title'))
    await user.keyboard('{Escape}{Escape}{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }))
  })
})
