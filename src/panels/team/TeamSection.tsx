import { SplitArea } from '@/panels/shared/SplitArea'
import { UserDetail } from './UserDetail'
import { UsersTable } from './UsersTable'

/** /a/settings/team/*: users and invites, the open user beside them. */
export default function TeamSection() {
  return <SplitArea basePath="/a/settings/team" detailLabel="User" table={UsersTable} detail={UserDetail} />
}
