import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  nodes: Array<{ target: unknown[] }>
}

/**
 * axe-core run inside the page (WCAG 2.1 A and AA, colour contrast included: a real browser paints),
 * over `selector` (the whole document by default). Fails on any serious or critical violation.
 */
export async function expectNoSeriousAxeViolations(page: Page, selector = 'body'): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE })
  const violations = await page.evaluate(async (root) => {
    const axe = (window as unknown as { axe: { run: (c: Element, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const context = document.querySelector(root) ?? document.body
    const results = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
    return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }))
  }, selector)
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}
