// The console's security headers, computed from the built index.html and the build's environment.
// Node built-ins only: Vite loads its config (and so this module) natively.
import { createHash } from 'node:crypto'

/** Where Segment's SDK reads its settings and sends events (only with a configured write key). */
export const SEGMENT_ORIGINS = ['https://cdn.segment.com', 'https://api.segment.io'] as const

/** What the policy is made of; every value comes from the build (see securityInputs). */
export interface PolicyInputs {
  /** 'sha256-…' sources of index.html's inline scripts (the boot-time early GETs). */
  scriptHashes: readonly string[]
  /** The origins of the Medusa servers the console may talk to (the build's backend first). */
  backendOrigins: readonly string[]
  /** VITE_SENTRY_DSN, when reporting is configured. */
  sentryDsn?: string | undefined
  /** VITE_SEGMENT_WRITE_KEY, when usage tracking is configured. */
  segmentWriteKey?: string | undefined
}

/** A CSP hash source for a script's exact text, as the browser hashes it (UTF-8, no trimming). */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The hash source of every classic or module inline script of an HTML page (those with no src). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (!/\bsrc\s*=/i.test(attributes)) hashes.push(sha256Source(body))
  }
  return hashes
}

/** The origin of an absolute http(s) URL ('https://o1.ingest.sentry.io'), or null. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

type BuildEnv = Record<string, string | undefined>
const configured = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/**
 * The Medusa origins connect-src allows: the build's backend (the URL the console defaults to) and
 * those listed in VITE_MEDUSA_ALLOWED_ORIGINS (comma or space separated). The login screen's "Server
 * URL" can reach only these: a console that talks to any server would hand a planted URL the
 * operator's password. A listed value that is no URL stops the build, so a typo does not become a
 * server the operator silently cannot reach.
 */
export function allowedBackendOrigins(backendUrl: string, allowedOrigins: string | undefined): string[] {
  const origins = [backendUrl, ...(allowedOrigins ?? '').split(/[\s,]+/).filter(Boolean)].map((url) => {
    const origin = originOf(url)
    if (!origin) throw new Error(`VITE_MEDUSA_ALLOWED_ORIGINS lists "${url}", which is not an http(s) URL`)
    return origin
  })
  return [...new Set(origins)]
}

/** The telemetry settings of the build's environment, only where they are set. */
export function telemetryInputs(env: BuildEnv): Pick<PolicyInputs, 'sentryDsn' | 'segmentWriteKey'> {
  return { sentryDsn: configured(env.VITE_SENTRY_DSN), segmentWriteKey: configured(env.VITE_SEGMENT_WRITE_KEY) }
}

/** The Content-Security-Policy header's value: one directive per entry, in a fixed order. */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const sentry = inputs.sentryDsn ? originOf(inputs.sentryDsn) : null
  const telemetry = [...(sentry ? [sentry] : []), ...(inputs.segmentWriteKey ? SEGMENT_ORIGINS : [])]
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    // The built modules, and the boot script by the hash of its text: no 'unsafe-inline', no eval.
    ['script-src', "'self'", ...inputs.scriptHashes],
    // Stylesheets are files. React sets `style` props through the CSSOM (element.style), which CSP
    // does not govern, and the console writes no <style> element nor style="" markup: no 'unsafe-inline'.
    ['style-src', "'self'"],
    // Product and return photos are wherever Medusa's file service put them (its own /uploads, S3, a
    // CDN): any https host, plus the Medusa servers (a local one is plain http). An image runs no code.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...inputs.backendOrigins],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...inputs.backendOrigins, ...telemetry],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // Every form is handled by script: a form that navigates would be a bug (or an injected form).
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Every header the console is served with (the same for the page and its files). */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    // For browsers without frame-ancestors; the policy's directive wins where both are known.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // The console's URLs name customers and orders: other sites learn nothing of them.
    'Referrer-Policy': 'same-origin',
  }
}

/** Netlify's and Cloudflare Pages' `_headers` file: the headers on every path. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n')
}

/** nginx `add_header` lines, for a server or location block serving the built files. */
export function nginxConf(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n')}\n`
}
