import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { StepWizardModal, useStepWizard } from '@/ui/StepWizardModal'
import type { WizardStep } from '@/ui/StepWizardModal'
import { expectNoSeriousA11yViolations } from './axe'

const steps = (detailsReady = true): WizardStep[] => [
  { title: 'Details', content: <p>Details step</p>, nextDisabled: !detailsReady },
  {
    title: 'Prices',
    content: (
      <label>
        Price <input />
      </label>
    ),
  },
  { title: 'Review', content: <p>Review step</p> },
]

function Page({ onSubmit = vi.fn(), ready = true }: { onSubmit?: () => void; ready?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New product
      </button>
      <StepWizardModal
        open={open}
        title="New product"
        steps={steps(ready)}
        onCancel={() => setOpen(false)}
        onSubmit={onSubmit}
      />
    </>
  )
}

async function openWizard(props: { onSubmit?: () => void; ready?: boolean } = {}) {
  const user = userEvent.setup({ delay: null })
  render(<Page {...props} />)
  const trigger = screen.getByRole('button', { name: 'New product' })
  await user.click(trigger)
  return { user, trigger }
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('StepWizardModal', () => {
  it('opens on step 0 with Back disabled', async () => {
    await openWizard()
    expect(screen.getByRole('dialog', { name: 'New product' }).getAttribute('aria-modal')).toBe('true')
    expect(screen.getByText('Details step')).toBeTruthy()
    expect(screen.getByText('Step 1 of 3: Details')).toBeTruthy()
    expect(button('Back').disabled).toBe(true)
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Details')
  })

  it('Next moves forward and Back moves back', async () => {
    const { user } = await openWizard()
    await user.click(button('Next'))
    expect(screen.getByText('Step 2 of 3: Prices')).toBeTruthy()
    expect(screen.queryByText('Details step')).toBeNull()
    expect(button('Back').disabled).toBe(false)
    // The new step's first field takes focus.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Price' }))
    await user.click(button('Back'))
    expect(screen.getByText('Details step')).toBeTruthy()
    expect(button('Back').disabled).toBe(true)
    // Back just became disabled: focus moves to the dialog's title rather than being lost.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New product' }))
  })

  it('reads Submit on the last step and calls onSubmit there', async () => {
    const onSubmit = vi.fn()
    const { user } = await openWizard({ onSubmit })
    await user.click(button('Next'))
    expect(onSubmit).not.toHaveBeenCalled()
    await user.click(button('Next'))
    expect(screen.getByText('Review step')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    await user.click(button('Submit'))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('disables Next on a step that declares nextDisabled, and only there', async () => {
    const { user } = await openWizard({ ready: false })
    expect(button('Next').disabled).toBe(true)
    await user.click(button('Next'))
    expect(screen.getByText('Details step')).toBeTruthy()
  })

  it('disables Submit when the last step declares nextDisabled', async () => {
    const onSubmit = vi.fn()
    const user = userEvent.setup({ delay: null })
    render(
      <StepWizardModal
        open
        title="One step"
        steps={[{ title: 'Only', content: <p>Only step</p>, nextDisabled: true }]}
        onCancel={vi.fn()}
        onSubmit={onSubmit}
      />,
    )
    expect(button('Submit').disabled).toBe(true)
    await user.click(button('Submit'))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('Escape and Cancel close it, focus returns to the opener, and it opens again on step 0', async () => {
    const { user, trigger } = await openWizard()
    await user.click(button('Next'))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    await user.click(trigger)
    expect(screen.getByText('Step 1 of 3: Details')).toBeTruthy()
    await user.click(button('Cancel'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openWizard()
    // Step 0 has no field, so focus starts on the dialog; Tab cycles Cancel -> Next -> Cancel.
    await user.tab()
    expect(document.activeElement).toBe(button('Cancel'))
    await user.tab()
    expect(document.activeElement).toBe(button('Next'))
    await user.tab()
    expect(document.activeElement).toBe(button('Cancel'))
  })

  it('can be driven from outside with the controller, e.g. by the steps themselves', async () => {
    const user = userEvent.setup({ delay: null })
    function Driven() {
      const wizard = useStepWizard(3)
      const driven: WizardStep[] = [
        {
          title: 'Details',
          content: (
            <button type="button" onClick={() => wizard.setPage(2)}>
              Skip to review
            </button>
          ),
        },
        {
          title: 'Prices',
          content: (
            <button type="button" onClick={() => wizard.setPage(0)}>
              Jump to start
            </button>
          ),
        },
        {
          title: 'Review',
          content: (
            <button type="button" onClick={wizard.reset}>
              Start again
            </button>
          ),
        },
      ]
      return <StepWizardModal open title="Driven" steps={driven} onCancel={vi.fn()} onSubmit={vi.fn()} controller={wizard} />
    }
    render(<Driven />)
    await user.click(button('Skip to review'))
    expect(screen.getByText('Step 3 of 3: Review')).toBeTruthy()
    expect(button('Submit')).toBeTruthy()
    await user.click(button('Back'))
    expect(screen.getByText('Step 2 of 3: Prices')).toBeTruthy()
    await user.click(button('Jump to start'))
    expect(screen.getByText('Step 2 of 3: Prices')).toBeTruthy()
    await user.click(button('Next'))
    await user.click(button('Start again'))
    expect(screen.getByText('Step 1 of 3: Details')).toBeTruthy()
    expect(button('Back').disabled).toBe(true)
  })

  it('has no serious accessibility violations', async () => {
    const { user } = await openWizard()
    await user.click(button('Next'))
    await expectNoSeriousA11yViolations()
  })
})

describe('useStepWizard', () => {
  it('starts on step 0; next and back move one step within bounds', () => {
    const { result } = renderHook(() => useStepWizard(3))
    expect(result.current).toMatchObject({ page: 0, isFirst: true, isLast: false, stepCount: 3 })
    act(() => result.current.back())
    expect(result.current.page).toBe(0)
    act(() => result.current.next())
    act(() => result.current.next())
    expect(result.current).toMatchObject({ page: 2, isFirst: false, isLast: true })
    act(() => result.current.next())
    expect(result.current.page).toBe(2)
    act(() => result.current.back())
    expect(result.current.page).toBe(1)
  })

  it('setPage applies only to pages above 0: setPage(0) and negative pages are ignored', () => {
    const { result } = renderHook(() => useStepWizard(4))
    act(() => result.current.setPage(2))
    expect(result.current.page).toBe(2)
    act(() => result.current.setPage(0))
    expect(result.current.page).toBe(2)
    act(() => result.current.setPage(-1))
    expect(result.current.page).toBe(2)
    act(() => result.current.setPage(3))
    expect(result.current.page).toBe(3)
  })

  it('setPage ignores pages that do not exist', () => {
    const { result } = renderHook(() => useStepWizard(3))
    act(() => result.current.setPage(3))
    expect(result.current.page).toBe(0)
    act(() => result.current.setPage(1.5))
    expect(result.current.page).toBe(0)
  })

  it('reset returns to step 0', () => {
    const { result } = renderHook(() => useStepWizard(3))
    act(() => result.current.setPage(2))
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ page: 0, isFirst: true })
  })
})
