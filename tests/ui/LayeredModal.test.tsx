import { render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LayeredModal, useLayeredModal } from '@/ui/LayeredModal'
import { expectNoSeriousA11yViolations } from './axe'

function CountryPicker() {
  const { push, pop, reset, depth } = useLayeredModal()
  return (
    <>
      <p>Depth {depth}</p>
      <button type="button" onClick={() => push({ title: 'Pick a province', content: <ProvincePicker /> })}>
        Choose province
      </button>
      <button type="button" onClick={pop}>
        Done
      </button>
      <button type="button" onClick={reset}>
        Start over
      </button>
    </>
  )
}

function ProvincePicker() {
  const { reset } = useLayeredModal()
  return (
    <button type="button" onClick={reset}>
      Back to region
    </button>
  )
}

function RegionForm() {
  const { push, pop } = useLayeredModal()
  return (
    <>
      <label>
        Region name <input />
      </label>
      <button
        type="button"
        onClick={() => push({ title: 'Add country', subtitle: 'Countries in this region', content: <CountryPicker /> })}
      >
        Add country
      </button>
      <button type="button" onClick={pop}>
        Pop root
      </button>
    </>
  )
}

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit region
      </button>
      <LayeredModal open={open} onClose={() => setOpen(false)} title="Edit region" subtitle="Europe">
        <RegionForm />
      </LayeredModal>
    </>
  )
}

async function openModal() {
  const user = userEvent.setup({ delay: null })
  render(<Page />)
  const trigger = screen.getByRole('button', { name: 'Edit region' })
  await user.click(trigger)
  return { user, trigger }
}

afterEach(() => {
  vi.restoreAllMocks()
})

const heading = () => screen.getByRole('heading', { level: 2 })

describe('LayeredModal', () => {
  it('opens on its first screen: a labelled modal dialog with title and subtitle, and no Back button', async () => {
    await openModal()
    const dialog = screen.getByRole('dialog', { name: 'Edit region', description: 'Europe' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByText('Europe')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Region name' }))
  })

  it('push shows the new screen’s title and subtitle, a Back button, and focuses the new screen', async () => {
    const { user } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Add country' }))
    expect(heading().textContent).toBe('Add country')
    expect(screen.getByText('Countries in this region')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Add country', description: 'Countries in this region' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    expect(screen.getByText('Depth 2')).toBeTruthy()
    // The screen beneath is hidden, not gone.
    expect(screen.queryByRole('textbox', { name: 'Region name' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose province' }))
  })

  it('Back pops to the screen beneath, which kept its input, and focus returns where it was', async () => {
    const { user } = await openModal()
    await user.type(screen.getByRole('textbox', { name: 'Region name' }), 'EU')
    const addCountry = screen.getByRole('button', { name: 'Add country' })
    await user.click(addCountry)
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(heading().textContent).toBe('Edit region')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect((screen.getByRole('textbox', { name: 'Region name' }) as HTMLInputElement).value).toBe('EU')
    expect(document.activeElement).toBe(addCountry)
  })

  it('pop from inside a screen goes back one screen', async () => {
    const { user } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Add country' }))
    await user.click(screen.getByRole('button', { name: 'Choose province' }))
    expect(heading().textContent).toBe('Pick a province')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(heading().textContent).toBe('Add country')
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(heading().textContent).toBe('Edit region')
  })

  it('pop on the first screen does nothing', async () => {
    const { user } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Pop root' }))
    expect(heading().textContent).toBe('Edit region')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('reset goes back to the first screen from any depth', async () => {
    const { user } = await openModal()
    const addCountry = screen.getByRole('button', { name: 'Add country' })
    await user.click(addCountry)
    await user.click(screen.getByRole('button', { name: 'Choose province' }))
    await user.click(screen.getByRole('button', { name: 'Back to region' }))
    expect(heading().textContent).toBe('Edit region')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(document.activeElement).toBe(addCountry)
  })

  it('Escape closes the whole modal, returns focus to the opener, and the next open starts on the first screen', async () => {
    const { user, trigger } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Add country' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    await user.click(trigger)
    expect(heading().textContent).toBe('Edit region')
  })

  it('the Close button closes it too', async () => {
    const { user, trigger } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openModal()
    const close = screen.getByRole('button', { name: 'Close' })
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pop root' }))
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Region name' }))
  })

  it('useLayeredModal outside a LayeredModal throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useLayeredModal())).toThrow('useLayeredModal must be used within a LayeredModal')
  })

  it('has no serious accessibility violations, on the first screen and on a pushed one', async () => {
    const { user } = await openModal()
    await expectNoSeriousA11yViolations()
    await user.click(screen.getByRole('button', { name: 'Add country' }))
    await expectNoSeriousA11yViolations()
  })
})
