// npm run bench: builds the console and prints first-load and total gzipped JavaScript.
// First load = the entry script and every chunk index.html preloads; areas, Sentry and Segment load later.
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const BUDGET_KB = 130
const outDir = join(tmpdir(), `console-bench-${process.pid}`)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gz = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length

const started = Date.now()
await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } })
const buildMs = Date.now() - started

const html = readFileSync(join(outDir, 'index.html'), 'utf8')
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string)
const allJs = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`)

const firstLoadGz = firstLoad.reduce((sum, f) => sum + gz(f), 0)
const totalGz = allJs.reduce((sum, f) => sum + gz(f), 0)
const largest = allJs.map((f) => [f, gz(f)] as const).sort((a, b) => b[1] - a[1]).slice(0, 8)

console.log(`build time             ${(buildMs / 1000).toFixed(1)} s`)
console.log(`first-load JS (gzip)   ${kb(firstLoadGz)} in ${firstLoad.length} file(s)   budget ${BUDGET_KB} KB`)
console.log(`total JS (gzip)        ${kb(totalGz)} in ${allJs.length} file(s)`)
console.log('largest chunks (gzip):')
for (const [file, size] of largest) console.log(`  ${kb(size).padStart(9)}  ${file}${firstLoad.includes(file) ? '  (first load)' : ''}`)
rmSync(outDir, { recursive: true, force: true })
if (firstLoadGz > BUDGET_KB * 1024) {
  console.log(`OVER BUDGET by ${kb(firstLoadGz - BUDGET_KB * 1024)}`)
  process.exitCode = 1
}
