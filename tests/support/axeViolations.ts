/** What the axe audits read of a violation: axe-core's own result, or its copy out of a browser page. */
export interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  nodes: Array<{ target: readonly unknown[] }>
}

/** The violations of impact serious or critical, one line each: the rule, its help and where it failed. */
export function seriousViolationLines(violations: readonly AxeViolation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
