// GET /group-plans: the groups with a live plan the acting player belongs to, by name, each
// presented as GET /groups/:id presents it, without its chat.
import { hasLivePlan } from '@questlog/core';
import type { GroupRow } from '../../db/repositories/groups.ts';
import { presentGroupFor } from '../parties/groupReader.ts';
import type { ServiceContext } from '../serviceContext.ts';

export async function listGroupPlans(context: ServiceContext) {
  const { db } = context;
  const rows = await db.query<GroupRow>(
    `SELECT g.* FROM groups g JOIN group_members m ON m.group_id = g.id
     WHERE m.user_id = $1 ORDER BY g.name, g.id`,
    [context.actorId],
  );
  const now = context.clock.now();
  const groups = [];
  for (const row of rows.filter((group) => hasLivePlan(group.purchased, now))) {
    groups.push(await presentGroupFor(db, row, { withChat: false }));
  }
  return groups;
}
