// tests/contract/REFUSALS.md is generated from the refusal tables: this test fails while the file is
// not what the tables say, and `npm run refusals` writes it.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { documentedAnswer, type RefusalCase, type RefusalTableModule } from '../support/refusals'

const DOC = join(import.meta.dirname, '../contract/REFUSALS.md')
const tables = Object.values(import.meta.glob<RefusalTableModule>('./*/refusals.ts', { eager: true }))
  .map(({ refusals }) => refusals)
  .sort((a, b) => a.mock.localeCompare(b.mock))

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

function row(refusal: RefusalCase<never>): string {
  const { status, type, message, errors } = documentedAnswer(refusal)
  const note = refusal.mockOnly ? ` (mock only: ${refusal.mockOnly})` : ''
  const listed = errors ? ` (errors: ${errors.join('; ')})` : ''
  return `| ${cell(refusal.route)} | ${cell(refusal.when)}${cell(note)} | ${status} | ${type ?? ''} | ${cell(message)}${cell(listed)} |`
}

function render(): string {
  const total = tables.reduce((sum, table) => sum + table.cases.length, 0)
  const lines = [
    '# Refusals the msw mocks imitate',
    '',
    '<!-- Generated from tests/mocks/*/refusals.ts by `npm run refusals`: edit the tables, not this file. -->',
    '',
    `Every refusal a mock answers is one row of a table in tests/mocks/<mock>/refusals.ts (${total} rows in`,
    `${tables.length} tables). The same test body (tests/support/refusals.ts \`runRefusals\`) runs each row against`,
    'msw (tests/mocks/refusals.test.ts) and against a real Medusa 1.20 (tests/contract/refusals.test.ts) and',
    'compares `{ status, type, message }` whole, so a unit test passing against a mock means the same against',
    'the server. `{…}` in a message is a value the row\'s context made (a code, an id).',
    '',
  ]
  for (const table of tables) {
    lines.push(`## ${table.mock} (${table.cases.length})`, '', table.about, '', '| Request | When | Status | Type | Message |', '|---|---|---|---|---|')
    for (const refusal of table.cases) lines.push(row(refusal as RefusalCase<never>))
    lines.push('')
  }
  return lines.join('\n')
}

it('tests/contract/REFUSALS.md is what the refusal tables say (npm run refusals writes it)', () => {
  const rendered = render()
  if (process.env.UPDATE_REFUSALS === '1') writeFileSync(DOC, rendered)
  expect(readFileSync(DOC, 'utf8')).toBe(rendered)
})
