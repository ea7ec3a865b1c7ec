// Leaving a group — also the way a removed member goes (the removed get the same clean-up as
// those who leave; the original skips most of it for them). Runs inside changeGroup: the leaver
// and the group's members are locked, then the group row.
import { NotAuthorized, playerQuestCleaned } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  deleteGroup,
  removeGroupMember,
  updateGroup,
  type GroupRow,
} from '../../db/repositories/groups.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { checkMayLeavePlanGroup, planColumnsOnLeaving } from '../groupTasks/planMemberships.ts';
import { partyQuestOf, partyWithQuest } from './memberQuest.ts';

/** The quest rules that keep a player in the party. */
export function checkMayLeaveParty(group: GroupRow, userId: string): void {
  const quest = group.quest;
  if (!quest.key) return;
  if (quest.leader === userId) throw new NotAuthorized('questLeaderCannotLeaveGroup');
  if (quest.active && quest.members[userId] === true) {
    throw new NotAuthorized('cannotLeaveWhileActiveQuest');
  }
}

export interface Departure {
  /** The group was deleted: its last member left. */
  groupDeleted: boolean;
  /** The leaver's `party` column after leaving (parties only). */
  party?: Record<string, unknown>;
  /** The leaver's subscription and preferences after leaving a plan group. */
  planColumns: Record<string, unknown>;
}

/**
 * Takes `leaver` out of the locked group: membership, quest membership, leadership (the first
 * remaining member by id leads), the group itself when nobody is left (a public guild keeps
 * existing), and their unread-chat and mention notices for it.
 */
export async function takeOutOfGroup(
  tx: Queryable,
  group: GroupRow,
  leaver: UserRow,
  now: Date,
): Promise<Departure> {
  checkMayLeavePlanGroup(group, leaver.id, now);
  const planColumns = await planColumnsOnLeaving(tx, group, leaver, now);
  await removeGroupMember(tx, group.id, leaver.id, now);
  await tx.query(
    `DELETE FROM notifications WHERE user_id = $1 AND type IN ('NEW_CHAT_MESSAGE', 'CHAT_MENTION')
       AND data->'group'->>'id' = $2`,
    [leaver.id, group.id],
  );
  const party =
    group.type === 'party'
      ? (({ seeking: _seeking, ...rest }) => rest)(
          partyWithQuest(leaver, playerQuestCleaned(partyQuestOf(leaver))),
        )
      : undefined;
  const [next] = await tx.query<{ user_id: string }>(
    'SELECT user_id FROM group_members WHERE group_id = $1 ORDER BY user_id LIMIT 1',
    [group.id],
  );
  if (!next && group.privacy === 'private') {
    await deleteGroup(tx, group.id);
    return { groupDeleted: true, party, planColumns };
  }
  const quest = group.quest;
  const { [leaver.id]: _left, ...members } = quest.members ?? {};
  await updateGroup(
    tx,
    group.id,
    {
      quest: { ...quest, members },
      leader_id: group.leader_id === leaver.id && next ? next.user_id : undefined,
    },
    now,
  );
  return { groupDeleted: false, party, planColumns };
}
