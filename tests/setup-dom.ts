import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom lacks what cmdk and virtualized tables measure with.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub
Element.prototype.scrollIntoView ??= function scrollIntoView() {}

afterEach(() => cleanup())
