import type { Customer } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { selectionAtom } from '@/atoms/core/context'
import { customerGroupDetailAtom, customerGroupMembersAtom, type CountedGroup } from '@/atoms/customer-groups/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { membersText } from '@/models/customer-groups/entity'
import { grouped } from '@/models/core/text'
import { customersNav } from '@/models/customers/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { MetadataSection } from '@/panels/shared/MetadataSection'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { dateOnly } from '@/panels/shared/format'
import { Section } from '@/panels/shared/Section'
import { DataTable } from '@/panels/shared/table'
import { memberColumns } from './columns'
import styles from './customer-groups.module.css'

const MEMBER_PAGE_SIZES = [20, 50, 100] as const

/**
 * The group's customers: a dense table with its own search and paging (kept in the panel, not the
 * URL, which belongs to the groups table). Its selected rows are the selection commands read, so
 * "Remove customers from group…" acts on them.
 */
function Members({ group }: { group: CountedGroup }) {
  const [paging, setPaging] = useState({ offset: 0, limit: 20 })
  const [q, setQ] = useState('')
  const members = useAtomValue(customerGroupMembersAtom({ id: group.id, query: { q: q || undefined, ...paging } }))
  const membersCount = group.member_count ?? members.data?.count
  const setSelection = useSetAtom(selectionAtom)
  const navigate = useNavigate()
  useEffect(() => () => setSelection(null), [setSelection])

  return (
    <Section
      title={`Customers (${membersCount === undefined ? '…' : grouped(membersCount)})`}
      className={styles.section}
      actions={
        <>
          <CommandButton command="customer-groups.add-customers" label="Add customers" variant="ghost" />
          <CommandButton command="customer-groups.remove-customers" label="Remove customers" variant="ghost" />
        </>
      }
    >
      <DataTable<Customer>
        id="customer-group-members"
        label={`Customers in ${group.name}`}
        focusName="customers"
        rows={(members.data?.customers as Customer[] | undefined) ?? []}
        count={members.data?.count ?? 0}
        getRowId={(c) => c.id}
        columns={memberColumns}
        loading={members.isPending}
        error={members.error ? operatorMessage(members.error) : undefined}
        onRetry={() => void members.refetch()}
        offset={paging.offset}
        limit={paging.limit}
        pageSizes={MEMBER_PAGE_SIZES}
        onPaginationChange={setPaging}
        search={q}
        onSearchChange={(text) => {
          setQ(text)
          setPaging((p) => ({ ...p, offset: 0 }))
        }}
        searchLabel={`Search customers in ${group.name}`}
        emptyText={q ? 'No customer in this group matches' : 'No customers in this group yet'}
        onOpen={(c) => void navigate(customersNav.routes.record(c.id))}
        onSelectionChange={(rows) => setSelection(rows.length ? { kind: 'customer', ids: rows.map((c) => c.id), records: rows } : null)}
      />
    </Section>
  )
}

function GroupPanel({ group }: { group: CountedGroup }) {
  return (
    <RecordPanel
      title={group.name}
      meta={`${membersText(group.member_count) ?? '… customers'} · created ${dateOnly(group.created_at)}`}
      actions={
        <>
          <CommandButton command="customer-groups.update" label="Edit" />
          <CommandButton command="customer-groups.delete" label="Delete" />
        </>
      }
    >
      <MetadataSection metadata={group.metadata} className={styles.section} />
      <Members group={group} />
    </RecordPanel>
  )
}

/** The customer group panel: its name, metadata and members, each action a registered command. */
export function CustomerGroupDetail({ id }: { id: string }) {
  const detail = useAtomValue(customerGroupDetailAtom(id))
  return (
    <RecordDetail noun="customer group" kind="customer-group" id={id} query={detail} entity={detail.data?.customer_group}>
      {(group) => <GroupPanel group={group} />}
    </RecordDetail>
  )
}
