import { setupServer } from 'msw/node'

/** One msw server for node tests; suites add handlers with server.use(). */
export const server = setupServer()
