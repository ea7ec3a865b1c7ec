// Membership of a plan group and the member's free subscription: joining grants `group_plan_auto`
// and mirrors the team board into the member's task lists; leaving ends the free subscription
// (unless another plan group keeps it), unassigns the member from the board's tasks, drops their
// notices of its tasks and stops the mirroring. The leader cannot leave a group with a live plan,
// nor can its last member.
import {
  emptyPlan,
  hasLivePlan,
  memberPlanOnJoining,
  memberPlanOnLeaving,
  NotAuthorized,
  unassignedTask,
  type SubscriptionPlan,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { saveBoardTask } from '../../db/repositories/boardTasks.ts';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { fromRow, type TaskRow } from '../../db/repositories/tasks.ts';
import type { UserRow } from '../../db/repositories/users.ts';

type Columns = Record<string, unknown>;

function planOf(row: UserRow): SubscriptionPlan {
  return { ...emptyPlan(), ...(row.purchased as { plan?: SubscriptionPlan }).plan };
}

function mirroredGroups(row: UserRow): string[] {
  const tasks = (row.preferences as { tasks?: { mirrorGroupTasks?: string[] } }).tasks;
  return tasks?.mirrorGroupTasks ?? [];
}

function withMirrored(row: UserRow, groupIds: string[]): Columns {
  const preferences = row.preferences as { tasks?: Record<string, unknown> };
  return {
    preferences: { ...preferences, tasks: { ...preferences.tasks, mirrorGroupTasks: groupIds } },
  };
}

/** The joiner's columns on joining `group`: nothing unless its plan is live. */
export function planColumnsOnJoining(group: GroupRow, row: UserRow, now: Date): Columns {
  if (!hasLivePlan(group.purchased, now)) return {};
  const mirrored = mirroredGroups(row);
  return {
    purchased: { ...row.purchased, plan: memberPlanOnJoining(planOf(row), now) },
    ...(mirrored.includes(group.id) ? {} : withMirrored(row, [...mirrored, group.id])),
  };
}

/** Refuses the departures a live plan forbids: its last member's, and its leader's. */
export function checkMayLeavePlanGroup(group: GroupRow, leaverId: string, now: Date): void {
  if (!hasLivePlan(group.purchased, now)) return;
  if (group.member_count <= 1) throw new NotAuthorized('cannotDeleteActiveGroup');
  if (group.leader_id === leaverId)
    throw new NotAuthorized('leaderCannotLeaveGroupWithActiveGroup');
}

/**
 * The leaver's columns on leaving `group` (run under the group's lock, before the membership
 * goes): the board's tasks assigned to them are unassigned, their free subscription ends unless
 * another live plan group keeps it, and the board is no longer mirrored.
 */
export async function planColumnsOnLeaving(
  tx: Queryable,
  group: GroupRow,
  row: UserRow,
  now: Date,
): Promise<Columns> {
  const assigned = await tx.query<TaskRow & { group_id: string }>(
    `SELECT * FROM tasks WHERE group_id = $1 AND user_id IS NULL
       AND details->'group'->'assignedUsers' @> to_jsonb($2::text) ORDER BY id FOR NO KEY UPDATE`,
    [group.id, row.id],
  );
  for (const taskRow of assigned) {
    const task = fromRow(taskRow);
    const next = unassignedTask(task, row.id, now);
    await saveBoardTask(tx, { ...next, groupId: group.id });
  }
  await tx.query(
    `DELETE FROM notifications WHERE user_id = $1 AND type LIKE 'GROUP_TASK_%'
       AND (data->'group'->>'id' = $2 OR data->>'groupId' = $2)`,
    [row.id, group.id],
  );
  const mirrored = mirroredGroups(row);
  const columns: Columns = mirrored.includes(group.id)
    ? withMirrored(
        row,
        mirrored.filter((id) => id !== group.id),
      )
    : {};
  if (!hasLivePlan(group.purchased, now)) return columns;
  const [other] = await tx.query(
    `SELECT 1 FROM groups g JOIN group_members m ON m.group_id = g.id
     WHERE m.user_id = $1 AND g.id <> $2 AND g.purchased->'plan'->>'customerId' IS NOT NULL
       AND (g.purchased->'plan'->>'dateTerminated' IS NULL
            OR (g.purchased->'plan'->>'dateTerminated')::timestamptz > $3)`,
    [row.id, group.id, now],
  );
  const plan = memberPlanOnLeaving(planOf(row), { now, inAnotherPlanGroup: Boolean(other) });
  return { ...columns, purchased: { ...row.purchased, plan } };
}
