import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Switch } from '@/ui/Switch'
import type { SwitchProps } from '@/ui/Switch'
import { expectNoSeriousA11yViolations } from './axe'

function Controlled(props: Partial<SwitchProps> & { initial?: boolean }) {
  const [checked, setChecked] = useState(props.initial ?? false)
  return (
    <Switch
      label="Anonymize data"
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        props.onCheckedChange?.(next)
        setChecked(next)
      }}
    />
  )
}

const theSwitch = () => screen.getByRole('switch', { name: 'Anonymize data' })

describe('Switch', () => {
  it('is a switch named by its label, reporting its state in aria-checked', () => {
    render(<Controlled initial />)
    expect(theSwitch().getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('Anonymize data')).toBeTruthy()
  })

  it('toggles on click and reports the new state', async () => {
    const user = userEvent.setup({ delay: null })
    const onCheckedChange = vi.fn()
    render(<Controlled onCheckedChange={onCheckedChange} />)
    await user.click(theSwitch())
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    expect(theSwitch().getAttribute('aria-checked')).toBe('true')
    await user.click(theSwitch())
    expect(onCheckedChange).toHaveBeenLastCalledWith(false)
    expect(theSwitch().getAttribute('aria-checked')).toBe('false')
  })

  it('toggles from the keyboard with Space and Enter', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Controlled />)
    await user.tab()
    expect(document.activeElement).toBe(theSwitch())
    await user.keyboard(' ')
    expect(theSwitch().getAttribute('aria-checked')).toBe('true')
    await user.keyboard('{Enter}')
    expect(theSwitch().getAttribute('aria-checked')).toBe('false')
  })

  it('toggles when its label is clicked', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Controlled />)
    await user.click(screen.getByText('Anonymize data'))
    expect(theSwitch().getAttribute('aria-checked')).toBe('true')
  })

  it('does nothing while disabled', async () => {
    const user = userEvent.setup({ delay: null })
    const onCheckedChange = vi.fn()
    render(<Controlled disabled onCheckedChange={onCheckedChange} />)
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(true)
    await user.click(theSwitch())
    await user.click(screen.getByText('Anonymize data'))
    expect(onCheckedChange).not.toHaveBeenCalled()
    expect(theSwitch().getAttribute('aria-checked')).toBe('false')
  })

  it('keeps its name when the label is hidden', () => {
    render(<Controlled hideLabel />)
    expect(theSwitch()).toBeTruthy()
  })

  it('has no serious accessibility violations', async () => {
    render(
      <>
        <Controlled initial />
        <Switch label="Opt out" checked={false} onCheckedChange={vi.fn()} disabled />
        <Switch label="Hidden label" hideLabel checked={false} onCheckedChange={vi.fn()} />
      </>,
    )
    await expectNoSeriousA11yViolations()
  })
})
