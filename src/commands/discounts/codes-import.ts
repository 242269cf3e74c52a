import type { ImportRow } from '@/atoms/discounts/codes'
import { parseCsv } from '@/commands/core/csv'
import { CODE_PATTERN } from '@/models/discounts/rules'
import { grouped } from '@/models/core/text'

/**
 * The preview of a codes CSV (column `code`, optional `usage_limit`), before anything is sent: each
 * row new, already existing (anywhere in the store, codes being unique) or invalid, with its line.
 */
export function previewImport(text: string, existing: ReadonlySet<string>): { rows: ImportRow[] } | { error: string } {
  const parsed = parseCsv(text)
  if (!parsed.columns.includes('code')) return { error: `The CSV needs a "code" column (found: ${parsed.columns.join(', ') || 'none'})` }
  const broken = new Map(parsed.errors.map((e) => [e.line, e.message]))
  const seen = new Set<string>()
  const rows = parsed.rows.map((raw, index): ImportRow => {
    const line = parsed.lines[index] ?? index + 2
    const code = (raw.code ?? '').toUpperCase()
    const limitText = raw.usage_limit ?? ''
    // Digits only: Number() would also read '0x10' and '1e3'.
    const usageLimit = limitText ? (/^\d+$/.test(limitText) ? Number(limitText) : Number.NaN) : undefined
    const invalid = (reason: string): ImportRow => ({ line, code, usageLimit, status: 'invalid', reason })
    if (broken.has(line)) return invalid(broken.get(line) ?? 'Malformed line')
    if (!code) return invalid('No code')
    if (!CODE_PATTERN.test(code)) return invalid('A code holds letters, digits, - and _ only')
    if (usageLimit !== undefined && !(Number.isSafeInteger(usageLimit) && usageLimit > 0)) return invalid(`usage_limit "${limitText}" is not a whole number above 0`)
    if (seen.has(code)) return invalid('Repeats an earlier line')
    seen.add(code)
    if (existing.has(code)) return { line, code, usageLimit, status: 'exists', reason: 'Already exists' }
    return { line, code, usageLimit, status: 'new' }
  })
  return { rows }
}

/** "45 new, 2 already exist (lines 4, 9), 1 invalid (line 12)". */
export function previewSummary(rows: readonly ImportRow[]): string {
  const lines = (status: ImportRow['status']) => rows.filter((r) => r.status === status).map((r) => r.line)
  const part = (n: number[], text: string) => (n.length ? `, ${grouped(n.length)} ${text} (line${n.length > 1 ? 's' : ''} ${n.slice(0, 8).join(', ')}${n.length > 8 ? ', …' : ''})` : '')
  return `${grouped(lines('new').length)} new${part(lines('exists'), 'already exist')}${part(lines('invalid'), 'invalid')}`
}
