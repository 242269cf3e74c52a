import type { ReturnReason } from '@medusajs/client-types'
import { returnReasonQueries } from '@/atoms/return-reasons/keys'
import { defineEntity, matchesText, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'return-reason': ReturnReason
  }
}

/** The store's reasons, parents and children alike (the list is small: filtered here). */
export async function allReasons(fetch: (q: ReturnType<typeof returnReasonQueries.table>) => Promise<{ return_reasons: ReturnReason[] }>) {
  return (await fetch(returnReasonQueries.table())).return_reasons
}

/** Reasons by label or value: 'Wrong size', with its value and parent as the hint. */
export const returnReasonEntity = defineEntity<ReturnReason>({
  noun: 'return reason',
  focus: 'return-reason',
  label: (r) => r.label,
  hint: (r) => [r.value, r.parent_return_reason?.label && `under ${r.parent_return_reason.label}`].filter(Boolean).join(' · '),
  search: async (q, { queryClient }) =>
    (await allReasons((o) => queryClient.fetchQuery(o))).filter((r) => matchesText(q, r.label, r.value)),
  exact: (r, q) => sameText(r.value, q),
})
