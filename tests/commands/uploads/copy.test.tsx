import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appRunner } from '@/commands/index'
import ProductsArea from '@/panels/products/ProductsArea'
import { withMockDb } from '../../mocks/handlers'
import { renderArea } from '../../panels/renderArea'

// What the shell does with a command's `copy` result: the text goes to the clipboard and a toast says
// so, or (without clipboard access) the toast shows the text to copy by hand.

const mock = withMockDb()

/** The test DOM has no clipboard: each test gives the page one, and puts back what was there after. */
let before: PropertyDescriptor | undefined
function clipboard(writeText: (text: string) => Promise<void>) {
  before = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}
afterEach(() => {
  if (before) Object.defineProperty(navigator, 'clipboard', before)
  else Reflect.deleteProperty(navigator, 'clipboard')
  before = undefined
})

async function uploadFromPalette(writeText: (text: string) => Promise<void>) {
  const user = userEvent.setup({ delay: null })
  // After user-event's setup, which puts a clipboard of its own on the page.
  clipboard(writeText)
  const { store } = renderArea('products', <ProductsArea />, '/a/products')
  await screen.findByRole('grid', { name: 'Products' }, { timeout: 10_000 })
  // As a button or the palette's Enter would ask for it.
  appRunner(store).run('uploads.upload')
  await screen.findByRole('dialog', {}, { timeout: 10_000 })
  const input = await within(screen.getByRole('dialog')).findByLabelText('File')
  await user.upload(input, new File(['terms'], 'terms.pdf', { type: 'application/pdf' }))
  ;(input as HTMLInputElement).focus()
  await user.keyboard('{Enter}')
  await waitFor(() => expect(mock.db.files).toHaveLength(1))
  return mock.db.files[0]?.url ?? ''
}

describe('a copy result', () => {
  it('puts the uploaded file’s URL on the clipboard and says so', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve())
    const url = await uploadFromPalette(writeText)
    const told = await screen.findByText('URL of terms.pdf copied', {}, { timeout: 10_000 })
    expect(told.closest('[role]')?.textContent).toContain(url)
    expect(writeText).toHaveBeenCalledWith(url)
  }, 30_000)

  it('shows the URL to copy by hand when the clipboard refuses', async () => {
    const url = await uploadFromPalette(() => Promise.reject(new Error('denied')))
    const told = await screen.findByText('URL of terms.pdf copied (copy it from here)', {}, { timeout: 10_000 })
    expect(told.closest('[role]')?.textContent).toContain(url)
  }, 30_000)
})
