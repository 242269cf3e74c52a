import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalShell } from '@/ui/ModalShell'

function Modal() {
  return (
    <ModalShell labelledBy="title" variant="centered" onEscape={() => {}}>
      <h2 id="title">Rename</h2>
      <div data-modal-body>
        <input aria-label="Name" />
      </div>
    </ModalShell>
  )
}

/** The document's scroll box as the browser would measure it (jsdom lays nothing out). */
function pageScrolls(scrolls: boolean) {
  const root = document.scrollingElement ?? document.documentElement
  vi.spyOn(root, 'scrollHeight', 'get').mockReturnValue(scrolls ? 3000 : 800)
  vi.spyOn(root, 'clientHeight', 'get').mockReturnValue(800)
}

describe('ModalShell and the page under it', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.style.overflow = ''
  })

  it('stops a page that scrolls from scrolling while open, and gives its scrolling back on close', () => {
    pageScrolls(true)
    document.body.style.overflow = 'auto'
    const { unmount } = render(<Modal />)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }))
    expect(document.body.style.overflow).toBe('hidden')
    unmount()
    expect(document.body.style.overflow).toBe('auto')
  })

  it('leaves <body> alone when the page does not scroll (the areas scroll in their own box)', () => {
    pageScrolls(false)
    const { unmount } = render(<Modal />)
    screen.getByRole('dialog', { name: 'Rename' })
    expect(document.body.style.overflow).toBe('')
    unmount()
    expect(document.body.style.overflow).toBe('')
  })
})
