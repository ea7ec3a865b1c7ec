// A group row as core's role rules read it (mayEditGroup, mayInviteToGroup, …).
import type { GroupRoleFacts } from '@questlog/core';
import type { GroupRow } from '../../db/repositories/groups.ts';

export const roleFactsOf = (group: GroupRow): GroupRoleFacts => ({
  type: group.type,
  leaderId: group.leader_id,
  purchased: group.purchased,
});
