import axe from 'axe-core'
import { expect, vi } from 'vitest'
import { seriousViolationLines } from '../support/axeViolations'

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
  return seriousViolationLines(results.violations)
}

/** Fails on any axe violation of impact serious or critical within `context`. */
export async function expectNoSeriousA11yViolations(context: Element = document.body): Promise<void> {
  expect(await seriousA11yViolations(context)).toEqual([])
}
