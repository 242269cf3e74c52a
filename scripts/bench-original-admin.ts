// The original Medusa v1 admin (@medusajs/admin 7.1.18, UI @medusajs/admin-ui 2.1.x) for `npm run bench` to
// compare the console with: installed into bench/original-admin when missing, built once per backend URL,
// served gzip-compressed on 127.0.0.1:4174 like `vite preview` serves the console, and measured with the
// console bench's own helpers (passed in as BenchTools) so both are timed the same way.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'
import { ROOT } from '../tests/support/medusaInstance'
import { timeKeys, typeAsOperator } from './bench-palette/keys'

export const ORIGINAL_ADMIN_VERSION = '7.1.18'
/** The backend's admin_cors allows this origin (backend/medusa-config.js). */
export const ORIGINAL_ADMIN_PORT = 4174
// medusa-admin builds from a .cache copy of the admin's source in its working directory (not under node_modules:
// its swc loader skips every path containing node_modules), removed once built; the bundle goes under node_modules
// (bench/original-admin/medusa-config.js), which ESLint and git leave alone.
const DIR = join(ROOT, 'bench', 'original-admin')
const BUILD = join(DIR, 'node_modules', '.original-admin-build')
const STAMP = '.bench-build.json'
/** Each backend URL's build in a folder of its own (moved there from BUILD), so that npm run bench's (an e2e
 * instance) and npm run bench:scale's (the development backend) do not replace each other. */
const buildDirFor = (backend: string) => join(DIR, 'node_modules', '.original-admin-builds', backend.replace(/[^a-z0-9]+/gi, '_'))
const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }
// The counterpart of the console's palette: the search modal (cmd+k, ctrl+k or '/'), typed the same texts.
const SEARCH_TEXTS = ['capture payment', 'create product', '#1010', 'summer15']

type Opened = { context: BrowserContext; page: Page; dir: string }

/** The console bench's helpers: the same browser context, request counting and paint timing for both. */
export interface BenchTools {
  runs: number
  openContext: () => Promise<Opened>
  closeContext: (opened: Opened) => Promise<void>
  apiRequests: (page: Page, backend: string) => Array<{ name: string; at: number }>
  firstRowPaintedAt: (page: Page, rowSelector: string) => Promise<() => Promise<number>>
  watchPaintAfterLoad: (page: Page, selector: string, pattern: string) => Promise<() => Promise<number>>
  median: (values: number[]) => number
}

export interface OriginalAdmin {
  base: string
  buildDir: string
  close: () => Promise<void>
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, what: string): void {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    throw new Error(`${what} failed (exit ${String(result.status ?? result.signal)}): ${output.slice(-1500)}`)
  }
  console.log(`[original admin] ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

function installedVersion(): string | undefined {
  const manifest = join(DIR, 'node_modules', '@medusajs', 'admin', 'package.json')
  if (!existsSync(manifest)) return undefined
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version
}

/** npm ci from the committed lock file (legacy peer deps: see bench/original-admin/.npmrc), only when missing. */
function ensureInstalled(): void {
  if (installedVersion() === ORIGINAL_ADMIN_VERSION) return
  run('npm', ['ci', '--no-audit', '--no-fund'], DIR, process.env, `npm ci @medusajs/admin@${ORIGINAL_ADMIN_VERSION}`)
  if (installedVersion() !== ORIGINAL_ADMIN_VERSION) throw new Error(`@medusajs/admin ${ORIGINAL_ADMIN_VERSION} is not what npm ci installed`)
}

const stampOf = (dir: string) => (existsSync(join(dir, STAMP)) && existsSync(join(dir, 'index.html')) ? readFileSync(join(dir, STAMP), 'utf8') : undefined)

/** Moves the build medusa-admin wrote (BUILD) to its backend's own folder. */
function keepBuild(stamp: string): string {
  const dir = buildDirFor((JSON.parse(stamp) as { backend: string }).backend)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, '..'), { recursive: true })
  renameSync(BUILD, dir)
  return dir
}

/** `medusa-admin build --deployment` bakes the backend URL into the bundle: one build per version and URL; returns its folder. */
function ensureBuilt(backend: string): string {
  const key = JSON.stringify({ version: ORIGINAL_ADMIN_VERSION, backend })
  const dir = buildDirFor(backend)
  if (stampOf(dir) === key) return dir
  // A build left in BUILD (for this or another URL) is kept in its own folder before any new build replaces it.
  const left = stampOf(BUILD)
  if (left !== undefined && left !== key) keepBuild(left)
  if (left === key) return keepBuild(key)
  run(
    process.execPath,
    [join(DIR, 'node_modules', '@medusajs', 'admin', 'bin', 'medusa-admin.js'), 'build', '--deployment', '--backend', backend, '--path', '/'],
    DIR,
    { ...process.env, NODE_ENV: 'production', CI: 'true' },
    `medusa-admin build for ${backend} (once per backend URL)`,
  )
  rmSync(join(DIR, '.cache'), { recursive: true, force: true })
  if (!existsSync(join(BUILD, 'index.html'))) throw new Error('medusa-admin build wrote no index.html')
  writeFileSync(join(BUILD, STAMP), key)
  return keepBuild(key)
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg'])

/**
 * Serves the build as `vite preview` serves the console: gzip (level 6, from 1 KB), hashed files under
 * /assets/ cached for good (immutable), ETag revalidation for the rest, SPA fallback.
 */
function serve(root: string, port: number): Promise<Server> {
  const compressed = new Map<string, Buffer>()
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    let file = normalize(join(root, pathname))
    if (!file.startsWith(root + sep) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
    const stats = statSync(file)
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`
    const ext = extname(file)
    response.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream')
    response.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    response.setHeader('ETag', etag)
    response.setHeader('Vary', 'Accept-Encoding')
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end()
      return
    }
    let body: Buffer = readFileSync(file)
    if (COMPRESSIBLE.has(ext) && body.length >= 1024 && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const cached = compressed.get(file) ?? gzipSync(body, { level: 6 })
      compressed.set(file, cached)
      body = cached
      response.setHeader('Content-Encoding', 'gzip')
    }
    response.setHeader('Content-Length', body.length)
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

