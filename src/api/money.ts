// Medusa v1 amounts are integers in the currency's smallest unit (MEDUSA_V1_NOTES.md, Money).

// Building an Intl.NumberFormat costs far more than formatting with one: a table of thousands of
// amounts formats them with one formatter per currency and locale.
const formatters = new Map<string, Intl.NumberFormat>()
function currencyFormat(currencyCode: string, locale?: string): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currencyCode.toUpperCase()}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode.toUpperCase() })
    formatters.set(key, format)
  }
  return format
}

/** ISO 4217 minor-unit digits: EUR 2, JPY 0, KWD 3, as Intl knows them. */
const digitsByCurrency = new Map<string, number>()
/** Minor units of a currency (2 for EUR, 0 for JPY); kept per currency, as resolvedOptions() allocates. */
export function currencyDigits(currencyCode: string): number {
  let digits = digitsByCurrency.get(currencyCode)
  if (digits === undefined) {
    try {
      digits = currencyFormat(currencyCode, 'en').resolvedOptions().maximumFractionDigits ?? 2
    } catch {
      digits = 2
    }
    digitsByCurrency.set(currencyCode, digits)
  }
  return digits
}

export function formatMoney(amount: number, currencyCode: string, locale?: string): string {
  const digits = currencyDigits(currencyCode)
  return currencyFormat(currencyCode, locale).format(amount / 10 ** digits)
}

/** The amount as a plain decimal for an input field ("12.50"). */
export function formatMoneyInput(amount: number, currencyCode: string): string {
  const digits = currencyDigits(currencyCode)
  return (amount / 10 ** digits).toFixed(digits)
}

/** What may stand around an amount: currency symbols and codes, words ("12 EUR"), white space. */
const DECORATION = /[\p{L}\p{Sc}\s]/u
/** Thousands separators besides `.` and `,`: spaces (also the narrow ones Intl writes) and apostrophes (de-CH). */
const GROUPING = /[\s'’]/gu
const MINUS = new Set(['-', '\u2212'])

/** The sign and the digits with their separators, once the currency's symbol or code is taken off. */
function amountParts(raw: string): { negative: boolean; number: string } | undefined {
  // A walk, not one regex: a regex with decoration on both sides backtracks for long pasted text.
  const chars = Array.from(raw)
  let start = 0
  let end = chars.length
  const decoration = (at: number) => DECORATION.test(chars[at] ?? '')
  while (start < end && decoration(start)) start += 1
  const sign = chars[start] ?? ''
  const negative = MINUS.has(sign)
  if (negative || sign === '+') start += 1
  while (start < end && decoration(start)) start += 1
  while (end > start && decoration(end - 1)) end -= 1
  const number = chars.slice(start, end).join('').replace(GROUPING, '')
  return /^[\d.,]*\d[\d.,]*$/.test(number) ? { negative, number } : undefined
}

/** Whether the groups after the first are of 3 digits (2 within Indian lakhs: 12,34,567). */
const groupedWell = (groups: readonly string[]) =>
  groups.slice(1).every((group, i, rest) => (i === rest.length - 1 ? group.length === 3 : /^\d{2,3}$/.test(group)))

/** "1.234,50" -> { whole: '1234', fraction: '50' }; undefined when the separators make no number. */
function splitDecimal(number: string, digits: number): { whole: string; fraction: string } | undefined {
  const commas = number.split(',').length - 1
  const dots = number.split('.').length - 1
  let decimal: string | undefined
  if (commas && dots) decimal = number.lastIndexOf(',') > number.lastIndexOf('.') ? ',' : '.'
  else if (commas === 1) decimal = number.length - number.indexOf(',') - 1 === 3 && digits !== 3 ? undefined : ','
  else if (dots === 1) decimal = '.'
  const [whole = '', fraction = '', ...more] = decimal ? number.split(decimal) : [number]
  if (more.length) return undefined
  const grouping = /[.,]/.exec(whole)?.[0]
  if (grouping) {
    const groups = whole.split(grouping)
    if (!groups[0] || !groupedWell(groups) || groups.some((group) => !/^\d+$/.test(group))) return undefined
  }
  if (/[.,]/.test(fraction)) return undefined
  return { whole: whole.replace(/[.,]/g, ''), fraction }
}

/**
 * Reads what an operator typed ("12.5", "1,234.50", "12,50", "€ 9", "1 234,50 €") into minor units:
 * a comma with three digits after it groups thousands (unless the currency has three decimals).
 * Undefined when it is not an amount, has more decimals than the currency (12.345 EUR, 12.5 JPY: a
 * cent or yen is never made up), or is too large to count exactly.
 */
export function parseMoney(raw: string, currencyCode: string): number | undefined {
  const parts = amountParts(raw)
  const digits = currencyDigits(currencyCode)
  const split = parts && splitDecimal(parts.number, digits)
  if (!parts || !split) return undefined
  const { whole, fraction } = split
  // Zeros past the currency's decimals change nothing ("12.500"); any other digit there is refused.
  if (/[^0]/.test(fraction.slice(digits))) return undefined
  const minor = Number(`${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`)
  if (!Number.isSafeInteger(minor)) return undefined
  return parts.negative ? 0 - minor : minor
}
