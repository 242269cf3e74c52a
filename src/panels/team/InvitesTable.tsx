import type { Invite } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { inviteTableAtom } from '@/atoms/team/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import { DataTable, useRowFocus, wholeList } from '@/panels/shared/table'
import { inviteColumns } from './columns'

const NO_INVITES: readonly Invite[] = []

/**
 * Pending and expired invites. Not a record panel of its own: a focused row is what r (resend) and
 * shift+backspace (delete) act on, and a selection runs them on several.
 */
export function InvitesTable() {
  const list = useAtomValue(inviteTableAtom)
  const focus = useRowFocus<'invite', Invite>('invite')
  const rows = list.data?.invites ?? NO_INVITES
  return (
    <Section title={`Invites (${list.data?.count ?? 0})`} level={2} headingId="invites-heading" actions={<CommandButton command="invites.create" variant="primary" />}>
      <DataTable<Invite>
        id="invites"
        label="Invites"
        columns={inviteColumns}
        rowLabel={(invite) => `invite to ${invite.user_email}`}
        emptyText="No pending invites"
        {...wholeList(rows, list)}
        {...focus}
      />
    </Section>
  )
}
