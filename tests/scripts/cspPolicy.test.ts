import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSecurityHeaders, SECURITY_HEADERS_FILE } from '../../scripts/cspPlugin'
import {
  allowedBackendOrigins,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxConf,
  securityHeaders,
  SEGMENT_ORIGINS,
  sha256Source,
  telemetryInputs,
  type PolicyInputs,
} from '../../scripts/cspPolicy'

const BACKEND = 'http://127.0.0.1:9000'
const inputs: PolicyInputs = { scriptHashes: ["'sha256-boot='"], backendOrigins: [BACKEND] }

/** The policy as directive name -> its sources. */
const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ')
    return [name, sources] as const
  }))

describe('inline script hashes', () => {
  it('hashes a script text as CSP Level 2 does (the specification\'s own example)', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })

  it('takes every inline script of a page, byte for byte, and no script loaded from a file', () => {
    const html = [
      '<head><script>\n  boot()\n</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<SCRIPT type="module">start()</SCRIPT></head>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha256Source('\n  boot()\n'), sha256Source('start()')])
  })
})

describe('the content security policy', () => {
  it('runs scripts from the console itself and the boot script by hash only: no unsafe-inline, no eval', () => {
    const policy = contentSecurityPolicy(inputs)
    expect(directives(policy).get('script-src')).toEqual(["'self'", "'sha256-boot='"])
    expect(policy).not.toMatch(/unsafe-(inline|eval)|strict-dynamic/)
    expect(directives(policy).get('style-src')).toEqual(["'self'"])
  })

  it('connects to the console and the allowed Medusa servers only while telemetry is not configured', () => {
    const policy = contentSecurityPolicy({ ...inputs, backendOrigins: [BACKEND, 'https://shop.example'] })
    expect(directives(policy).get('connect-src')).toEqual(["'self'", BACKEND, 'https://shop.example'])
  })

  it('adds Sentry\'s ingest host (never its key) and Segment\'s hosts only when each is configured', () => {
    const policy = contentSecurityPolicy({ ...inputs, ...telemetryInputs({ VITE_SENTRY_DSN: ' https://key123@o42.ingest.sentry.io/7 ', VITE_SEGMENT_WRITE_KEY: 'wk' }) })
    expect(directives(policy).get('connect-src')).toEqual(["'self'", BACKEND, 'https://o42.ingest.sentry.io', ...SEGMENT_ORIGINS])
    expect(policy).not.toContain('key123')
    // Segment's device-mode scripts are not let in: scripts stay the console's own.
    expect(directives(policy).get('script-src')).toEqual(["'self'", "'sha256-boot='"])
    expect(telemetryInputs({ VITE_SENTRY_DSN: '  ', VITE_SEGMENT_WRITE_KEY: '' })).toEqual({ sentryDsn: undefined, segmentWriteKey: undefined })
  })

  it('shows images from the Medusa servers (a local one is plain http) and any https file service', () => {
    expect(directives(contentSecurityPolicy(inputs)).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', BACKEND])
  })

  it('refuses framing, plugins, <base> and form navigations', () => {
    const policy = directives(contentSecurityPolicy(inputs))
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('is sent with X-Frame-Options DENY, nosniff and a same-origin referrer policy', () => {
    expect(securityHeaders(inputs)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(inputs),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    })
  })
})

describe('the allowed Medusa servers', () => {
  it('are the build\'s backend first, then the listed ones, as origins without repeats', () => {
    expect(allowedBackendOrigins('http://localhost:9000', 'https://a.example/store, https://b.example:8443  http://localhost:9000/')).toEqual([
      'http://localhost:9000',
      'https://a.example',
      'https://b.example:8443',
    ])
    expect(allowedBackendOrigins('http://localhost:9000', undefined)).toEqual(['http://localhost:9000'])
  })

  it('stop the build on a listed value that is no http(s) URL, naming it', () => {
    expect(() => allowedBackendOrigins(BACKEND, 'shop.example')).toThrow('VITE_MEDUSA_ALLOWED_ORIGINS lists "shop.example", which is not an http(s) URL')
    expect(() => allowedBackendOrigins(BACKEND, 'ftp://files.example')).toThrow('ftp://files.example')
  })
})

describe('the files for static hosts and the preview server', () => {
  const headers = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' }

  it('writes a Netlify / Cloudflare Pages _headers file for every path', () => {
    expect(headersFile(headers)).toBe("/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n")
  })

  it('writes nginx add_header lines sent on errors too', () => {
    expect(nginxConf(headers)).toBe('add_header Content-Security-Policy "default-src \'self\'" always;\nadd_header X-Frame-Options "DENY" always;\n')
  })

  it('serves the headers a build wrote, and refuses to serve a build without them', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'csp-'))
    expect(() => readSecurityHeaders(outDir)).toThrow(`${join(outDir, SECURITY_HEADERS_FILE)} is missing: build the console again`)
    writeFileSync(join(outDir, SECURITY_HEADERS_FILE), JSON.stringify(headers))
    expect(readSecurityHeaders(outDir)).toEqual(headers)
  })
})
