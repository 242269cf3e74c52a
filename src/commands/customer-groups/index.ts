import { customerGroupMemberCommands } from '@/commands/customers/group-members'
import { customerGroupRecordCommands } from '@/commands/customers/groups'

/** Customer groups and their members, and a customer's "Add to group…" / "Remove from group…". */
export const customerGroupCommands = [...customerGroupRecordCommands, ...customerGroupMemberCommands] as const
