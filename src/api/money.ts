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

/**
 * Reads what an operator typed ("12.5", "1,234.50", "12,50", "€ 9") into minor units.
 * Returns undefined when it is not an amount.
 */
export function parseMoney(raw: string, currencyCode: string): number | undefined {
  let text = raw.replace(/[^\d.,-]/g, '')
  if (!/\d/.test(text)) return undefined
  const lastComma = text.lastIndexOf(',')
  const lastDot = text.lastIndexOf('.')
  // The right-most separator followed by at most 3 digits... is the decimal one unless both appear.
  if (lastComma > lastDot) {
    const after = text.length - lastComma - 1
    text = lastDot === -1 && after === 3 && currencyDigits(currencyCode) !== 3 ? text.replace(/,/g, '') : text.replace(/\./g, '').replace(',', '.')
  } else {
    text = text.replace(/,/g, '')
  }
  if (!/^-?\d*(\.\d*)?$/.test(text)) return undefined
  const value = Number(text)
  if (!Number.isFinite(value)) return undefined
  return Math.round(value * 10 ** currencyDigits(currencyCode))
}
