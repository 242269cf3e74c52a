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
export function toCsv(
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, string | number | boolean | null | undefined>>,
  /** `;` for a file Medusa's product import reads (its CSV parser splits on `;` only). */
  delimiter: ',' | ';' = ',',
): string {
  const data = rows.map((row) => columns.map((column) => {
    const value = row[column]
    if (value === null || value === undefined) return ''
    return typeof value === 'string' ? neutralizeCell(value) : String(value)
  }))
  return Papa.unparse({ fields: [...columns], data }, { newline: '\r\n', delimiter })
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
  /** The line of each record, as a spreadsheet numbers its rows (blank rows count, a quoted line break does not). */
  lines: number[]
  /** Malformed lines (an unclosed quote, say), each with its 1-based line number. */
  errors: Array<{ line: number; message: string }>
}

const blank = (cells: readonly string[]) => cells.every((value) => !value.trim())

/** The rows of a CSV text: its header (the first non-blank row) and every non-blank row after it, by line. */
export interface CsvTable {
  header: string[]
  /** The header's line: 1 unless blank lines come first. */
  headerLine: number
  records: Array<{ line: number; cells: string[] }>
  /** papaparse's faults (an unclosed quote), one per line, from the header's line on. */
  faults: Map<number, string>
}

/**
 * Splits CSV text into rows; a BOM is dropped and the delimiter guessed among `delimiters`. Lines are
 * numbered as a spreadsheet numbers its rows: blank rows count, a line break inside quotes does not.
 * Not papaparse's header mode, which numbers lines wrongly once blank rows are skipped and leaves a
 * header that follows a blank line as it is.
 */
export function readCsvTable(text: string, delimiters: string[] = [',', ';', '\t']): CsvTable {
  const body = text.replace(/^\uFEFF/, '')
  // The delimiter is guessed on the first lines without blank ones, which would spoil the guess.
  const { delimiter } = Papa.parse<string[]>(body, { preview: 10, skipEmptyLines: 'greedy', delimitersToGuess: delimiters }).meta
  const result = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false })
  const headerAt = result.data.findIndex((cells) => !blank(cells))
  const faults = new Map<number, string>()
  for (const error of result.errors) {
    const line = (error.row ?? -1) + 1
    if (error.type !== 'Delimiter' && line > headerAt && !faults.has(line)) faults.set(line, error.message)
  }
  const records = result.data.flatMap((cells, index) => (index > headerAt && !blank(cells) ? [{ line: index + 1, cells }] : []))
  return { header: headerAt < 0 ? [] : (result.data[headerAt] ?? []), headerLine: headerAt + 1, records, faults }
}

/**
 * Parses CSV text with a header row; the delimiter (`,`, `;` or tab) is detected. A cell this
 * console neutralized on export ('=1+1) reads back as its value (=1+1), so an export re-imports unchanged.
 */
export function parseCsv(text: string): ParsedCsv {
  const { header: names, records, faults } = readCsvTable(text)
  const header = names.map((name) => name.trim().toLowerCase())
  const parsed: ParsedCsv = { columns: header.filter(Boolean), rows: [], lines: [], errors: [] }
  for (const { line, cells } of records) {
    if (cells.length !== header.length && !faults.has(line)) {
      faults.set(line, `Too ${cells.length > header.length ? 'many' : 'few'} fields: expected ${header.length} fields but parsed ${cells.length}`)
    }
    // A Map, then own properties: a column named "constructor" is a column; the first of a repeated name counts.
    const row = new Map<string, string>()
    header.forEach((name, at) => {
      if (name && !row.has(name)) row.set(name, restoreCell((cells[at] ?? '').trim()))
    })
    parsed.rows.push(Object.fromEntries(row))
    parsed.lines.push(line)
  }
  parsed.errors = [...faults].sort(([a], [b]) => a - b).map(([line, message]) => ({ line, message }))
  return parsed
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
