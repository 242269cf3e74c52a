import type { ReturnReason } from '@medusajs/client-types'
import type { returnReasons as reasonsApi } from '@/api/admin/return-reasons'
import { defineRefusals, duplicateError, invalidData, notFound } from '../../support/refusals'

// Every refusal the return-reasons mock imitates, one row each (tests/support/refusals.ts): run against
// msw with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/return-reasons.ts.

export interface ReturnReasonRefusalContext {
  api: typeof reasonsApi
  /** A reason made for the row and a child of it (deleted after on the server). */
  parent: ReturnReason
  child: ReturnReason
}

/** The parent and its child; `value` is fresh per run (the contract database is not reset). */
export async function makeReasons(api: typeof reasonsApi, value: string): Promise<ReturnReasonRefusalContext> {
  const { return_reason: parent } = await api.create({ value, label: 'Refusal parent' })
  const { return_reason: child } = await api.create({ value: `${value}_child`, label: 'Refusal child', parent_return_reason_id: parent.id })
  return { api, parent, child }
}

const unknownReason = notFound('Return Reason with id: rr_missing was not found.')

export const refusals = defineRefusals<ReturnReasonRefusalContext>({
  mock: 'return-reasons',
  about: 'Each row acts on a reason made for it and a child of that reason.',
  cases: [
    { route: 'GET /admin/return-reasons/{id}', when: 'an unknown reason', call: ({ api }) => api.retrieve('rr_missing'), expected: unknownReason },
    { route: 'POST /admin/return-reasons/{id}', when: 'an unknown reason', call: ({ api }) => api.update('rr_missing', { label: 'x' }), expected: unknownReason },
    { route: 'DELETE /admin/return-reasons/{id}', when: 'an unknown reason', call: ({ api }) => api.delete('rr_missing'), expected: unknownReason },
    {
      route: 'POST /admin/return-reasons',
      when: 'an unknown parent',
      call: ({ api, parent }) => api.create({ value: `${parent.value}_orphan`, label: 'Orphan', parent_return_reason_id: 'rr_missing' }),
      expected: unknownReason,
    },
    {
      route: 'POST /admin/return-reasons',
      when: 'a value in use',
      call: ({ api, parent }) => api.create({ value: parent.value, label: 'Again' }),
      expected: ({ parent }) => duplicateError(`Return_reason with value ${parent.value} already exists.`),
    },
    {
      route: 'POST /admin/return-reasons/{id}',
      when: 'an update to a value in use',
      call: ({ api, parent, child }) => api.update(child.id, { value: parent.value }),
      expected: ({ parent }) => duplicateError(`Return_reason with value ${parent.value} already exists.`),
    },
    {
      route: 'POST /admin/return-reasons',
      when: 'a child of a child (reasons nest one level)',
      call: ({ api, child }) => api.create({ value: `${child.value}_grandchild`, label: 'Too deep', parent_return_reason_id: child.id }),
      expected: invalidData('Doubly nested return reasons is not supported'),
    },
  ],
})
