import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
// Modules without imports of their own, named with their extension: Vite loads its config natively.
import { DEFAULT_BACKEND_URL } from '../src/api/defaults.ts'
import { normalizeBackendUrl } from '../src/app/auth/backendUrlKey.ts'
import { allowedBackendOrigins, headersFile, inlineScriptHashes, nginxConf, securityHeaders, telemetryInputs } from './cspPolicy.ts'

/** Written beside the built files: what `vite preview` (npm start, the e2e suite) sends. */
export const SECURITY_HEADERS_FILE = 'security-headers.json'
/** Written beside it for static hosts (README "Deploying"): Netlify / Cloudflare Pages, and nginx. */
export const STATIC_HOST_FILES = { headers: '_headers', nginx: 'security-headers.nginx.conf' } as const

/** The headers a build wrote, or an error naming what to do: a console is never served without them. */
export function readSecurityHeaders(outDir: string): Record<string, string> {
  const file = join(outDir, SECURITY_HEADERS_FILE)
  if (!existsSync(file)) throw new Error(`${file} is missing: build the console again (vite build) before serving it`)
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} holds no headers`)
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/**
 * The Content-Security-Policy and the other security headers (scripts/cspPolicy.ts). A build hashes
 * the inline boot script of the index.html it wrote and writes the headers beside it, once for
 * `vite preview` and once per static-host format; the preview server sends that file's headers on
 * every answer. The values are the build's (its backend URL, its telemetry keys), not the shell's
 * that runs the preview: one source of truth for npm start, the e2e suite and a static host.
 */
export function cspPlugin(): Plugin {
  let outDir = 'dist'
  let env: Record<string, string | undefined> = {}
  return {
    name: 'security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      env = config.env
    },
    writeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8')
      // The backend exactly as the console computes its default (defaultBackendUrl in src/app/auth/backendUrl.ts).
      const backend = normalizeBackendUrl(String(env.VITE_MEDUSA_BACKEND_URL ?? '')) ?? DEFAULT_BACKEND_URL
      const headers = securityHeaders({
        scriptHashes: inlineScriptHashes(html),
        backendOrigins: allowedBackendOrigins(backend, env.VITE_MEDUSA_ALLOWED_ORIGINS),
        ...telemetryInputs(env),
      })
      writeFileSync(join(outDir, SECURITY_HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`)
      writeFileSync(join(outDir, STATIC_HOST_FILES.headers), headersFile(headers))
      writeFileSync(join(outDir, STATIC_HOST_FILES.nginx), nginxConf(headers))
    },
    configurePreviewServer(server) {
      const headers = readSecurityHeaders(outDir)
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
        next()
      })
    },
    configureServer(server) {
      // The hot-reloading dev server injects inline scripts (React's refresh preamble) and opens a
      // websocket, so it gets no script or connect policy; it still refuses to be framed.
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', "frame-ancestors 'none'")
        response.setHeader('X-Frame-Options', 'DENY')
        next()
      })
    },
  }
}
