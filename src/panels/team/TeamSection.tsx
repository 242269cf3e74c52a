import { teamSettings } from '@/models/team/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { UserDetail } from './UserDetail'
import { UsersTable } from './UsersTable'

/** The team settings section: users and invites, the open user beside them. */
export default function TeamSection() {
  return <SplitArea routes={teamSettings.routes} detailLabel="User" table={UsersTable} detail={UserDetail} />
}
