import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderHost } from '../../palette/host'
import { withMockDb } from '../../mocks/handlers'

// mod+z and the toast's Undo, as the operator uses them: keys only.

const mock = withMockDb()
const hoodie = () => {
  const found = mock.db.products.find((p) => p.title === 'Medusa Hoodie')
  if (!found) throw new Error('no Medusa Hoodie')
  return found
}

const page = (
  <>
    <button type="button">Before</button>
    <label>
      Note <input aria-label="Note" />
    </label>
  </>
)

async function publishHoodie(runner: ReturnType<typeof renderHost>['runner']) {
  runner.run('products.set-status', { productId: hoodie().id, status: 'published' })
  const toast = await screen.findByText('Status changed')
  await waitFor(() => expect(hoodie().status).toBe('published'))
  return toast.closest('[role="status"]') as HTMLElement
}

describe('undo from the keyboard', () => {
  it('mod+z takes back the last undoable run, but not while typing in a text field', async () => {
    const user = userEvent.setup()
    const { runner } = renderHost('/a/products', page)
    await publishHoodie(runner)

    await user.click(screen.getByRole('textbox', { name: 'Note' }))
    await user.keyboard('{Control>}z{/Control}')
    expect(hoodie().status).toBe('published')

    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.keyboard('{Control>}z{/Control}')
    expect(await screen.findByText('Undone: Set product status')).toBeTruthy()
    expect(hoodie().status).toBe('draft')
    // The key typed in the field undid nothing: had it, this second mod+z would have found nothing to undo.
    expect(screen.getAllByText('Undone: Set product status')).toHaveLength(1)
    expect(screen.queryByText('Undo last change failed')).toBeNull()
  })

  it("the toast of an undoable run carries Undo, reached with Tab", async () => {
    const user = userEvent.setup()
    const { runner } = renderHost('/a/products', page)
    const toast = await publishHoodie(runner)
    const undo = within(toast).getByRole('button', { name: 'Undo' })
    await user.click(screen.getByRole('button', { name: 'Before' }))
    while (document.activeElement !== undo) await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Undone: Set product status')).toBeTruthy()
    expect(hoodie().status).toBe('draft')
  })
})
