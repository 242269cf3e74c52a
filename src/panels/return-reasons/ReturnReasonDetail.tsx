import type { ReturnReason } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { childrenOf, returnReasonDetailAtom } from '@/atoms/return-reasons/keys'
import { returnReasonsSettings } from '@/models/return-reasons/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { ListSection } from '@/panels/shared/ListSection'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import shared from '@/panels/shared/record-panel.module.css'

function ReturnReasonPanel({ reason }: { reason: ReturnReason }) {
  const children = childrenOf(reason).filter((c) => !c.deleted_at)
  const parent = reason.parent_return_reason
  return (
    <RecordPanel
      title={reason.label}
      meta={parent ? `${reason.value} · under ${parent.label}` : reason.value}
      actions={
        <>
          <CommandButton command="return-reasons.edit" label="Edit" />
          <CommandButton command="return-reasons.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Value</dt>
        <dd>{reason.value}</dd>
        <dt>Description</dt>
        <dd>{reason.description || <span className={shared.muted}>None</span>}</dd>
        <dt>Parent</dt>
        <dd>{parent ? <Link to={returnReasonsSettings.routes.record(parent.id)}>{parent.label}</Link> : <span className={shared.muted}>None: a top-level reason</span>}</dd>
        <dt>Updated</dt>
        <dd>{dateTime(reason.updated_at)}</dd>
      </dl>
      {parent ? null : (
        <ListSection
          title="Child reasons"
          actions={<CommandButton command="return-reasons.create" label="Create" variant="ghost" subject="child reason" />}
          items={children.map((c) => ({
            id: c.id,
            name: (
              <>
                <Link to={returnReasonsSettings.routes.record(c.id)}>{c.label}</Link> <span className={shared.muted}>{c.value}</span>
              </>
            ),
          }))}
          empty="No child reasons"
        />
      )}
    </RecordPanel>
  )
}

/** One return reason: its value, its parent or its children. */
export function ReturnReasonDetail({ id }: { id: string }) {
  const detail = useAtomValue(returnReasonDetailAtom(id))
  return (
    <RecordDetail noun="return reason" kind="return-reason" id={id} query={detail} entity={detail.data?.return_reason as ReturnReason | undefined}>
      {(reason) => <ReturnReasonPanel reason={reason} />}
    </RecordDetail>
  )
}
