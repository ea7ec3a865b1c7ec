// PUT /admin/groups/:groupId: staff edit any group, under the group row's lock; a change of its gem
// bank goes through the ledger (admin_update_balance). Recorded as an admin.groupUpdated event.
import { NotFound } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { lockGroup, updateGroup, type GroupRow } from '../../db/repositories/groups.ts';
import { changeGroupGems } from '../gems/gemLedger.ts';
import { gemsOf } from '../gems.ts';
import { checkNewLeader, groupEditChanges, type GroupEdit } from '../parties/groupEditor.ts';
import { invalidParam } from '../accountErrors.ts';

/** What a leader may edit (groupEditor), and what only staff may. */
export interface AdminGroupEdit extends GroupEdit {
  chatLimitCount?: number | null;
  leaderOnly?: { challenges?: boolean; getGems?: boolean };
  balance?: number;
}

export async function editGroupAsStaff(
  tx: Queryable,
  {
    groupId,
    actorId,
    edit,
    now,
  }: { groupId: string; actorId: string; edit: AdminGroupEdit; now: Date },
): Promise<GroupRow> {
  const group = await lockGroup(tx, groupId);
  if (!group) throw new NotFound('groupWithIDNotFound', { params: { groupId } });
  await checkNewLeader(tx, group, edit.leader, now);
  if (edit.balance !== undefined) {
    const amount = bankGems(edit.balance) - group.balance;
    await changeGroupGems(tx, groupId, {
      amount,
      transactionType: 'admin_update_balance',
      referenceText: 'Given by staff',
      now,
    });
  }
  const updated = await updateGroup(
    tx,
    groupId,
    {
      ...groupEditChanges(group, edit),
      // null sets the default length again.
      chat_limit_count: edit.chatLimitCount,
      leader_only_challenges: edit.leaderOnly?.challenges,
      leader_only_get_gems: edit.leaderOnly?.getGems,
    },
    now,
  );
  await recordEvent(tx, {
    type: 'admin.groupUpdated',
    userId: actorId,
    groupId,
    payload: { actorId, fields: Object.keys(edit).sort() },
  });
  return updated;
}

function bankGems(balance: number): number {
  try {
    return gemsOf(balance);
  } catch {
    throw invalidParam('balance', 'must be a whole number of gems (quarters)');
  }
}
