// Team-board dailies at a member's day boundary (core's teamDailies.ts): the member's own
// assignments start the day unchecked, and the first member's day boundary after the group's day
// began (the group's day is its leader's) runs the group's day for unassigned board dailies,
// marking it in groups.last_cron_processed_at. Runs inside the member's cron transaction, after
// their party's row: locks the plan group rows in id order, then the board tasks.
import {
  boardDailyAtGroupDay,
  boardDailyAtMemberDay,
  hasLivePlan,
  startOfDay,
  type Daily,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { saveBoardTask } from '../../db/repositories/boardTasks.ts';
import { lockGroup, updateGroup, type GroupRow } from '../../db/repositories/groups.ts';
import { fromRow, type TaskRow } from '../../db/repositories/tasks.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { playerDay } from '../playerDay.ts';

type BoardRow = TaskRow & { group_id: string };

async function lockBoardDailies(tx: Queryable, groupId: string, assignedTo?: string) {
  const rows = await tx.query<BoardRow>(
    `SELECT * FROM tasks WHERE group_id = $1 AND user_id IS NULL AND type = 'daily'
       AND ($2::text IS NULL OR details->'group'->'assignedUsers' @> to_jsonb($2::text))
     ORDER BY id FOR NO KEY UPDATE`,
    [groupId, assignedTo ?? null],
  );
  return rows.flatMap((row) => {
    const daily = fromRow(row);
    return daily.type === 'daily' ? [{ daily, groupId: row.group_id }] : [];
  });
}

async function saveIfChanged(tx: Queryable, before: Daily, after: Daily, groupId: string) {
  if (after === before) return;
  await saveBoardTask(tx, { ...after, groupId });
}

export async function applyTeamDailiesAtCron({
  tx,
  now,
  row,
}: {
  tx: Queryable;
  now: Date;
  row: UserRow;
}): Promise<void> {
  const groups = await tx.query<GroupRow & { leader_preferences: UserRow['preferences'] | null }>(
    `SELECT g.*, l.preferences AS leader_preferences FROM groups g
     JOIN group_members m ON m.group_id = g.id AND m.user_id = $1
     LEFT JOIN users l ON l.id = g.leader_id
     WHERE g.type = 'guild' ORDER BY g.id`,
    [row.id],
  );
  const memberDay = playerDay(row.preferences);
  for (const found of groups.filter((group) => hasLivePlan(group.purchased, now))) {
    const groupDay = playerDay(found.leader_preferences ?? row.preferences);
    const dayBegan = startOfDay(now, groupDay);
    const lastRun = found.last_cron_processed_at ?? found.created_at;
    if (lastRun < dayBegan) {
      const group = await lockGroup(tx, found.id);
      if (group && (group.last_cron_processed_at ?? group.created_at) < dayBegan) {
        for (const { daily, groupId } of await lockBoardDailies(tx, group.id)) {
          await saveIfChanged(
            tx,
            daily,
            boardDailyAtGroupDay(daily, { now, day: groupDay }),
            groupId,
          );
        }
        await updateGroup(tx, group.id, { last_cron_processed_at: now }, now);
      }
    }
    for (const { daily, groupId } of await lockBoardDailies(tx, found.id, row.id)) {
      const next = boardDailyAtMemberDay(daily, row.id, { now, day: memberDay });
      await saveIfChanged(tx, daily, next, groupId);
    }
  }
}
