import type { User } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { sessionAtom } from '@/atoms/core/session'
import { userDetailAtom } from '@/atoms/team/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime, personName } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'

function UserPanel({ user }: { user: User }) {
  const me = useAtomValue(sessionAtom).id === user.id
  return (
    <RecordPanel
      title={personName(user) || user.email}
      meta={`${user.email}${me ? ' · you' : ''}`}
      badges={<StatusBadge status={user.role ?? 'member'} />}
      actions={
        <>
          <CommandButton command="users.edit" label="Edit" />
          <CommandButton command="users.send-password-reset" label="Send password reset" />
          {me ? null : <CommandButton command="users.delete" label="Delete" />}
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{user.role ?? 'member'}</dd>
        <dt>API token</dt>
        <dd>{user.api_token ? 'Set' : <span className={shared.muted}>None</span>}</dd>
        <dt>Joined</dt>
        <dd>{dateTime(user.created_at)}</dd>
        <dt>Updated</dt>
        <dd>{dateTime(user.updated_at)}</dd>
      </dl>
    </RecordPanel>
  )
}

/** One user: who they are, their role, and what can be done about their account. */
export function UserDetail({ id }: { id: string }) {
  const detail = useAtomValue(userDetailAtom(id))
  return (
    <RecordDetail noun="user" kind="user" id={id} query={detail} entity={detail.data?.user as User | undefined}>
      {(user) => <UserPanel user={user} />}
    </RecordDetail>
  )
}
