import { act, cleanup, fireEvent, render } from '@testing-library/react'
import hotkeys from 'hotkeys-js'
import { createStore, Provider } from 'jotai'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keyHoldsAtom, KeyQueue } from '@/palette/KeyQueue'

// Keys typed while code loads (the hotkeys just after first paint, an area after `g p`) wait for it.

const KEYS: Record<string, [string, number]> = { j: ['KeyJ', 74], k: ['KeyK', 75], g: ['KeyG', 71], p: ['KeyP', 80], x: ['KeyX', 88] }
const press = (target: Element, key: string) => {
  const [code, keyCode] = KEYS[key] ?? ['', 0]
  fireEvent.keyDown(target, { key, code, keyCode })
  fireEvent.keyUp(target, { key, code, keyCode })
}
const frames = (n: number) => act(async () => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve))
})

function setup() {
  const store = createStore()
  const seen: string[] = []
  render(
    <Provider store={store}>
      <KeyQueue />
      <div role="grid" aria-label="Rows" tabIndex={0} onKeyDown={(e) => seen.push(`grid:${e.key}`)} />
      <input aria-label="Search" />
    </Provider>,
  )
  const grid = document.querySelector('[role="grid"]') as HTMLElement
  grid.focus()
  return { store, seen, grid }
}

describe('KeyQueue', () => {
  afterEach(() => {
    cleanup()
    hotkeys.unbind('j')
    hotkeys.unbind('g')
  })

  it('holds plain keys while something loads and replays them in order at what has focus, hotkeys included', async () => {
    const { store, seen, grid } = setup()
    const bound: string[] = []
    hotkeys('j', () => void bound.push('j'))
    press(grid, 'j')
    press(grid, 'k')
    press(grid, 'j')
    expect(seen).toEqual([])
    expect(bound).toEqual([])

    act(() => store.set(keyHoldsAtom, 0))
    await frames(5)
    expect(seen).toEqual(['grid:j', 'grid:k', 'grid:j'])
    expect(bound).toEqual(['j', 'j'])
  })

  it('presses a focused button once, with the Enter held while the page loaded; not when a handler took the key', async () => {
    const store = createStore()
    const clicks: string[] = []
    render(
      <Provider store={store}>
        <KeyQueue />
        <button type="button" onClick={() => clicks.push('resume')}>
          Resume
        </button>
        <button type="button" onClick={() => clicks.push('taken')} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
          Taken
        </button>
      </Provider>,
    )
    const [resume, taken] = [...document.querySelectorAll('button')] as HTMLButtonElement[]
    resume?.focus()
    fireEvent.keyDown(resume as HTMLElement, { key: 'Enter', code: 'Enter', keyCode: 13 })
    fireEvent.keyUp(resume as HTMLElement, { key: 'Enter', code: 'Enter', keyCode: 13 })
    expect(clicks).toEqual([])
    act(() => store.set(keyHoldsAtom, 0))
    await frames(5)
    expect(clicks).toEqual(['resume'])

    act(() => store.set(keyHoldsAtom, 1))
    taken?.focus()
    fireEvent.keyDown(taken as HTMLElement, { key: 'Enter', code: 'Enter', keyCode: 13 })
    act(() => store.set(keyHoldsAtom, 0))
    await frames(5)
    expect(clicks).toEqual(['resume'])
  })

  it('lets keys through at once when nothing loads, and never holds what is typed into a field', async () => {
    const { store, seen, grid } = setup()
    const search = document.querySelector('input') as HTMLInputElement
    const typed: string[] = []
    search.addEventListener('keydown', (e) => typed.push(e.key))
    press(search, 'x')
    expect(typed).toEqual(['x'])

    act(() => store.set(keyHoldsAtom, 0))
    press(grid, 'k')
    expect(seen).toEqual(['grid:k'])
  })

  it('a replayed key that starts another load holds the rest until that load is done too', async () => {
    const { store, seen, grid } = setup()
    // `g` stands for a key that navigates to an area whose code is not there yet.
    hotkeys('g', () => void store.set(keyHoldsAtom, (n) => n + 1))
    press(grid, 'g')
    press(grid, 'j')
    act(() => store.set(keyHoldsAtom, 0))
    await frames(5)
    expect(seen).toEqual(['grid:g'])

    act(() => store.set(keyHoldsAtom, 0))
    await frames(5)
    expect(seen).toEqual(['grid:g', 'grid:j'])
  })
})

describe('KeyQueue order', () => {
  afterEach(() => cleanup())

  it('a key typed after the load ends but before the held keys are replayed waits behind them', async () => {
    const { store, seen, grid } = setup()
    press(grid, 'g')
    act(() => store.set(keyHoldsAtom, 0))
    // The load is over, the replay has not run yet (it waits a frame): 'p' must not overtake 'g'.
    press(grid, 'p')
    await frames(5)
    expect(seen).toEqual(['grid:g', 'grid:p'])
  })
})

/** React's flag for tests that wrap updates in act(); off, React schedules its work as in a browser. */
const reactTestFlags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

describe('KeyQueue from the first paint', () => {
  it('holds a key typed the moment the page is on screen, before React has run its passive effects', async () => {
    // As a test's findByRole resumes: on the DOM change of the commit, not after React's scheduled work.
    const actEnvironment = reactTestFlags.IS_REACT_ACT_ENVIRONMENT
    reactTestFlags.IS_REACT_ACT_ENVIRONMENT = false
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    const store = createStore()
    const seen: string[] = []
    try {
      const typedOnPaint = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          const grid = container.querySelector<HTMLElement>('[role="grid"]')
          if (!grid) return
          observer.disconnect()
          grid.focus()
          press(grid, 'j')
          resolve()
        })
        observer.observe(container, { childList: true, subtree: true })
      })
      root.render(
        <Provider store={store}>
          <KeyQueue />
          <div role="grid" aria-label="Rows" tabIndex={0} onKeyDown={(e) => seen.push(`grid:${e.key}`)} />
        </Provider>,
      )
      await typedOnPaint
      expect(seen).toEqual([])
      store.set(keyHoldsAtom, 0)
      // The held key goes out once the holds are released: awaited, not slept for.
      await vi.waitFor(() => expect(seen).toEqual(['grid:j']))
    } finally {
      root.unmount()
      container.remove()
      reactTestFlags.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })
})
