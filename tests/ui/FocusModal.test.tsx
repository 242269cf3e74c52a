import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FocusModal } from '@/ui/FocusModal'
import type { FocusModalProps } from '@/ui/FocusModal'
import { expectNoSeriousA11yViolations } from './axe'

type Overrides = Partial<Pick<FocusModalProps, 'saving' | 'saveDisabled' | 'onSave'>>

/** A page with an 'Edit' button that opens the modal; Cancel (or Escape) closes it. */
function Page({ onCancel, ...overrides }: Overrides & { onCancel?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <FocusModal
        open={open}
        title="Edit product"
        onCancel={() => {
          onCancel?.()
          setOpen(false)
        }}
        onSave={overrides.onSave ?? vi.fn()}
        saving={overrides.saving}
        saveDisabled={overrides.saveDisabled}
      >
        <label>
          Name <input />
        </label>
        <label>
          Handle <input />
        </label>
      </FocusModal>
    </>
  )
}

async function openModal(props: Overrides & { onCancel?: () => void } = {}) {
  const user = userEvent.setup({ delay: null })
  render(<Page {...props} />)
  const trigger = screen.getByRole('button', { name: 'Edit' })
  await user.click(trigger)
  return { user, trigger, dialog: screen.getByRole('dialog', { name: 'Edit product' }) }
}

describe('FocusModal', () => {
  it('renders nothing while closed', () => {
    render(<FocusModal open={false} title="Edit product" onCancel={vi.fn()} onSave={vi.fn()} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is a modal dialog named by its title, with Cancel and Save changes', async () => {
    const { dialog } = await openModal()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const labelledBy = dialog.getAttribute('aria-labelledby') ?? ''
    expect(document.getElementById(labelledBy)?.textContent).toBe('Edit product')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy()
  })

  it('moves focus to the first field of the body when it opens', async () => {
    await openModal()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }))
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal()
    const name = screen.getByRole('textbox', { name: 'Name' })
    const handle = screen.getByRole('textbox', { name: 'Handle' })
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    const save = screen.getByRole('button', { name: 'Save changes' })
    await user.tab()
    expect(document.activeElement).toBe(handle)
    await user.tab()
    expect(document.activeElement).toBe(cancel)
    await user.tab()
    expect(document.activeElement).toBe(save)
    await user.tab()
    expect(document.activeElement).toBe(name)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(save)
  })

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const onCancel = vi.fn()
    const { user, trigger } = await openModal({ onCancel })
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('closes on Cancel and returns focus to the button that opened it', async () => {
    const onCancel = vi.fn()
    const { user, trigger } = await openModal({ onCancel })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('calls onSave from the Save changes button and from mod+Enter', async () => {
    const onSave = vi.fn()
    const { user } = await openModal({ onSave })
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(onSave).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('textbox', { name: 'Name' }))
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(onSave).toHaveBeenCalledTimes(2)
    await user.keyboard('{Meta>}{Enter}{/Meta}')
    expect(onSave).toHaveBeenCalledTimes(3)
  })

  it('disables Save changes when saveDisabled, for the button and mod+Enter alike', async () => {
    const onSave = vi.fn()
    const { user } = await openModal({ onSave, saveDisabled: true })
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await user.click(save)
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('marks Save changes busy and inert while saving', async () => {
    const onSave = vi.fn()
    const { user } = await openModal({ onSave, saving: true })
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    expect(save.getAttribute('aria-busy')).toBe('true')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('has no serious accessibility violations', async () => {
    await openModal()
    await expectNoSeriousA11yViolations()
  })
})
