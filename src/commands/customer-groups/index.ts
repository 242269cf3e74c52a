import { customerGroupMemberCommands } from '@/commands/customer-groups/members'
import { customerGroupRecordCommands } from '@/commands/customer-groups/groups'
import { focusGroupCustomers } from '@/commands/customer-groups/focus'
import { inGroup } from '@/commands/core/define'

/** Customer groups and their members, and a customer's "Add to group…" / "Remove from group…". */
export const customerGroupCommands = inGroup('Customer groups', [...customerGroupRecordCommands, ...customerGroupMemberCommands, focusGroupCustomers])
