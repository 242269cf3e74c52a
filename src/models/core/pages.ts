/** One page of a Medusa list: its rows and the count of every match. */
export interface ListPage<T> {
  rows: readonly T[]
  count: number
}

/**
 * Every page of a Medusa list read by offset: the first, then the rest `atOnce` at a time, now that the
 * first has told how many match and how many a page holds (Medusa may cap a limit: the rest steps by
 * what it gave). Each page's rows go to `take` as it lands. Ask in a stable order (`order=id`), so pages
 * read side by side neither skip nor repeat a row.
 */
export async function readEveryPage<T>(page: (offset: number) => Promise<ListPage<T>>, atOnce: number, take: (rows: readonly T[]) => void): Promise<void> {
  const first = await page(0)
  take(first.rows)
  const step = first.rows.length
  const offsets: number[] = []
  for (let offset = step; step && offset < first.count; offset += step) offsets.push(offset)
  for (let at = 0; at < offsets.length; at += atOnce) {
    for (const read of await Promise.all(offsets.slice(at, at + atOnce).map(page))) take(read.rows)
  }
}
