import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { arg } from '@/commands/core/args'
import { emptyContext } from '@/models/core/context'
import { FilePage } from '@/palette/pages/OtherPages'
import { expectNoSeriousA11yViolations } from '../ui/axe'
import { TypeAhead } from '@/palette/typeAhead'

const photo = (name: string, type = 'image/jpeg') => new File([`bytes of ${name}`], name, { type })

function renderPage(options: { optional?: boolean; initialValue?: unknown } = {}) {
  const spec = arg.file({ label: 'Photos', optional: options.optional, accept: 'image/*', multiple: true })
  if (spec.kind !== 'file') throw new Error('a file spec')
  const props = { onSubmit: vi.fn(), onReject: vi.fn(), onBack: vi.fn(), onDraft: vi.fn() }
  render(
    <div role="dialog" aria-label="Palette">
      <label htmlFor="file-input">Photos</label>
      <FilePage
        spec={spec}
        ctx={emptyContext}
        args={{}}
        queryClient={createQueryClient()}
        initialValue={options.initialValue}
        initialText=""
        inputId="file-input"
        errorId="file-error"
        typeAhead={new TypeAhead()}
        {...props}
      />
    </div>,
  )
  return props
}

describe('FilePage', () => {
  it('takes several files at once and hands them over in order, named in the breadcrumb', async () => {
    const user = userEvent.setup({ delay: null })
    const props = renderPage({ optional: true })
    const input = screen.getByLabelText('Photos') as HTMLInputElement
    expect([input.type, input.multiple, input.accept]).toEqual(['file', true, 'image/*'])
    const files = [photo('box.jpg'), photo('seam.png', 'image/png')]
    await user.upload(input, files)
    expect(screen.getByText('box.jpg, seam.png')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(props.onSubmit).toHaveBeenCalledWith(files, 'box.jpg, seam.png')
    await expectNoSeriousA11yViolations()
  })

  it('skips an optional prompt left empty with Enter on the chooser, as the typed pages do', async () => {
    const user = userEvent.setup({ delay: null })
    const props = renderPage({ optional: true })
    expect(screen.getByText(/Space to choose files · Enter to continue \(none to skip\) · Esc to go back/)).toBeTruthy()
    screen.getByLabelText('Photos').focus()
    await user.keyboard('{Enter}')
    expect(props.onSubmit).toHaveBeenCalledWith(undefined, '')
    expect(props.onReject).not.toHaveBeenCalled()
    // The buttons answer the keyboard too.
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }))
    await user.keyboard('{Enter}')
    expect(props.onSubmit).toHaveBeenCalledTimes(2)
  })

  it('goes back on Backspace while nothing is chosen, and continues with the chosen files on Enter', async () => {
    const user = userEvent.setup({ delay: null })
    const props = renderPage({ optional: true })
    const input = screen.getByLabelText('Photos')
    input.focus()
    await user.keyboard('{Backspace}')
    expect(props.onBack).toHaveBeenCalledTimes(1)
    const files = [photo('box.jpg')]
    await user.upload(input, files)
    input.focus()
    await user.keyboard('{Backspace}{Enter}')
    expect(props.onBack).toHaveBeenCalledTimes(1)
    expect(props.onSubmit).toHaveBeenCalledWith(files, 'box.jpg')
  })

  it('refuses to go on without a file when one is required, and refuses a file the accept list rules out', async () => {
    // The browser's "All files" choice gets past `accept`; the page does not.
    const user = userEvent.setup({ applyAccept: false })
    const props = renderPage()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(props.onReject).toHaveBeenLastCalledWith('Photos is required')
    await user.upload(screen.getByLabelText('Photos'), photo('receipt.pdf', 'application/pdf'))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(props.onReject).toHaveBeenLastCalledWith('Photos takes image/* only, not receipt.pdf')
    expect(props.onSubmit).not.toHaveBeenCalled()
  })

  it('starts from the files a failed run kept', async () => {
    const user = userEvent.setup({ delay: null })
    const kept = [photo('box.jpg')]
    const props = renderPage({ optional: true, initialValue: kept })
    expect(screen.getByText('box.jpg')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(props.onSubmit).toHaveBeenCalledWith(kept, 'box.jpg')
  })
})
