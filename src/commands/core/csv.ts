import Papa from 'papaparse'
import { download, type CommandResult } from './define'

/**
 * CSV in and out for exports, imports and generated codes, through papaparse: quoted fields,
 * embedded newlines, a BOM and `;`-delimited files from spreadsheets are where hand-written
 * parsers break.
 */

export type CsvRow = Record<string, string>

/**
 * A text a spreadsheet would run as a formula (OWASP "CSV injection"): it starts with = + - @, a tab
 * or a carriage return, after any apostrophes this file added before (so that one written back is
 * told apart from a value that really starts with an apostrophe).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/
const NEUTRALIZED = /^'+[=+\-@\t\r]/

/** A text cell as it is written: one apostrophe before a formula start, so a spreadsheet shows it as text. */
export const neutralizeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text)

/** A cell as this console wrote it, read back to its value: the one apostrophe added is taken off. */
export const restoreCell = (text: string) => (NEUTRALIZED.test(text) ? text.slice(1) : text)

/**
 * A CSV text with a header row; values are quoted where they need it, and no text cell becomes a
 * formula (a shopper's name `=HYPERLINK(…)` stays text). Numbers are written as numbers: -5 is no formula.
 */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, string | number | boolean | null | undefined>>): string {
  const data = rows.map((row) => columns.map((column) => {
    const value = row[column]
    if (value === null || value === undefined) return ''
    return typeof value === 'string' ? neutralizeCell(value) : String(value)
  }))
  return Papa.unparse({ fields: [...columns], data }, { newline: '\r\n' })
}

/**
 * The command result that downloads a CSV. A BOM first, so spreadsheets read accents as UTF-8.
 * The object URL lives until the page closes: a download is rare and small enough not to track it.
 */
export function csvDownload(filename: string, csv: string): CommandResult {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })
  return download(filename, URL.createObjectURL(blob))
}

export interface ParsedCsv {
  /** The header row's names, trimmed and lower-cased. */
  columns: string[]
  /** One record per non-empty line, keyed by those names; values trimmed. */
  rows: CsvRow[]
  /** Malformed lines (an unclosed quote, say), each with its 1-based line number. */
  errors: Array<{ line: number; message: string }>
}

/** One fault per line (an unclosed quote also reports too few fields), with the line it is on. */
function faultsByLine(errors: readonly Papa.ParseError[]): ParsedCsv['errors'] {
  const byLine = new Map<number, string>()
  for (const error of errors) {
    // A guessed delimiter is not a fault of any line. The header is line 1, so data row n is line
    // n + 2, except that papaparse counts an unclosed quote's row from 1.
    if (error.type === 'Delimiter' || error.row === undefined) continue
    const line = error.row + (error.type === 'Quotes' ? 1 : 2)
    if (!byLine.has(line)) byLine.set(line, error.message)
  }
  return [...byLine].map(([line, message]) => ({ line, message }))
}

/**
 * Parses CSV text with a header row; the delimiter (`,`, `;` or tab) is detected. A cell this
 * console neutralized on export ('=1+1) reads back as its value (=1+1), so an export re-imports unchanged.
 */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<CsvRow>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: (header) => header.trim().toLowerCase(),
    transform: (value) => restoreCell(value.trim()),
  })
  return {
    columns: (result.meta.fields ?? []).filter(Boolean),
    rows: result.data,
    errors: faultsByLine(result.errors),
  }
}

/** Reads an uploaded file as text (File.text is missing in some test environments). */
export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    reader.readAsText(file)
  })
}
