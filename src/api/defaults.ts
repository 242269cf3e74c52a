/** SPEC §7: the Medusa server the console talks to unless told otherwise (a local port 9000). */
export const DEFAULT_BACKEND_URL = 'http://localhost:9000'
