import axe from 'axe-core'
import { expect, vi } from 'vitest'

/**
 * axe-core's violations of impact serious or critical within `context` (document.body by default, so
 * content portalled there is included), one line each. axe schedules its work on timers, so fake
 * timers are switched back to real ones first.
 */
export async function seriousA11yViolations(context: Element = document.body): Promise<string[]> {
  if (vi.isFakeTimers()) vi.useRealTimers()
  const results = await axe.run(context, {
    // The test DOM does no layout or painting: contrast cannot be measured here.
    rules: { 'color-contrast': { enabled: false } },
  })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Fails on any axe violation of impact serious or critical within `context`. */
export async function expectNoSeriousA11yViolations(context: Element = document.body): Promise<void> {
  expect(await seriousA11yViolations(context)).toEqual([])
}
