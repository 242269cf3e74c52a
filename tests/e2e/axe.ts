import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { seriousViolationLines, type AxeViolation } from '../support/axeViolations'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The rules of those tags that read colours: all that can change with the colour scheme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * axe-core run inside the page (WCAG 2.1 A and AA, colour contrast included: a real browser paints),
 * over `selector` (the whole document by default); `rules` runs only those. Fails on any serious or
 * critical violation.
 */
export async function expectNoSeriousAxeViolations(page: Page, selector = 'body', rules?: string[]): Promise<void> {
  // Evaluated, not added as a <script>: the console's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }
  const violations = await page.evaluate(
    async ({ root, runOnly }) => {
      const axe = (window as unknown as { axe: { run: (c: Element, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe
      const context = document.querySelector(root) ?? document.body
      const results = await axe.run(context, { runOnly })
      return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }))
    },
    { root: selector, runOnly },
  )
  expect(seriousViolationLines(violations)).toEqual([])
}
