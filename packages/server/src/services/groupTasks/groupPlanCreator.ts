// POST /groups/create-plan: a private group with a group plan, led by its creator. The original
// starts a card or Amazon checkout here and the web's payment-return routes
// (/redirect/stripe-success-checkout …) finish it; this server has no payment provider, so the plan
// is granted for free at once, and the answer says so. The creator, as its first member, gets the
// free member subscription like everyone who joins.
import { planGrantedForFree } from '@questlog/core';
import { createGroup, updateGroup, type GroupRow } from '../../db/repositories/groups.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { planColumnsOnJoining } from './planMemberships.ts';

export interface NewPlanGroup {
  name: string;
  summary?: string;
  description?: string;
}

export function createPlanGroup(context: SignedInContext, body: NewPlanGroup): Promise<GroupRow> {
  return context.changeActor(async ({ tx, user, now, setUserColumns }) => {
    const created = await createGroup(tx, {
      type: 'guild',
      name: body.name.trim() || body.name,
      leaderId: user.row.id,
      privacy: 'private',
      summary: body.summary,
      description: body.description,
      now,
    });
    const group = await updateGroup(
      tx,
      created!.id,
      { purchased: { plan: planGrantedForFree(now) } },
      now,
    );
    setUserColumns(planColumnsOnJoining(group, user.row, now));
    return group;
  });
}
