import { cleanup, configure, prettyDOM } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { releaseRecordFirst } from '@/atoms/core/recordFirst'

// The test DOM lacks what cmdk and virtualized tables measure with.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub
Element.prototype.scrollIntoView ??= function scrollIntoView() {}

// Lazy chunks (the palette, panels) load slowly on a loaded 2-core machine (CI runs this suite beside
// the contract suite and three Medusas): findBy*/waitFor wait up to 10 s. A passing test waits no longer.
configure({ asyncUtilTimeout: 10_000, getElementError: elementErrorWithLazyDom })

/**
 * testing-library's error for a query that found nothing, with the DOM printed only when the message
 * is read: a findBy or waitFor fails quietly many times before it passes, and printing the whole DOM
 * for each of those took a twentieth of the component tests' CPU.
 */
function elementErrorWithLazyDom(message: string | null, container: Element): Error {
  const error = new Error()
  error.name = 'TestingLibraryElementError'
  let text: string | undefined
  Object.defineProperty(error, 'message', {
    get: () => (text ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
    set: (value: string) => (text = value),
    configurable: true,
  })
  return error
}

afterEach(() => {
  cleanup()
  // A linked record a test loaded but never showed must not hold the next test's lists back (shared graph).
  releaseRecordFirst()
})

// Files share one DOM per worker (isolate: false): each starts with the empty storage it would have
// alone (a table's saved columns, the last path), whichever file ran before it in that worker.
beforeAll(() => {
  localStorage.clear()
  sessionStorage.clear()
})
