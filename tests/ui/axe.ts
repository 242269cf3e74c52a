import axe from 'axe-core'
import { expect, vi } from 'vitest'

/**
 * Runs axe-core over `context` (document.body by default, so content portalled there is included)
 * and fails on any violation of impact serious or critical. axe schedules its work on timers, so
 * fake timers are switched back to real ones first.
 */
export async function expectNoSeriousA11yViolations(context: Element = document.body): Promise<void> {
  if (vi.isFakeTimers()) vi.useRealTimers()
  const results = await axe.run(context, {
    // jsdom does no layout or painting: contrast cannot be measured here.
    rules: { 'color-contrast': { enabled: false } },
  })
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}
