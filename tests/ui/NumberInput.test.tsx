import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { NumberInput, stepValue } from '@/ui/NumberInput'
import type { NumberInputProps } from '@/ui/NumberInput'
import { expectNoSeriousA11yViolations } from './axe'

type Options = Partial<Omit<NumberInputProps, 'value'>> & { initial?: number | null }

function Controlled({ initial = 1, onValueChange, ...props }: Options) {
  const [value, setValue] = useState<number | null>(initial)
  return (
    <NumberInput
      label="Quantity"
      {...props}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next)
        setValue(next)
      }}
    />
  )
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement
const increase = () => screen.getByRole('button', { name: 'Increase Quantity' }) as HTMLButtonElement
const decrease = () => screen.getByRole('button', { name: 'Decrease Quantity' }) as HTMLButtonElement

describe('NumberInput', () => {
  it('is a number field named by its label, with min, max and step', () => {
    render(<Controlled min={0} max={10} step={2} />)
    expect(field().type).toBe('number')
    expect(field().value).toBe('1')
    expect([field().min, field().max, field().step]).toEqual(['0', '10', '2'])
  })

  it('steps up and down with the Increase and Decrease buttons', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Controlled initial={5} />)
    await user.click(increase())
    expect(field().value).toBe('6')
    await user.click(decrease())
    await user.click(decrease())
    expect(field().value).toBe('4')
  })

  it('steps with ArrowUp and ArrowDown in the field', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Controlled initial={5} step={5} />)
    await user.click(field())
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(field().value).toBe('15')
    await user.keyboard('{ArrowDown}')
    expect(field().value).toBe('10')
  })

  it('stays within min and max, disabling the stepper that would leave them', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Controlled initial={9} min={8} max={10} />)
    await user.click(increase())
    expect(field().value).toBe('10')
    expect(increase().disabled).toBe(true)
    await user.click(field())
    await user.keyboard('{ArrowUp}')
    expect(field().value).toBe('10')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(field().value).toBe('8')
    expect(decrease().disabled).toBe(true)
    expect(increase().disabled).toBe(false)
  })

  it('steps by fractions without floating-point dust', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Controlled initial={0.1} step={0.2} />)
    await user.click(increase())
    expect(field().value).toBe('0.3')
  })

  it('reports typed numbers, and null once the field is emptied', async () => {
    const user = userEvent.setup({ delay: null })
    const onValueChange = vi.fn()
    render(<Controlled initial={null} onValueChange={onValueChange} />)
    await user.type(field(), '42')
    expect(onValueChange).toHaveBeenLastCalledWith(42)
    expect(field().value).toBe('42')
    await user.clear(field())
    expect(onValueChange).toHaveBeenLastCalledWith(null)
    expect(field().value).toBe('')
  })

  it('leaves the steppers out of the tab order (the arrow keys do their job)', async () => {
    const user = userEvent.setup({ delay: null })
    render(
      <>
        <Controlled />
        <button type="button">After</button>
      </>,
    )
    await user.tab()
    expect(document.activeElement).toBe(field())
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
  })

  it('does nothing while disabled', async () => {
    const user = userEvent.setup({ delay: null })
    const onValueChange = vi.fn()
    render(<Controlled disabled onValueChange={onValueChange} />)
    expect(field().disabled).toBe(true)
    expect(increase().disabled).toBe(true)
    expect(decrease().disabled).toBe(true)
    await user.click(increase())
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('has no serious accessibility violations', async () => {
    render(
      <>
        <Controlled min={0} max={3} />
        <NumberInput label="Hidden" hideLabel value={null} onValueChange={vi.fn()} invalid />
      </>,
    )
    await expectNoSeriousA11yViolations()
  })
})

describe('stepValue', () => {
  it('adds or takes away one step, within min and max', () => {
    expect(stepValue(1, 1, {})).toBe(2)
    expect(stepValue(1, -1, { step: 0.5 })).toBe(0.5)
    expect(stepValue(10, 1, { max: 10 })).toBe(10)
    expect(stepValue(0, -1, { min: 0 })).toBe(0)
    expect(stepValue(0.7, 1, { step: 0.1 })).toBe(0.8)
  })

  it('starts an empty field from 0, or from min when 0 is below it', () => {
    expect(stepValue(null, 1, {})).toBe(1)
    expect(stepValue(null, -1, {})).toBe(-1)
    expect(stepValue(null, 1, { min: 5 })).toBe(5)
  })
})
