// A benchmark figure, not a test: the price grid with 5,000 variants × 3 currencies, built for
// production and opened in Debian's Chromium. Prints keystroke-to-paint (Event Timing, and a
// keydown → next frame measure for every key) while moving and typing, and the long tasks while
// scrolling the grid from top to bottom. Run: npx tsx scripts/bench-price-grid.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ROWS = Number(process.env.BENCH_ROWS ?? 5000)
const PORT = 4183

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN
const ms = (value: number) => `${value.toFixed(1)} ms`

interface PageFigures {
  keys: number[]
  events: Array<{ name: string; duration: number }>
  longTasks: number[]
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'price-grid-bench-'))
  const config = {
    root: join(HERE, 'bench-price-grid'),
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react()],
    resolve: { alias: { '@': join(ROOT, 'src') } },
  }
  await build({ ...config, build: { outDir, emptyOutDir: true, target: 'es2022' } })
  const server = await preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: PORT, strictPort: true } })
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await page.goto(`http://127.0.0.1:${PORT}/?rows=${ROWS}`)
    await page.locator('[data-cell="0:0"]').waitFor()
    await page.evaluate(() => {
      const w = window as unknown as { __bench: PageFigures }
      w.__bench = { keys: [], events: [], longTasks: [] }
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'keydown') w.__bench.events.push({ name: e.name, duration: e.duration })
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit)
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__bench.longTasks.push(e.duration)
      }).observe({ type: 'longtask', buffered: false })
      // (No named functions inside evaluate: tsx would wrap them in a helper the page lacks.)
      // keydown → the frame after the next animation frame: the key's work has been painted.
      document.addEventListener(
        'keydown',
        () => {
          const at = performance.now()
          requestAnimationFrame(() => setTimeout(() => w.__bench.keys.push(performance.now() - at), 0))
        },
        true,
      )
    })
    // The floor: the same keys into a plain text field beside the grid (what the browser alone costs).
    await page.evaluate(() => document.body.appendChild(Object.assign(document.createElement('textarea'), { id: 'floor', ariaLabel: 'floor' })))
    await page.locator('#floor').focus()
    for (let i = 0; i < 100; i += 1) await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'a')
    await page.waitForTimeout(200)
    const floor = await page.evaluate(() => {
      const w = window as unknown as { __bench: PageFigures }
      const keys = w.__bench.keys
      w.__bench = { keys: [], events: [], longTasks: [] }
      return keys
    })
    await page.locator('[data-cell="0:0"]').focus()
    // Moving: 200 arrow keys down and across.
    for (let i = 0; i < 200; i += 1) await page.keyboard.press(i % 10 === 9 ? 'ArrowRight' : 'ArrowDown')
    await page.waitForTimeout(200)
    const moving = await page.evaluate(() => {
      const w = window as unknown as { __bench: PageFigures }
      const figures = { ...w.__bench, at: document.activeElement?.getAttribute('data-cell') }
      w.__bench = { keys: [], events: [], longTasks: [] }
      return figures
    })
    // Typing: 60 cells edited (type, Enter writes and moves down).
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.type(String(10 + i))
      await page.keyboard.press('Enter')
    }
    await page.waitForTimeout(200)
    const typing = await page.evaluate(() => {
      const w = window as unknown as { __bench: PageFigures }
      const figures = { ...w.__bench }
      w.__bench = { keys: [], events: [], longTasks: [] }
      return figures
    })
    // Scrolling: the grid from top to bottom and back, 40 px per frame.
    const scroll = await page.evaluate(async () => {
      const grid = document.querySelector<HTMLElement>('[role="grid"]')
      if (!grid) throw new Error('no grid')
      const start = performance.now()
      let frames = 0
      for (let top = 0; top < grid.scrollHeight; top += 2000) {
        grid.scrollTop = top
        frames += 1
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      for (let i = 0; i < 600; i += 1) {
        grid.scrollTop -= 40
        frames += 1
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      const w = window as unknown as { __bench: PageFigures }
      return { frames, elapsed: performance.now() - start, longTasks: w.__bench.longTasks, rendered: grid.querySelectorAll('[role="row"]').length }
    })
    console.log(`price grid: ${ROWS} rows × 3 currencies (production build, ${CHROMIUM})`)
    const line = (name: string, keys: number[]) =>
      console.log(`  ${name} (${keys.length} keys): keystroke → painted frame median ${ms(percentile(keys, 0.5))}, p95 ${ms(percentile(keys, 0.95))}, max ${ms(Math.max(...keys))}`)
    line('plain text field (floor)', floor)
    line('arrows in the grid', moving.keys)
    console.log(`  (arrows ended on cell ${moving.at}; Event Timing entries ≥ 16 ms: ${moving.events.length}, max ${ms(Math.max(0, ...moving.events.map((e) => e.duration)))})`)
    line('typing in cells, Enter', typing.keys)
    console.log(`  Event Timing keydown entries ≥ 16 ms: ${typing.events.length}${typing.events.length ? `, max ${ms(Math.max(...typing.events.map((e) => e.duration)))}` : ''}`)
    console.log(`  long tasks while moving and typing: ${typing.longTasks.length}${typing.longTasks.length ? ` (max ${ms(Math.max(...typing.longTasks))})` : ''}`)
    console.log(`  scrolling: ${scroll.frames} frames in ${ms(scroll.elapsed)}, ${scroll.rendered} rows in the DOM, long tasks ${scroll.longTasks.length}${scroll.longTasks.length ? ` (max ${ms(Math.max(...scroll.longTasks))})` : ''}`)
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    rmSync(outDir, { recursive: true, force: true })
  }
}

await main()
