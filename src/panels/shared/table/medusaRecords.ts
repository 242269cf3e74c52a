import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query'
import type { Atom } from 'jotai'
import type { AtomWithQueryResult } from 'jotai-tanstack-query'
import type { EntityKind, EntityMap } from '@/atoms/core/context'

/** 'gift-card' -> 'gift_card': how Medusa's answers name a record of the kind. */
type Snake<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Snake<B>}` : S
type One<K extends EntityKind> = Snake<K>
type Many<K extends EntityKind> = `${Snake<K>}s`

const snake = <K extends EntityKind>(kind: K) => kind.replaceAll('-', '_') as One<K>

/**
 * A list panel's records read the way Medusa answers: a page holds its rows under the kind's plural
 * (`gift_cards`), a detail its record under the singular (`gift_card`). Spread into a list panel's
 * descriptor for its `kind`, `listAtom`, `rows`, `detail` and `entity`.
 */
export function medusaRecords<
  K extends EntityKind,
  TQuery,
  TList extends { count: number } & { readonly [P in Many<K>]: readonly { id: string }[] },
  TDetail extends { readonly [P in One<K>]: EntityMap[K] },
  TKey extends QueryKey,
>(kind: K, listAtom: (query: TQuery) => Atom<AtomWithQueryResult<TList, Error>>, detail: (id: string) => FetchQueryOptions<TDetail, Error, TDetail, TKey>) {
  const one = snake(kind)
  const many: Many<K> = `${one}s`
  return {
    kind,
    listAtom,
    rows: (list: TList): TList[Many<K>] => list[many],
    detail,
    entity: (res: TDetail) => res[one],
  }
}
