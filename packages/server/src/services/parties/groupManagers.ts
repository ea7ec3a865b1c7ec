// Managers: the leader names and removes them; they must be members.
import { BadRequest, mayChooseManagers, NotAuthorized } from '@questlog/core';
import { findMemberRole, setMemberRole } from '../../db/repositories/groups.ts';
import { roleFactsOf } from './groupRoleFacts.ts';
import type { PartyChange } from './partyChange.ts';

export async function setManager(
  change: PartyChange,
  managerId: unknown,
  isManager: boolean,
): Promise<void> {
  const { tx, group, user } = change;
  if (typeof managerId !== 'string' || managerId === '') throw new BadRequest('managerIdRequired');
  if (!mayChooseManagers(roleFactsOf(group), user.row.id)) {
    throw new NotAuthorized('messageGroupOnlyLeaderCanUpdate');
  }
  const role = await findMemberRole(tx, group.id, managerId);
  if (!role) throw new NotAuthorized('userMustBeMember');
  if (!isManager && role !== 'manager') throw new NotAuthorized('userIsNotManager');
  await setMemberRole(tx, group.id, managerId, isManager ? 'manager' : 'member');
  if (!isManager) {
    await tx.query(
      `DELETE FROM notifications WHERE user_id = $1 AND type LIKE 'GROUP_TASK_%'
         AND (data->'group'->>'id' = $2 OR data->>'groupId' = $2)`,
      [managerId, group.id],
    );
  }
}
