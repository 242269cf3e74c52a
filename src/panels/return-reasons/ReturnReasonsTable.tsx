import type { ReturnReason } from '@medusajs/client-types'
import { returnReasonQueries, returnReasonTableAtom } from '@/atoms/return-reasons/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { returnReasonColumns } from './columns'

/** /a/settings/return-reasons: each reason followed by its children (one level, as Medusa allows); Enter opens one. */
export function ReturnReasonsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { table } = useListPanel({
    kind: 'return-reason',
    basePath: '/a/settings/return-reasons',
    url: { filterKeys: [] },
    query: () => ({}),
    listAtom: returnReasonTableAtom,
    rows: (res): readonly ReturnReason[] => res.return_reasons,
    detail: returnReasonQueries.detail,
    entity: (res) => res.return_reason as ReturnReason,
    detailOpen,
  })
  return (
    <ListPanel id="return-reasons" title="Return reasons" actions={<CommandButton command="return-reasons.create" variant="primary" />}>
      <DataTable<ReturnReason>
        id="return-reasons"
        label="Return reasons"
        columns={returnReasonColumns}
        selectable={false}
        emptyText="No return reasons yet"
        rowLabel={(reason) => (reason.parent_return_reason ? `${reason.label} (under ${reason.parent_return_reason.label})` : reason.label)}
        {...table}
        onSearchChange={undefined}
        onPaginationChange={undefined}
        limit={Math.max(table.rows.length, 1)}
        pageSizes={[Math.max(table.rows.length, 1)]}
      />
    </ListPanel>
  )
}
