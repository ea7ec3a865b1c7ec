// PUT /hall/heroes/:heroId with `purchased.plan.convertToGroupPlan: <groupId>`.
// Our reading of the original (which sets the payment method to `groupPlan` and adds the player
// to the group's subscription): staff move a member of a plan group onto that group's plan, so
// the player's own subscription becomes the group's free membership (`group_plan_auto`) and ends
// with it when they leave (groupTasks/planMemberships.ts). The player must be a member: a group
// they are not in is 404 groupNotFound, as any group out of their reach; an id that is not a
// UUID is 400 groupIdRequired; a group without a live, uncancelled plan is 400
// groupDoesNotHavePlan (the original's "Group does not have a plan"). The group's row is locked
// after the player's (docs/locking.md), so its plan cannot end meanwhile.
import {
  BadRequest,
  NotFound,
  emptyPlan,
  hasUncancelledPlan,
  memberPlanOnConversion,
  type SubscriptionPlan,
  isUuid,
} from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { findMemberRole, lockGroup } from '../../db/repositories/groups.ts';

export async function convertToGroupPlan(
  tx: Queryable,
  { heroId, groupId, plan, now }: { heroId: string; groupId: unknown; plan: unknown; now: Date },
): Promise<SubscriptionPlan> {
  if (typeof groupId !== 'string' || !isUuid(groupId)) throw new BadRequest('groupIdRequired');
  const id = groupId.toLowerCase();
  const group = await lockGroup(tx, id);
  if (!group || !(await findMemberRole(tx, id, heroId))) throw new NotFound('groupNotFound');
  if (!hasUncancelledPlan(group.purchased, now)) throw new BadRequest('groupDoesNotHavePlan');
  return memberPlanOnConversion({ ...emptyPlan(), ...(plan as Partial<SubscriptionPlan>) }, now);
}
