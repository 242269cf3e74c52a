import type { Invite } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { focusAtom, selectionAtom } from '@/atoms/core/context'
import { inviteTableAtom } from '@/atoms/team/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import shared from '@/panels/shared/record-panel.module.css'
import { DataTable } from '@/panels/shared/table'
import { inviteColumns } from './columns'

const NO_INVITES: readonly Invite[] = []

/**
 * Pending and expired invites. Not a record panel of its own: a focused row is what r (resend) and
 * shift+backspace (delete) act on, and a selection runs them on several.
 */
export function InvitesTable() {
  const list = useAtomValue(inviteTableAtom)
  const setFocus = useSetAtom(focusAtom)
  const setSelection = useSetAtom(selectionAtom)
  useEffect(
    () => () => {
      setFocus((f) => (f?.kind === 'invite' ? null : f))
      setSelection((s) => (s?.kind === 'invite' ? null : s))
    },
    [setFocus, setSelection],
  )
  const rows = list.data?.invites ?? NO_INVITES
  return (
    <section aria-labelledby="invites-heading" className={shared.section}>
      <div className={shared.sectionHeader}>
        <h2 id="invites-heading" className={shared.subheading}>
          Invites ({list.data?.count ?? 0})
        </h2>
        <CommandButton command="invites.create" variant="primary" />
      </div>
      <DataTable<Invite>
        id="invites"
        label="Invites"
        columns={inviteColumns}
        rows={rows}
        count={rows.length}
        getRowId={(invite) => invite.id}
        rowLabel={(invite) => `invite to ${invite.user_email}`}
        loading={list.isPending}
        error={list.error ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
        emptyText="No pending invites"
        pageSizes={[rows.length || 1]}
        limit={Math.max(rows.length, 1)}
        onFocusedRowChange={(invite) => setFocus({ kind: 'invite', id: invite.id, entity: invite })}
        onSelectionChange={(selected) => setSelection(selected.length ? { kind: 'invite', ids: selected.map((i) => i.id), records: selected } : null)}
      />
    </section>
  )
}
