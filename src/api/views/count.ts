import { client } from '../client'

/**
 * How many records a Medusa list holds for a query: one row asked for, the answer's `count` read.
 * (`limit=0` is no count in Medusa 1.20: TypeORM takes a take of 0 as no limit and answers every row.)
 */
export async function listCount(path: string, query: Readonly<Record<string, unknown>>): Promise<number> {
  const answer = await client.get<{ count?: number }>(path, { ...query, limit: 1, offset: 0 })
  return typeof answer.count === 'number' ? answer.count : 0
}
