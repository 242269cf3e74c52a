// npm run commands [-- --json]: every registered command, from the one registry.
import { registry } from '../src/commands/index'

const rows = registry.all.map((c) => ({ id: c.id, title: c.title, group: c.group, hotkey: c.hotkey ?? '', scope: c.scope ?? '' }))

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2))
} else {
  const width = (key: keyof (typeof rows)[number]) => Math.max(key.length, ...rows.map((r) => r[key].length))
  const columns = ['id', 'title', 'group', 'hotkey', 'scope'] as const
  const line = (cells: Record<(typeof columns)[number], string>) => columns.map((c) => cells[c].padEnd(width(c))).join('  ').trimEnd()
  console.log(line({ id: 'id', title: 'title', group: 'group', hotkey: 'hotkey', scope: 'scope' }))
  for (const row of rows) console.log(line(row))
  console.log(`\n${rows.length} commands`)
}
