import { returnReasonQueries, returnReasonTableAtom } from '@/atoms/return-reasons/keys'
import { returnReasonsSettings } from '@/models/return-reasons/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { returnReasonColumns } from './columns'

/** Settings, return reasons: each reason followed by its children (one level, as Medusa allows); Enter opens one. */
export const ReturnReasonsTable = defineListPanel({
  area: returnReasonsSettings,
  ...medusaRecords('return-reason', returnReasonTableAtom, returnReasonQueries.detail),
  query: () => ({}),
  paged: false,
  columns: returnReasonColumns,
  selectable: false,
  rowLabel: (reason) => (reason.parent_return_reason ? `${reason.label} (under ${reason.parent_return_reason.label})` : reason.label),
  emptyText: 'No return reasons yet',
  actions: <CommandButton command="return-reasons.create" variant="primary" />,
})
