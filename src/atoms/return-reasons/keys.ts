import type { AdminPostReturnReasonsReasonReq, AdminPostReturnReasonsReq, ReturnReason } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { returnReasons } from '@/api/admin/return-reasons'
import { mutation, queryAtomFamily } from '@/atoms/core/query'

/** A reason's children: client-types declares `return_reason_children` as one reason, Medusa sends a list. */
export const childrenOf = (reason: ReturnReason): ReturnReason[] =>
  (reason.return_reason_children as unknown as ReturnReason[] | undefined) ?? []

export const returnReasonQueries = {
  all: ['return-reasons'] as const,
  /** GET /admin/return-reasons: every reason, children nested under their parent. */
  list: () => queryOptions({ queryKey: [...returnReasonQueries.all, 'list'] as const, queryFn: () => returnReasons.list() }),
  /**
   * The settings table: each top-level reason followed by its children (Medusa lists only top-level
   * reasons, the children nested), so the table shows the tree one level deep.
   */
  table: () =>
    queryOptions({
      queryKey: [...returnReasonQueries.all, 'table'] as const,
      queryFn: async () => {
        const { return_reasons } = await returnReasons.list()
        const rows = (return_reasons as ReturnReason[]).flatMap((parent) => [parent, ...childrenOf(parent)])
        return { return_reasons: rows, count: rows.length }
      },
    }),
  detail: (id: string) => queryOptions({ queryKey: [...returnReasonQueries.all, 'detail', id] as const, queryFn: () => returnReasons.retrieve(id) }),
}

export const returnReasonTableAtom = queryAtomFamily(returnReasonQueries.table)
export const returnReasonDetailAtom = queryAtomFamily(returnReasonQueries.detail)

export const createReturnReasonMutation = mutation({
  mutationFn: (body: AdminPostReturnReasonsReq) => returnReasons.create(body),
  invalidates: [returnReasonQueries.all],
})

export const updateReturnReasonMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostReturnReasonsReasonReq }) => returnReasons.update(id, body),
  invalidates: [returnReasonQueries.all],
})

export const deleteReturnReasonMutation = mutation({
  mutationFn: (id: string) => returnReasons.delete(id),
  invalidates: [returnReasonQueries.all],
})
