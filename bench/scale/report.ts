// The final report of npm run bench:scale (run.ts): Medusa's answer per task, the console in Chromium
// beside the original admin on the large store, then every other part's lines. Figures only.
import type { BrowserFigure } from './browser'
import type { OriginalFigures } from './original'
import type { Section } from './parts'

export interface Timing {
  first: number
  median: number
}

export interface Report {
  runs: number
  backendUrl: string
  demo: Map<string, Timing>
  large: Map<string, Timing>
  demoBrowser: Map<string, BrowserFigure>
  largeBrowser: Map<string, BrowserFigure>
  original?: OriginalFigures
  sections: Section[]
  switches: string[]
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const time = (f: BrowserFigure | undefined) => (!f ? '' : f.times ? `${fmt(f.median)} (${fmt(f.first)})` : 'no answer in 30 s')

/** Why the original admin has no figure for a console task (the footnotes under the table). */
const NOT_IN_ORIGINAL: Array<[RegExp, string]> = [
  [/^(draft-orders|collections|customer-groups|price-lists) table/, 'measured on the areas the issue names (orders, products, customers, discounts, gift cards)'],
  [/^palette: gift card code/, 'its search modal searches orders, customers, discounts and products only'],
  [/^picker: /, 'its pickers (add customers to a group, products to a price list, variants to an order) are modal tables with their own search, not timed here'],
]

function footnote(name: string, original: OriginalFigures | undefined): string | undefined {
  if (!original) return undefined
  if (original.unavailable) return 'not measured'
  return NOT_IN_ORIGINAL.find(([pattern]) => pattern.test(name))?.[1]
}

function printBrowser(r: Report, width: number): void {
  const originalOn = r.original !== undefined
  console.log(`\nThe console in Chromium (median of ${r.runs} runs, first run in brackets; JS heap after the task, after a GC)`)
  if (originalOn) console.log('beside the original Medusa admin on the large store, measured the same way (its own heap after the task)')
  const head = `${'task'.padEnd(width)}  ${'demo'.padStart(16)}  ${'large'.padStart(18)}  growth  ${'heap demo'.padStart(9)}  ${'heap large'.padStart(10)}`
  console.log(originalOn ? `${head}  ${'original, large'.padStart(18)}  ${'its heap'.padStart(8)}` : head)
  const notes = new Map<string, number>()
  const names = new Set([...r.demoBrowser.keys(), ...r.largeBrowser.keys(), ...(r.original?.figures.keys() ?? [])])
  for (const name of names) {
    const [d, l] = [r.demoBrowser.get(name), r.largeBrowser.get(name)]
    const growth = d?.times && l?.times ? `${(l.median / d.median).toFixed(2)}x` : '-'
    let row = `${name.padEnd(width)}  ${time(d).padStart(16)}  ${time(l).padStart(18)}  ${growth.padStart(6)}  ${(d ? mb(d.heap) : '').padStart(9)}  ${(l ? mb(l.heap) : '').padStart(10)}`
    if (originalOn) {
      const o = r.original?.figures.get(name)
      const note = o ? r.original?.notes.get(name) : footnote(name, r.original)
      if (note && !notes.has(note)) notes.set(note, notes.size + 1)
      const mark = note ? `[${notes.get(note)}]` : ''
      row += `  ${(o ? `${mark}${time(o)}` : mark).padStart(18)}  ${(o ? mb(o.heap) : '').padStart(8)}`
    }
    console.log(row)
  }
  for (const [note, n] of notes) console.log(`  [${n}] the original: ${note}`)
  if (r.original?.unavailable) console.log(`  the original admin was not measured: ${r.original.unavailable}`)
  const failures = [['demo', r.demoBrowser], ['large', r.largeBrowser], ['original, large', r.original?.figures ?? new Map<string, BrowserFigure>()]] as const
  for (const [store, figures] of failures) {
    for (const [name, f] of figures) if (f.failed) console.log(`  ${store}, ${name}: ${f.failed}${f.times ? ` (the figure is of ${f.times} runs)` : ''}`)
  }
  console.log("(the console's palette searches wait 150 ms after the last key before asking, its pickers 200 ms, the original's search modal 500 ms: all are in these times)")
}

export function printReport(r: Report): void {
  const names = [...r.demo.keys(), ...r.demoBrowser.keys(), ...r.largeBrowser.keys(), ...(r.original?.figures.keys() ?? [])]
  const width = Math.max(4, ...names.map((name) => name.length))
  if (r.demo.size) {
    console.log(`\nMedusa's answer per task (median of ${r.runs} warm runs; cold first run in brackets), ${r.backendUrl}`)
    console.log(`${'task'.padEnd(width)}  ${'demo'.padStart(16)}  ${'large'.padStart(18)}  growth`)
    for (const [name, d] of r.demo) {
      const l = r.large.get(name)
      if (!l) continue
      console.log(`${name.padEnd(width)}  ${`${fmt(d.median)} (${fmt(d.first)})`.padStart(16)}  ${`${fmt(l.median)} (${fmt(l.first)})`.padStart(18)}  ${(l.median / d.median).toFixed(1)}x`)
    }
  }
  if (r.demoBrowser.size || r.largeBrowser.size || r.original) printBrowser(r, width)
  for (const { title, lines } of r.sections) console.log(`\n${title}\n${lines.join('\n')}`)
  if (r.switches.length) console.log(`\nswitching stores (from their templates): ${r.switches.join(', ')}`)
}