/** Does the backend let the original admin's origin call it with credentials? (A backend started before
 * admin_cors listed it does not: it is restarted by the caller.) */
export async function backendAllowsOrigin(backend: string): Promise<boolean> {
  const origin = `http://127.0.0.1:${ORIGINAL_ADMIN_PORT}`
  const response = await fetch(`${backend}/admin/auth`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  })
  return response.headers.get('access-control-allow-origin') === origin
}

/** Installs, builds and serves the original admin for this backend; throws with a one-line reason when it cannot. */
export async function startOriginalAdmin(backend: string): Promise<OriginalAdmin> {
  ensureInstalled()
  const buildDir = ensureBuilt(backend)
  const server = await serve(buildDir, ORIGINAL_ADMIN_PORT)
  return {
    base: `http://127.0.0.1:${ORIGINAL_ADMIN_PORT}`,
    buildDir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** First-load JS as npm run bench counts the console's: the scripts index.html loads or preloads, gzip -9. */
export function firstLoadJs(outDir: string): { bytes: number; files: number } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1] as string)
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length, 0)
  return { bytes, files: files.length }
}

// Its orders table is a plain <table> whose body rows link to orders.
const ORDER_ROW = 'table tbody tr td'

/** Fills its login form (the caller presses Enter: the e2e bench times from that key). */
export async function signIn(page: Page, base: string) {
  await page.goto(`${base}/login`)
  await page.getByPlaceholder('Email').fill(ADMIN.email)
  await page.getByPlaceholder('Password').fill(ADMIN.password)
}

export async function originalLoginToOrders(tools: BenchTools, base: string, backend: string) {
  const times: number[] = []
  const counts: number[] = []
  for (let run = 0; run < tools.runs; run++) {
    const browser = await tools.openContext()
    await signIn(browser.page, base)
    const requests = tools.apiRequests(browser.page, backend)
    const painted = await tools.firstRowPaintedAt(browser.page, ORDER_ROW)
    const started = Date.now()
    await browser.page.keyboard.press('Enter')
    const at = await painted()
    times.push(at - started)
    counts.push(requests.filter((r) => r.at <= at).length)
    await tools.closeContext(browser)
  }
  return { time: tools.median(times), requests: tools.median(counts) }
}

export async function originalOrderByUrl(tools: BenchTools, base: string, backend: string) {
  const browser = await tools.openContext()
  const { page } = browser
  await signIn(page, base)
  await page.keyboard.press('Enter')
  const row = page.locator('table tbody tr').first()
  const number = (await row.locator('td').filter({ hasText: /^#\d+$/ }).first().innerText()).trim()
  await row.click()
  await page.waitForURL(/\/a\/orders\/order_/)
  const url = page.url()
  // Its order page names the order in a button (click to copy) reading "#<number>".
  await page.getByRole('button', { name: new RegExp(`^${number}$`) }).waitFor()
  const paintedAt = await tools.watchPaintAfterLoad(page, 'button', `^${number}$`)
  const times: number[] = []
  const counts: number[] = []
  for (let run = 0; run < tools.runs; run++) {
    // As the console's runs: the last page's requests are answered before the link is opened.
    await page.waitForLoadState('networkidle')
    await page.goto('about:blank')
    const requests = tools.apiRequests(page, backend)
    const started = Date.now()
    await page.goto(url)
    const at = await paintedAt()
    times.push(at)
    counts.push(requests.filter((r) => r.at - started <= at).length)
    page.removeAllListeners('request')
  }
  await tools.closeContext(browser)
  return { time: tools.median(times), requests: tools.median(counts) }
}

/** Key to next paint of every key typed into its search modal: the console palette's texts and timing (timeKeys). */
export async function originalSearchKeys(tools: BenchTools, base: string) {
  const browser = await tools.openContext()
  const { page } = browser
  await signIn(page, base)
  await page.keyboard.press('Enter')
  await page.locator(ORDER_ROW).first().waitFor()
  await page.waitForLoadState('networkidle')
  const keys: number[] = []
  const slowest: string[] = []
  for (const text of SEARCH_TEXTS) {
    await page.keyboard.press('Control+k')
    const input = page.getByPlaceholder('Start typing to search...')
    await input.waitFor()
    const read = await timeKeys(page)
    await typeAsOperator(page, text)
    const perKey = (await read()).map((k) => k.ms)
    keys.push(...perKey)
    slowest.push(`'${text}' ${Math.max(0, ...perKey).toFixed(0)} ms`)
    await page.keyboard.press('Escape')
    await input.waitFor({ state: 'detached' })
  }
  await tools.closeContext(browser)
  return { slowestKey: Math.max(0, ...keys), keyCount: keys.length, slowest }
}
