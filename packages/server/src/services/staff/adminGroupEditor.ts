// PUT /admin/groups/:groupId (seed 002 §7 "Admin"): staff edit any group, under the group row's
// lock; a change of its gem bank goes through the ledger (admin_update_balance). Recorded as an
// admin.groupUpdated event.
import { BadRequest, NotAuthorized, NotFound } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import {
  findMemberRole,
  lockGroup,
  updateGroup,
  type GroupRow,
} from '../../db/repositories/groups.ts';
import { changeGroupGems } from '../gems/gemLedger.ts';
import { gemsOf } from '../gems.ts';
import { guildCategories } from '../guilds/guildCategories.ts';
import type { GroupEdit } from '../parties/groupEditor.ts';

/** What a leader may edit (groupEditor), and what only staff may. */
export interface AdminGroupEdit extends GroupEdit {
  bannedWordsAllowed?: boolean;
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
  if (edit.leader !== undefined && edit.leader !== group.leader_id) {
    if (!(await findMemberRole(tx, groupId, edit.leader)))
      throw new NotAuthorized('userMustBeMember');
  }
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
      name: edit.name?.trim(),
      summary: edit.summary,
      description: edit.description,
      leader_message: edit.leaderMessage,
      logo: edit.logo,
      leader_id: edit.leader,
      banned_words_allowed: edit.bannedWordsAllowed,
      // null sets the default length again.
      chat_limit_count: edit.chatLimitCount,
      leader_only_challenges: edit.leaderOnly?.challenges,
      leader_only_get_gems: edit.leaderOnly?.getGems,
      // As JSON text: node-postgres would send an array as a PostgreSQL array.
      categories:
        edit.categories && group.type === 'guild'
          ? (JSON.stringify(guildCategories(edit.categories)) as never)
          : undefined,
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
    throw new BadRequest('invalidParam', {
      params: { param: 'balance', reason: 'must be a whole number of gems (quarters)' },
    });
  }
}
