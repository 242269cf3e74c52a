// Writes the product pictures a database restored from the committed seed snapshot points at
// (backend/scripts/template.sh, template_restore_snapshot). The seed uploads each picture through
// POST /admin/uploads, and @medusajs/file-local stores it as backend/uploads/<time>-<file name>;
// a snapshot carries the URLs but not the files, which the seed's own generator makes again, byte
// for byte. Run with DATABASE_URL naming the restored database: npx tsx backend/seed/uploads.ts
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { runSql } from './backdate'
import { buildCatalog } from './catalog-data'
import { initials, productImage } from './png'

const UPLOADS = resolve(import.meta.dirname, '../uploads')
/** `<upload time>-<product handle>-<1 or 2>.png`, the name catalog.ts uploads under. */
const SEEDED_NAME = /^\d+-(.+)-([12])\.png$/

function main(): void {
  const catalog = new Map(buildCatalog().map((seed) => [seed.handle, seed]))
  const urls = runSql('SELECT url FROM image UNION SELECT thumbnail FROM product WHERE thumbnail IS NOT NULL')
    .split('\n')
    .filter(Boolean)
  mkdirSync(UPLOADS, { recursive: true })
  let written = 0
  for (const url of urls) {
    const name = url.slice(url.lastIndexOf('/') + 1)
    const match = SEEDED_NAME.exec(name)
    const seed = match && catalog.get(match[1] ?? '')
    if (!match || !seed) throw new Error(`the snapshot names a picture the seed does not make: ${url}`)
    const file = join(UPLOADS, name)
    if (existsSync(file)) continue
    writeFileSync(file, productImage(initials(seed.title), seed.hue, match[2] === '1' ? 0 : 1))
    written += 1
  }
  console.log(`[seed] ${String(written)} of ${String(urls.length)} seeded pictures written to backend/uploads`)
}

main()
