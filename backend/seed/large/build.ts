// Prints the large store's SQL script: `tsx backend/seed/large/build.ts COLUMNS.json > large.sql`.
// COLUMNS.json is the schema's columns as backend/scripts/large.sh reads them from the database:
// [{ "table": ..., "column": ..., "type": ... }, ...] in column order.
import { readFileSync } from 'node:fs'
import { largeStoreSql, type Column } from './sql'

const file = process.argv[2]
if (!file) {
  console.error('usage: tsx backend/seed/large/build.ts COLUMNS.json')
  process.exit(2)
}
const columns = JSON.parse(readFileSync(file, 'utf8')) as Column[]
process.stdout.write(largeStoreSql(columns))
